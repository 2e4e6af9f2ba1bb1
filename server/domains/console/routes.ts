import type { FastifyInstance } from 'fastify';
import { auditLog, staffMe } from '../../../lib/contract/admin';
import { calendarMonth, clearDay, declareDay } from '../../../lib/contract/adminCalendar';
import { copyWeek, publishWeek, saveMenu, weekMenus } from '../../../lib/contract/adminMenus';
import {
  bindTeacher,
  importRoster,
  previewRoster,
  rosterClasses,
} from '../../../lib/contract/adminRoster';
import {
  linkRosterChild,
  rosterChildren,
  rosterClassStudents,
  unlinkRosterChild,
} from '../../../lib/contract/adminRosterLinks';
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
} from '../../../lib/contract/adminContent';
import {
  accountLedger,
  adminPayments,
  findAccounts,
  markOrderPaid,
  unpaidOrders,
} from '../../../lib/contract/adminMoney';
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
} from '../../../lib/contract/adminPrepaid';
import { saveDiningRule, saveSwitches, schoolRules } from '../../../lib/contract/adminRules';
import { productionSheet } from '../../../lib/contract/adminSheet';
import type { Services } from '../../core/services';
import { adminRoute } from './route';

// The console's own calls (decision 046); every one is refused with 404 to non-staff (decision 046).
export function registerAdminRoutes(app: FastifyInstance, services: Services): void {
  adminRoute(app, services, staffMe, ({ staff }) => staff);
  adminRoute(app, services, auditLog, ({ staff, query }) =>
    services.staff.auditLog(staff, query.page, query.size),
  );
  adminRoute(app, services, productionSheet, ({ staff, query }) =>
    services.sheet.sheet(staff, query.date, query.diningType),
  );

  const { adminMenus } = services;
  adminRoute(app, services, weekMenus, ({ staff, query }) => adminMenus.week(staff, query.monday));
  adminRoute(app, services, saveMenu, ({ staff, body }) =>
    adminMenus.save(staff, body, body.dishes),
  );
  adminRoute(app, services, publishWeek, ({ staff, body }) =>
    adminMenus.publish(staff, body.monday),
  );
  adminRoute(app, services, copyWeek, ({ staff, body }) => adminMenus.copy(staff, body.monday));

  const { adminCalendar } = services;
  adminRoute(app, services, calendarMonth, ({ staff, query }) =>
    adminCalendar.month(staff, query.month),
  );
  adminRoute(app, services, declareDay, ({ staff, body }) => adminCalendar.declare(staff, body));
  adminRoute(app, services, clearDay, ({ staff, params }) =>
    adminCalendar.clear(staff, params.date),
  );

  const { adminRules } = services;
  adminRoute(app, services, schoolRules, ({ staff }) => adminRules.rules(staff));
  adminRoute(app, services, saveDiningRule, ({ staff, body }) =>
    adminRules.saveDining(staff, body),
  );
  adminRoute(app, services, saveSwitches, ({ staff, body }) =>
    adminRules.saveSwitches(staff, body.functionalSwitch),
  );

  const { adminRoster } = services;
  adminRoute(app, services, rosterClasses, ({ staff }) => adminRoster.overview(staff));
  adminRoute(app, services, previewRoster, ({ staff, body }) =>
    adminRoster.preview(staff, body.csv),
  );
  adminRoute(app, services, importRoster, ({ staff, body }) =>
    adminRoster.importCsv(staff, body.csv),
  );
  adminRoute(app, services, bindTeacher, ({ staff, body }) => adminRoster.bindTeacher(staff, body));

  const { adminRosterLinks } = services;
  adminRoute(app, services, rosterChildren, ({ staff, query }) =>
    adminRosterLinks.children(staff, query),
  );
  adminRoute(app, services, rosterClassStudents, ({ staff, query }) =>
    adminRosterLinks.students(staff, query.classesId),
  );
  adminRoute(app, services, linkRosterChild, ({ staff, params, body }) =>
    adminRosterLinks.link(staff, params.id, body.rosterStudentId),
  );
  adminRoute(app, services, unlinkRosterChild, ({ staff, params }) =>
    adminRosterLinks.unlink(staff, params.id),
  );

  const { adminMoney } = services;
  adminRoute(app, services, adminPayments, ({ staff, query }) =>
    adminMoney.paymentList(staff, query),
  );
  adminRoute(app, services, unpaidOrders, ({ staff, query }) =>
    adminMoney.unpaid(staff, query.page, query.size),
  );
  adminRoute(app, services, markOrderPaid, ({ staff, params }) =>
    adminMoney.markPaid(staff, params.id),
  );
  adminRoute(app, services, findAccounts, ({ staff, query }) => adminMoney.find(staff, query.q));
  adminRoute(app, services, accountLedger, ({ staff, params, query }) =>
    adminMoney.accountLedger(staff, params.accountId, query.page, query.size),
  );

  const { adminContent } = services;
  adminRoute(app, services, adminNews, ({ staff }) => adminContent.newsList(staff));
  adminRoute(app, services, publishNews, ({ staff, body }) => adminContent.publish(staff, body));
  adminRoute(app, services, removeNews, ({ staff, params }) =>
    adminContent.removeNews(staff, params.id),
  );
  adminRoute(app, services, adminAgreements, ({ staff }) => adminContent.agreementList(staff));
  adminRoute(app, services, saveAgreement, ({ staff, body }) =>
    adminContent.saveAgreement(staff, body),
  );
  adminRoute(app, services, removeAgreement, ({ staff, params }) =>
    adminContent.removeAgreement(staff, params.id),
  );
  adminRoute(app, services, allowedOrigins, ({ staff }) => adminContent.origins(staff));
  adminRoute(app, services, addOrigin, ({ staff, body }) =>
    adminContent.addOrigin(staff, body.origin),
  );
  adminRoute(app, services, removeOrigin, ({ staff, body }) =>
    adminContent.removeOrigin(staff, body.origin),
  );

  const { adminPrepaid } = services;
  adminRoute(app, services, adminRefunds, ({ staff, query }) =>
    adminPrepaid.refundList(staff, query.status),
  );
  adminRoute(app, services, approveRefund, ({ staff, params, body }) =>
    adminPrepaid.approve(staff, params.id, body.remark),
  );
  adminRoute(app, services, rejectRefund, ({ staff, params, body }) =>
    adminPrepaid.reject(staff, params.id, body.remark),
  );
  adminRoute(app, services, adminPrepayments, ({ staff }) => adminPrepaid.prepaymentList(staff));
  adminRoute(app, services, addPrepayment, ({ staff, body }) =>
    adminPrepaid.addPrepayment(staff, body),
  );
  adminRoute(app, services, withdrawPrepayment, ({ staff, params }) =>
    adminPrepaid.withdrawPrepayment(staff, params.id),
  );
  adminRoute(app, services, adminCoupons, ({ staff }) => adminPrepaid.couponList(staff));
  adminRoute(app, services, issueCoupon, ({ staff, body }) =>
    adminPrepaid.issueCoupon(staff, body),
  );
  adminRoute(app, services, revokeCoupon, ({ staff, params }) =>
    adminPrepaid.revokeCoupon(staff, params.id),
  );
}
