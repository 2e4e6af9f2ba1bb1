import type { FastifyInstance } from 'fastify';
import {
  anonymousPayCost,
  multipleMealsPayCost,
  payCost,
  prepaymentDiscount,
  prepaymentRetreat,
  prepaymentsOfUser,
  purchasePaying,
} from '../../../lib/contract/prepayment';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { payerOf } from '../payment';

// The prepayment and pay/cost calls (docs/product.md, "Calls"; decisions 029-031). Every POST that moves money runs once
// per Idempotency-Key, its work and answer in one transaction.
export function registerPrepaymentRoutes(app: FastifyInstance, services: Services): void {
  const { prepayments } = services;

  route(app, services, prepaymentsOfUser, ({ caller, params, query }) =>
    prepayments.list(caller.accountId, params.associatedUserId, query.page, query.size),
  );
  route(app, services, prepaymentDiscount, ({ caller, params }) =>
    prepayments.model(caller.accountId, params.prepaymentId, params.associatedUserId),
  );
  route(app, services, prepaymentRetreat, {
    inTransaction: true,
    run: ({ caller, params, tx }) => prepayments.retreat(tx, caller.accountId, params.id),
  });
  route(app, services, purchasePaying, {
    inTransaction: true,
    run: ({ caller, params, tx }) => prepayments.paying(tx, caller.accountId, params.id),
  });
  // The server chooses the channel and WeChat Pay's scene from the request (decision 071).
  route(app, services, payCost, ({ caller, body, request, tx }) =>
    prepayments.buy(tx, caller.accountId, body, payerOf(request, body.channel)),
  );
  route(app, services, anonymousPayCost, ({ caller, body, request, tx }) =>
    prepayments.buy(tx, caller.accountId, body, payerOf(request, body.channel)),
  );
  route(app, services, multipleMealsPayCost, ({ caller, body, request, tx }) =>
    prepayments.buyMeals(tx, caller.accountId, body, payerOf(request, body.channel)),
  );
}
