// The prepayment domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createPrepayments } from './service';
import { registerPrepaymentRoutes } from './routes';
export { createPrepayments, type PrepaymentsService } from './service';

declare module '../../core/services' {
  interface Services {
    prepayments: ReturnType<typeof createPrepayments>;
  }
}

export const prepaymentDomain: DomainPlugin<DomainContext> = {
  name: 'prepayment',
  services: ({ db, clock }, { orders, payments }) => ({
    prepayments: createPrepayments(db, clock, orders, payments),
  }),
  routes: registerPrepaymentRoutes,
};
