// The prepayment domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerPrepaymentRoutes } from './routes';
export { createPrepayments, type PrepaymentsService } from './service';

export const prepaymentDomain: DomainPlugin = {
  name: 'prepayment',
  routes: registerPrepaymentRoutes,
};
