// The bankcard domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createBankActivities } from './service';
import { registerBankcardRoutes } from './routes';
export { createBankActivities } from './service';

declare module '../../core/services' {
  interface Services {
    bankActivities: ReturnType<typeof createBankActivities>;
  }
}

export const bankcardDomain: DomainPlugin<DomainContext> = {
  name: 'bankcard',
  services: ({ db, clock }) => ({ bankActivities: createBankActivities(db, clock) }),
  routes: registerBankcardRoutes,
};
