// The coupon domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { registerCouponRoutes } from './routes';
export { type CouponsService, createCoupons } from './service';
