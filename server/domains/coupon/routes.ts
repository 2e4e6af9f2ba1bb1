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

  // The lists answer the selected child's school, as the balance does (decisions 066, 072).
  route(app, services, couponsOfScene, async ({ caller, params }) =>
    coupons.ofScene(
      caller.accountId,
      params.userId,
      params.scene,
      await services.users.schoolOf(caller),
    ),
  );
  route(app, services, couponsOfUser, async ({ caller, params, query }) =>
    coupons.ofUser(
      caller.accountId,
      params.userId,
      query.couponStatus,
      await services.users.schoolOf(caller),
    ),
  );
  route(app, services, couponCount, async ({ caller, params }) =>
    coupons.count(caller.accountId, params.id, await services.users.schoolOf(caller)),
  );
  route(app, services, couponsToPreview, async ({ caller, params }) =>
    coupons.toPreview(caller.accountId, params.id, await services.users.schoolOf(caller)),
  );
  route(app, services, previewCoupon, ({ caller, params }) =>
    coupons.preview(caller.accountId, params.id),
  );
}
