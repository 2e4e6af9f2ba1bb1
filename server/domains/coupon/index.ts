// The coupon domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerCouponRoutes } from './routes';
export { type CouponsService, createCoupons } from './service';

export const couponDomain: DomainPlugin = { name: 'coupon', routes: registerCouponRoutes };
