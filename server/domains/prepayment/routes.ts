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
  route(app, services, payCost, ({ caller, body, tx }) =>
    prepayments.buy(tx, caller.accountId, body, body.openid),
  );
  route(app, services, anonymousPayCost, ({ caller, body, tx }) =>
    prepayments.buy(tx, caller.accountId, body),
  );
  route(app, services, multipleMealsPayCost, ({ caller, body, tx }) =>
    prepayments.buyMeals(tx, caller.accountId, body),
  );
}
