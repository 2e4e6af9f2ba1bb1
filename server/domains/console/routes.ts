import type { FastifyInstance } from 'fastify';
import { check as checkRoster } from './rosterCsv';
import { auditLog, staffMe } from '../../../lib/contract/admin';
import { calendarMonth, clearDay, declareDay } from '../../../lib/contract/adminCalendar';
import {
  copyWeek,
  menuSlot,
  publishWeek,
  saveMenu,
  weekMenus,
} from '../../../lib/contract/adminMenus';
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
import { adminMessages, answerMessage } from '../../../lib/contract/adminMessages';
import {
  accountLedger,
  adminPayments,
  findAccounts,
  markOrderPaid,
  counterPayment,
  startCounterPayment,
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
import { adminRoute, adminWrite } from './route';

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
  adminRoute(app, services, menuSlot, ({ staff, query }) => adminMenus.slot(staff, query));
  adminWrite(app, services, saveMenu, ({ staff, body, tx }) =>
    adminMenus.save(tx, staff, body, body.dishes),
  );
  adminWrite(app, services, publishWeek, ({ staff, body, tx }) =>
    adminMenus.publish(tx, staff, body.monday),
  );
  adminWrite(app, services, copyWeek, ({ staff, body, tx }) =>
    adminMenus.copy(tx, staff, body.monday),
  );

  const { adminCalendar } = services;
  adminRoute(app, services, calendarMonth, ({ staff, query }) =>
    adminCalendar.month(staff, query.month),
  );
  adminWrite(app, services, declareDay, ({ staff, body, tx }) =>
    adminCalendar.declare(tx, staff, body),
  );
  adminWrite(app, services, clearDay, ({ staff, params, tx }) =>
    adminCalendar.clear(tx, staff, params.date),
  );

  const { adminRules } = services;
  adminRoute(app, services, schoolRules, ({ staff }) => adminRules.rules(staff));
  adminWrite(app, services, saveDiningRule, ({ staff, body, tx }) =>
    adminRules.saveDining(tx, staff, body),
  );
  adminWrite(app, services, saveSwitches, ({ staff, body, tx }) =>
    adminRules.saveSwitches(tx, staff, body.functionalSwitch),
  );

  const { adminRoster } = services;
  adminRoute(app, services, rosterClasses, ({ staff }) => adminRoster.overview(staff));
  adminRoute(app, services, previewRoster, ({ staff, body }) =>
    adminRoster.preview(staff, body.csv),
  );
  adminWrite(app, services, importRoster, async ({ staff, body, tx }) => {
    const result = await adminRoster.importCsv(tx, staff, body.csv);
    // The whole roster was written: whoever it no longer holds is leaving (decision 074).
    if (result.imported > 0)
      await services.retention.markDropped(tx, staff, rosterStudentNos(body.csv));
    return result;
  });
  adminWrite(app, services, bindTeacher, ({ staff, body, tx }) =>
    adminRoster.bindTeacher(tx, staff, body),
  );

  const { adminRosterLinks } = services;
  // Reads of children's personal data are logged for the school's administrator (decision 074).
  adminRoute(app, services, rosterChildren, async ({ staff, query }) => {
    const page = await adminRosterLinks.children(staff, query);
    const ids = page.content.map((child) => child.associatedUserId);
    if (ids.length > 0) await services.retention.logRead(staff, 'roster', ids);
    return page;
  });
  adminRoute(app, services, rosterClassStudents, ({ staff, query }) =>
    adminRosterLinks.students(staff, query.classesId),
  );
  adminWrite(app, services, linkRosterChild, ({ staff, params, body, tx }) =>
    adminRosterLinks.link(tx, staff, params.id, body.rosterStudentId),
  );
  adminWrite(app, services, unlinkRosterChild, ({ staff, params, tx }) =>
    adminRosterLinks.unlink(tx, staff, params.id),
  );

  const { adminMoney } = services;
  adminRoute(app, services, adminPayments, ({ staff, query }) =>
    adminMoney.paymentList(staff, query),
  );
  adminRoute(app, services, unpaidOrders, ({ staff, query }) =>
    adminMoney.unpaid(staff, query.page, query.size),
  );
  adminWrite(app, services, markOrderPaid, ({ staff, params, tx }) =>
    adminMoney.markPaid(tx, staff, params.id),
  );
  adminWrite(app, services, startCounterPayment, ({ staff, params, tx, request }) =>
    services.counter.start(tx, staff, params.id, request.ip),
  );
  adminRoute(app, services, counterPayment, ({ staff, params }) =>
    services.counter.status(staff, params.id),
  );
  adminRoute(app, services, findAccounts, ({ staff, query }) => adminMoney.find(staff, query.q));
  adminRoute(app, services, accountLedger, async ({ staff, params, query }) => {
    const ledger = await adminMoney.accountLedger(staff, params.accountId, query.page, query.size);
    const children = await services.retention.childrenAt(staff.unitId, params.accountId);
    await services.retention.logRead(staff, 'ledger', children);
    return ledger;
  });

  adminRoute(app, services, adminMessages, ({ staff, query }) =>
    services.adminMessages.list(staff, query.status),
  );
  adminWrite(app, services, answerMessage, ({ staff, params, body, tx }) =>
    services.adminMessages.answer(tx, staff, params.id, body.reply),
  );

  const { adminContent } = services;
  adminRoute(app, services, adminNews, ({ staff }) => adminContent.newsList(staff));
  adminWrite(app, services, publishNews, ({ staff, body, tx }) =>
    adminContent.publish(tx, staff, body),
  );
  adminWrite(app, services, removeNews, ({ staff, params, tx }) =>
    adminContent.removeNews(tx, staff, params.id),
  );
  adminRoute(app, services, adminAgreements, ({ staff }) => adminContent.agreementList(staff));
  adminWrite(app, services, saveAgreement, ({ staff, body, tx }) =>
    adminContent.saveAgreement(tx, staff, body),
  );
  adminWrite(app, services, removeAgreement, ({ staff, params, tx }) =>
    adminContent.removeAgreement(tx, staff, params.id),
  );
  adminRoute(app, services, allowedOrigins, ({ staff }) => adminContent.origins(staff));
  adminWrite(app, services, addOrigin, ({ staff, body, tx }) =>
    adminContent.addOrigin(tx, staff, body.origin),
  );
  adminWrite(app, services, removeOrigin, ({ staff, body, tx }) =>
    adminContent.removeOrigin(tx, staff, body.origin),
  );

  const { adminPrepaid } = services;
  adminRoute(app, services, adminRefunds, ({ staff, query }) =>
    adminPrepaid.refundList(staff, query.status),
  );
  adminWrite(app, services, approveRefund, ({ staff, params, body, tx }) =>
    adminPrepaid.approve(tx, staff, params.id, body.remark),
  );
  adminWrite(app, services, rejectRefund, ({ staff, params, body, tx }) =>
    adminPrepaid.reject(tx, staff, params.id, body.remark),
  );
  adminRoute(app, services, adminPrepayments, ({ staff }) => adminPrepaid.prepaymentList(staff));
  adminWrite(
    app,
    services,
    addPrepayment,
    ({ staff, body, tx }) => adminPrepaid.addPrepayment(tx, staff, body),
    ({ staff }, id) => adminPrepaid.prepayment(staff, id),
  );
  adminWrite(
    app,
    services,
    withdrawPrepayment,
    ({ staff, params, tx }) => adminPrepaid.withdrawPrepayment(tx, staff, params.id),
    ({ staff }, id) => adminPrepaid.prepayment(staff, id),
  );
  adminRoute(app, services, adminCoupons, ({ staff }) => adminPrepaid.couponList(staff));
  adminWrite(
    app,
    services,
    issueCoupon,
    ({ staff, body, tx }) => adminPrepaid.issueCoupon(tx, staff, body),
    ({ staff }, id) => adminPrepaid.coupon(staff, id),
  );
  adminWrite(
    app,
    services,
    revokeCoupon,
    ({ staff, params, tx }) => adminPrepaid.revokeCoupon(tx, staff, params.id),
    ({ staff }, id) => adminPrepaid.coupon(staff, id),
  );
}

function rosterStudentNos(csv: string): string[] {
  return checkRoster(csv).rows.map((row) => row.studentNo);
}
