import type { FastifyInstance } from 'fastify';
import {
  couponCount,
  couponsOfScene,
  couponsOfUser,
  couponsToPreview,
  previewCoupon,
} from '../../../lib/contract/coupon';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

// The coupon calls (docs/product.md, "Calls"; decision 031).
export function registerCouponRoutes(app: FastifyInstance, services: Services): void {
  const { coupons } = services;

  route(app, services, couponsOfScene, ({ caller, params }) =>
    coupons.ofScene(caller.accountId, params.userId, params.scene),
  );
  route(app, services, couponsOfUser, ({ caller, params, query }) =>
    coupons.ofUser(caller.accountId, params.userId, query.couponStatus),
  );
  route(app, services, couponCount, ({ caller, params }) =>
    coupons.count(caller.accountId, params.id),
  );
  route(app, services, couponsToPreview, ({ caller, params }) =>
    coupons.toPreview(caller.accountId, params.id),
  );
  route(app, services, previewCoupon, ({ caller, params }) =>
    coupons.preview(caller.accountId, params.id),
  );
}
