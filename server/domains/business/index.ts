// The business domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createBusiness } from './service';
import { registerBusinessRoutes } from './routes';
export { createBusiness } from './service';

declare module '../../core/services' {
  interface Services {
    business: ReturnType<typeof createBusiness>;
  }
}

export const businessDomain: DomainPlugin<DomainContext> = {
  name: 'business',
  services: ({ db }) => ({ business: createBusiness(db) }),
  routes: registerBusinessRoutes,
};
