// The refund domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createRefunds } from './service';
import { registerRefundRoutes } from './routes';
export { createRefunds, type RefundsService } from './service';

declare module '../../core/services' {
  interface Services {
    refunds: ReturnType<typeof createRefunds>;
  }
}

export const refundDomain: DomainPlugin<DomainContext> = {
  name: 'refund',
  services: ({ db, clock }, { remind, payouts }) => ({
    refunds: createRefunds(db, clock, remind, payouts),
  }),
  routes: registerRefundRoutes,
};
