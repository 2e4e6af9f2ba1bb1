// The console domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createAdminCalendar } from './calendar';
import { createAdminContent } from './content';
import { createAdminMessages } from './messages';
import { createAdminFeed, registerAdminFeedRoutes } from './feed';
import { createAdminMenus } from './menus';
import { createAdminMoney } from './money';
import { createCounter } from './counter';
import { createAdminPrepaid } from './prepaid';
import { createAdminRoster } from './roster';
import { createAdminRosterLinks } from './rosterLinks';
import { createAdminRules } from './rules';
import { createSheet } from './sheet';
import { createStaff } from './staff';
import { createInvitations } from './invitations';
import { createAdminStructure } from './structure';
import { createAdminEnrolment } from './enrolment';
import { registerEnrolmentAdminRoutes } from './enrolmentRoutes';
import { registerMembersRoutes } from './membersRoutes';
import { registerOpenApiRoutes } from './openapi';
import { registerAdminRoutes } from './routes';
export { createAdminCalendar } from './calendar';
export { createAdminContent } from './content';
export { parseCsv } from './csv';
export { createAdminMenus } from './menus';
export { createAdminMoney } from './money';
export { createAdminPrepaid } from './prepaid';
export { createAdminRoster } from './roster';
export { createAdminRosterLinks } from './rosterLinks';
export { createAdminRules } from './rules';
export { createSheet } from './sheet';
export { createStaff } from './staff';
export { createInvitations, type InvitationsService } from './invitations';
export { createAdminStructure } from './structure';
export { adminRoute, adminWrite } from './route';
export { audit, type Staff } from './staff';
export { createAdminEnrolment } from './enrolment';

/** The console's calls and its OpenAPI page. */
declare module '../../core/services' {
  interface Services {
    staff: ReturnType<typeof createStaff>;
    sheet: ReturnType<typeof createSheet>;
    adminMenus: ReturnType<typeof createAdminMenus>;
    adminCalendar: ReturnType<typeof createAdminCalendar>;
    adminRules: ReturnType<typeof createAdminRules>;
    adminRoster: ReturnType<typeof createAdminRoster>;
    adminRosterLinks: ReturnType<typeof createAdminRosterLinks>;
    adminMoney: ReturnType<typeof createAdminMoney>;
    counter: ReturnType<typeof createCounter>;
    adminContent: ReturnType<typeof createAdminContent>;
    adminMessages: ReturnType<typeof createAdminMessages>;
    adminPrepaid: ReturnType<typeof createAdminPrepaid>;
    invitations: ReturnType<typeof createInvitations>;
    adminStructure: ReturnType<typeof createAdminStructure>;
    adminEnrolment: ReturnType<typeof createAdminEnrolment>;
    adminFeed: ReturnType<typeof createAdminFeed>;
  }
}

export const consoleDomain: DomainPlugin<DomainContext> = {
  name: 'console',
  services: ({ db, clock, config }, { payments, refunds, prepayments, coupons, allergy }) => ({
    staff: createStaff(db),
    sheet: createSheet(db, clock),
    adminMenus: createAdminMenus(db, clock, (tx, menuIds) => allergy.review(tx, { menuIds })),
    adminCalendar: createAdminCalendar(db, clock),
    adminRules: createAdminRules(db),
    adminRoster: createAdminRoster(db, clock),
    adminRosterLinks: createAdminRosterLinks(db),
    adminMoney: createAdminMoney(db, payments),
    counter: createCounter(db, payments),
    adminContent: createAdminContent(db, clock),
    adminMessages: createAdminMessages(db, clock),
    adminPrepaid: createAdminPrepaid(db, clock, refunds, prepayments, coupons),
    invitations: createInvitations(db, clock),
    adminStructure: createAdminStructure(db),
    adminEnrolment: createAdminEnrolment(db, clock),
    adminFeed: createAdminFeed(db, clock, config.publicOrigin),
  }),
  routes(app, services) {
    registerAdminRoutes(app, services);
    registerMembersRoutes(app, services);
    registerEnrolmentAdminRoutes(app, services);
    registerOpenApiRoutes(app);
    registerAdminFeedRoutes(app, services);
  },
};
