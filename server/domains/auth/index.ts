// The auth domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerAuthRoutes } from './routes';
export { createAccess } from './access';
export { createAccounts } from './accounts';
export { createLimits, type LimitsService } from './limits';
export { createSessions } from './sessions';
export { createSignIn } from './signIn';
export { createSms } from './sms';

export const authDomain: DomainPlugin = { name: 'auth', routes: registerAuthRoutes };
