// The business domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerBusinessRoutes } from './routes';
export { createBusiness } from './service';

export const businessDomain: DomainPlugin = { name: 'business', routes: registerBusinessRoutes };
