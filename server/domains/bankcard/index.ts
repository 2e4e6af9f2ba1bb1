// The bankcard domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { registerBankcardRoutes } from './routes';
export { createBankActivities } from './service';
