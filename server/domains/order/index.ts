// The order domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createOrders } from './service';
import { registerOrderRoutes } from './routes';
export { createPurchaseSettlement, type PurchaseSettlement } from './purchases';
export { createOrders, type OrdersService } from './service';
export type { FaultReason, MealFault, Orderable } from './orderable';

declare module '../../core/services' {
  interface Services {
    orders: ReturnType<typeof createOrders>;
  }
}

export const orderDomain: DomainPlugin<DomainContext> = {
  name: 'order',
  services: ({ db, clock, config }) => ({
    orders: createOrders(db, clock, config.monthOrderMonthsAhead),
  }),
  routes: registerOrderRoutes,
};
