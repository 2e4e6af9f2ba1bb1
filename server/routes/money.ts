import type { FastifyInstance } from 'fastify';
import {
  couponCount,
  couponsOfScene,
  couponsOfUser,
  couponsToPreview,
  previewCoupon,
} from '../../lib/contract/coupon';
import {
  anonymousPayCost,
  multipleMealsPayCost,
  payCost,
  prepaymentDiscount,
  prepaymentRetreat,
  prepaymentsOfUser,
  purchasePaying,
} from '../../lib/contract/prepayment';
import {
  cancelRefund,
  refundDetail,
  refundRule,
  refundsOfUser,
  requestRefund,
} from '../../lib/contract/refund';
import { idempotent } from '../core/http/idempotent';
import { route } from '../core/http/route';
import type { Services } from '../core/services';

// The prepayment, pay/cost, refund and coupon calls (docs/product.md, "Calls"; decisions 029-031). Every
// POST that moves money runs once per Idempotency-Key, its work and answer in one transaction.

export function registerMoneyRoutes(app: FastifyInstance, services: Services): void {
  const { prepayments, refunds, coupons } = services;

  route(app, services, prepaymentsOfUser, ({ caller, params, query }) =>
    prepayments.list(caller.accountId, params.associatedUserId, query.page, query.size),
  );
  route(app, services, prepaymentDiscount, ({ caller, params }) =>
    prepayments.model(caller.accountId, params.prepaymentId, params.associatedUserId),
  );
  route(app, services, prepaymentRetreat, ({ caller, params }) =>
    prepayments.retreat(caller.accountId, params.id),
  );
  route(app, services, purchasePaying, ({ caller, params }) =>
    prepayments.paying(caller.accountId, params.id),
  );
  route(app, services, payCost, ({ caller, body, request }) =>
    idempotent(services, request, caller.accountId, { path: payCost.path, body }, (tx) =>
      prepayments.buy(tx, caller.accountId, body, body.openid),
    ),
  );
  route(app, services, anonymousPayCost, ({ caller, body, request }) =>
    idempotent(services, request, caller.accountId, { path: anonymousPayCost.path, body }, (tx) =>
      prepayments.buy(tx, caller.accountId, body),
    ),
  );
  route(app, services, multipleMealsPayCost, ({ caller, body, request }) =>
    idempotent(
      services,
      request,
      caller.accountId,
      { path: multipleMealsPayCost.path, body },
      (tx) => prepayments.buyMeals(tx, caller.accountId, body),
    ),
  );

  route(app, services, refundsOfUser, ({ caller, params, query }) =>
    refunds.list(caller.accountId, params.associatedUserId, query.page, query.size),
  );
  route(app, services, refundDetail, ({ caller, params }) =>
    refunds.detail(caller.accountId, params.id),
  );
  route(app, services, refundRule, ({ caller, params }) =>
    refunds.rule(caller.accountId, params.schoolId),
  );
  route(app, services, requestRefund, ({ caller, body, request }) =>
    idempotent(services, request, caller.accountId, { path: requestRefund.path, body }, (tx) =>
      refunds.request(tx, caller.accountId, body),
    ),
  );
  route(app, services, cancelRefund, ({ caller, params, request }) =>
    idempotent(
      services,
      request,
      caller.accountId,
      { path: cancelRefund.path, body: params },
      (tx) => refunds.cancel(tx, caller.accountId, params.id),
    ),
  );

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
