// The order domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { createPurchaseSettlement, type PurchaseSettlement } from './purchases';
export { registerOrderRoutes } from './routes';
export { createOrders, type OrdersService } from './service';
