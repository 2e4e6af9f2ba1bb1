// The console domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
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

/** The console's calls and its OpenAPI page. */
export const consoleDomain: DomainPlugin = {
  name: 'console',
  routes(app, services) {
    registerAdminRoutes(app, services);
    registerOpenApiRoutes(app);
  },
};
