import type { FastifyInstance } from 'fastify';
import { auditLog, staffMe } from '../../lib/contract/admin';
import { calendarMonth, clearDay, declareDay } from '../../lib/contract/adminCalendar';
import { copyWeek, publishWeek, saveMenu, weekMenus } from '../../lib/contract/adminMenus';
import {
  bindTeacher,
  importRoster,
  previewRoster,
  rosterClasses,
} from '../../lib/contract/adminRoster';
import {
  linkRosterChild,
  rosterChildren,
  rosterClassStudents,
  unlinkRosterChild,
} from '../../lib/contract/adminRosterLinks';
import {
  addOrigin,
  adminAgreements,
  adminNews,
  allowedOrigins,
  publishNews,
  removeAgreement,
  removeNews,
  removeOrigin,
  saveAgreement,
} from '../../lib/contract/adminContent';
import {
  accountLedger,
  adminPayments,
  findAccounts,
  markOrderPaid,
  unpaidOrders,
} from '../../lib/contract/adminMoney';
import {
  addPrepayment,
  adminCoupons,
  adminPrepayments,
  adminRefunds,
  approveRefund,
  issueCoupon,
  rejectRefund,
  revokeCoupon,
  withdrawPrepayment,
} from '../../lib/contract/adminPrepaid';
import { saveDiningRule, saveSwitches, schoolRules } from '../../lib/contract/adminRules';
import { productionSheet } from '../../lib/contract/adminSheet';
import type { Services } from '../services';
import { ADMIN, adminRoute, KITCHEN } from './adminRoute';

