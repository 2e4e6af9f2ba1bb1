// The bankcard domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerBankcardRoutes } from './routes';
export { createBankActivities } from './service';

export const bankcardDomain: DomainPlugin = { name: 'bankcard', routes: registerBankcardRoutes };
