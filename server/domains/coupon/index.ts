// The coupon domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createCoupons } from './service';
import { registerCouponRoutes } from './routes';
export { type CouponsService, createCoupons } from './service';

declare module '../../core/services' {
  interface Services {
    coupons: ReturnType<typeof createCoupons>;
  }
}

export const couponDomain: DomainPlugin<DomainContext> = {
  name: 'coupon',
  services: ({ db, clock }) => ({ coupons: createCoupons(db, clock) }),
  routes: registerCouponRoutes,
};