// The console's own calls (decision 046); every one is refused with 404 to non-staff (decision 046).
export function registerAdminRoutes(app: FastifyInstance, services: Services): void {
  adminRoute(app, services, staffMe, KITCHEN, ({ staff }) => staff);
  adminRoute(app, services, auditLog, ADMIN, ({ staff, query }) =>
    services.staff.auditLog(staff, query.page, query.size),
  );
  adminRoute(app, services, productionSheet, KITCHEN, ({ staff, query }) =>
    services.sheet.sheet(staff, query.date, query.diningType),
  );

  const { adminMenus } = services;
  adminRoute(app, services, weekMenus, KITCHEN, ({ staff, query }) =>
    adminMenus.week(staff, query.monday),
  );
  adminRoute(app, services, saveMenu, KITCHEN, ({ staff, body }) =>
    adminMenus.save(staff, body, body.dishes),
  );
  adminRoute(app, services, publishWeek, KITCHEN, ({ staff, body }) =>
    adminMenus.publish(staff, body.monday),
  );
  adminRoute(app, services, copyWeek, KITCHEN, ({ staff, body }) =>
    adminMenus.copy(staff, body.monday),
  );

  const { adminCalendar } = services;
  adminRoute(app, services, calendarMonth, ADMIN, ({ staff, query }) =>
    adminCalendar.month(staff, query.month),
  );
  adminRoute(app, services, declareDay, ADMIN, ({ staff, body }) =>
    adminCalendar.declare(staff, body),
  );
  adminRoute(app, services, clearDay, ADMIN, ({ staff, params }) =>
    adminCalendar.clear(staff, params.date),
  );

  const { adminRules } = services;
  adminRoute(app, services, schoolRules, ADMIN, ({ staff }) => adminRules.rules(staff));
  adminRoute(app, services, saveDiningRule, ADMIN, ({ staff, body }) =>
    adminRules.saveDining(staff, body),
  );
  adminRoute(app, services, saveSwitches, ADMIN, ({ staff, body }) =>
    adminRules.saveSwitches(staff, body.functionalSwitch),
  );

  const { adminRoster } = services;
  adminRoute(app, services, rosterClasses, ADMIN, ({ staff }) => adminRoster.overview(staff));
  adminRoute(app, services, previewRoster, ADMIN, ({ staff, body }) =>
    adminRoster.preview(staff, body.csv),
  );
  adminRoute(app, services, importRoster, ADMIN, ({ staff, body }) =>
    adminRoster.importCsv(staff, body.csv),
  );
  adminRoute(app, services, bindTeacher, ADMIN, ({ staff, body }) =>
    adminRoster.bindTeacher(staff, body),
  );

  const { adminRosterLinks } = services;
  adminRoute(app, services, rosterChildren, ADMIN, ({ staff, query }) =>
    adminRosterLinks.children(staff, query),
  );
  adminRoute(app, services, rosterClassStudents, ADMIN, ({ staff, query }) =>
    adminRosterLinks.students(staff, query.classesId),
  );
  adminRoute(app, services, linkRosterChild, ADMIN, ({ staff, params, body }) =>
    adminRosterLinks.link(staff, params.id, body.rosterStudentId),
  );
  adminRoute(app, services, unlinkRosterChild, ADMIN, ({ staff, params }) =>
    adminRosterLinks.unlink(staff, params.id),
  );

  const { adminMoney } = services;
  adminRoute(app, services, adminPayments, ADMIN, ({ staff, query }) =>
    adminMoney.paymentList(staff, query),
  );
  adminRoute(app, services, unpaidOrders, ADMIN, ({ staff, query }) =>
    adminMoney.unpaid(staff, query.page, query.size),
  );
  adminRoute(app, services, markOrderPaid, ADMIN, ({ staff, params }) =>
    adminMoney.markPaid(staff, params.id),
  );
  adminRoute(app, services, findAccounts, ADMIN, ({ staff, query }) =>
    adminMoney.find(staff, query.q),
  );
  adminRoute(app, services, accountLedger, ADMIN, ({ staff, params, query }) =>
    adminMoney.accountLedger(staff, params.accountId, query.page, query.size),
  );

  const { adminContent } = services;
  adminRoute(app, services, adminNews, ADMIN, ({ staff }) => adminContent.newsList(staff));
  adminRoute(app, services, publishNews, ADMIN, ({ staff, body }) =>
    adminContent.publish(staff, body),
  );
  adminRoute(app, services, removeNews, ADMIN, ({ staff, params }) =>
    adminContent.removeNews(staff, params.id),
  );
  adminRoute(app, services, adminAgreements, ADMIN, ({ staff }) =>
    adminContent.agreementList(staff),
  );
  adminRoute(app, services, saveAgreement, ADMIN, ({ staff, body }) =>
    adminContent.saveAgreement(staff, body),
  );
  adminRoute(app, services, removeAgreement, ADMIN, ({ staff, params }) =>
    adminContent.removeAgreement(staff, params.id),
  );
  adminRoute(app, services, allowedOrigins, ADMIN, ({ staff }) => adminContent.origins(staff));
  adminRoute(app, services, addOrigin, ADMIN, ({ staff, body }) =>
    adminContent.addOrigin(staff, body.origin),
  );
  adminRoute(app, services, removeOrigin, ADMIN, ({ staff, body }) =>
    adminContent.removeOrigin(staff, body.origin),
  );

  const { adminPrepaid } = services;
  adminRoute(app, services, adminRefunds, ADMIN, ({ staff, query }) =>
    adminPrepaid.refundList(staff, query.status),
  );
  adminRoute(app, services, approveRefund, ADMIN, ({ staff, params, body }) =>
    adminPrepaid.approve(staff, params.id, body.remark),
  );
  adminRoute(app, services, rejectRefund, ADMIN, ({ staff, params, body }) =>
    adminPrepaid.reject(staff, params.id, body.remark),
  );
  adminRoute(app, services, adminPrepayments, ADMIN, ({ staff }) =>
    adminPrepaid.prepaymentList(staff),
  );
  adminRoute(app, services, addPrepayment, ADMIN, ({ staff, body }) =>
    adminPrepaid.addPrepayment(staff, body),
  );
  adminRoute(app, services, withdrawPrepayment, ADMIN, ({ staff, params }) =>
    adminPrepaid.withdrawPrepayment(staff, params.id),
  );
  adminRoute(app, services, adminCoupons, ADMIN, ({ staff }) => adminPrepaid.couponList(staff));
  adminRoute(app, services, issueCoupon, ADMIN, ({ staff, body }) =>
    adminPrepaid.issueCoupon(staff, body),
  );
  adminRoute(app, services, revokeCoupon, ADMIN, ({ staff, params }) =>
    adminPrepaid.revokeCoupon(staff, params.id),
  );
}
