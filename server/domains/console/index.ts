// The console domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { createAdminCalendar } from './calendar';
export { createAdminContent } from './content';
export { parseCsv } from './csv';
export { createAdminMenus } from './menus';
export { createAdminMoney } from './money';
export { registerOpenApiRoutes } from './openapi';
export { createAdminPrepaid } from './prepaid';
export { createAdminRoster } from './roster';
export { createAdminRosterLinks } from './rosterLinks';
export { registerAdminRoutes } from './routes';
export { createAdminRules } from './rules';
export { createSheet } from './sheet';
export { createStaff } from './staff';
