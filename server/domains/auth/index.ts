// The auth domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { createAccess } from './access';
export { createAccounts } from './accounts';
export { createLimits, type LimitsService } from './limits';
export { registerAuthRoutes } from './routes';
export { createSessions } from './sessions';
export { createSignIn } from './signIn';
export { createSms } from './sms';
