// The order domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerOrderRoutes } from './routes';
export { createPurchaseSettlement, type PurchaseSettlement } from './purchases';
export { createOrders, type OrdersService } from './service';

export const orderDomain: DomainPlugin = { name: 'order', routes: registerOrderRoutes };
