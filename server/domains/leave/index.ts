// The leave domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createLeaves } from './service';
import { registerLeaveRoutes } from './routes';
export { closeLeavesOfCancelledDays, createLeaves, daysOnLeave } from './service';

declare module '../../core/services' {
  interface Services {
    leaves: ReturnType<typeof createLeaves>;
  }
}

export const leaveDomain: DomainPlugin<DomainContext> = {
  name: 'leave',
  // The order domain comes later in the list: its services are read when a leave is asked.
  services: ({ db, clock }, built) => ({
    leaves: createLeaves(db, clock, (tx, order, days) => built.orders.paidPrices(tx, order, days)),
  }),
  routes: registerLeaveRoutes,
};
