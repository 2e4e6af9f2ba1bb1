import type { FastifyInstance } from 'fastify';
import {
  cancelOrder,
  cancelOrderDay,
  orderDetail,
  orderOptions,
  orderStatusUpdate,
  ordersOfUser,
  placeOrder,
} from '../../../lib/contract/order';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { selectedChildOfSession } from '../user';

// The order calls of "Orders and payment" (docs/product.md, "Calls"); paying, the provider's
// callback and the sandbox checkout are the payment domain's, prepayment and refund their own.

export function registerOrderRoutes(app: FastifyInstance, services: Services): void {
  const { orders } = services;

  // The child comes with the caller's token when it is among the token's (decision 038): no query.
  route(app, services, orderOptions, ({ caller, params, query }) =>
    orders.options(
      caller.accountId,
      params.id,
      query.diningType,
      query.mealKind,
      query.month,
      undefined,
      { kid: selectedChildOfSession(caller, params.id) ?? undefined },
    ),
  );
  route(app, services, ordersOfUser, ({ caller, params, query }) =>
    orders.list(caller.accountId, params.userId, query.page, query.size),
  );
  route(app, services, orderDetail, ({ caller, params }) =>
    orders.detail(caller.accountId, params.id),
  );
  route(app, services, cancelOrder, {
    inTransaction: true,
    run: ({ caller, params, tx }) => orders.cancel(tx, caller.accountId, params.id),
  });

  // Decision 086: one day of a paid order; the credit and the recorded answer commit together.
  route(app, services, cancelOrderDay, ({ caller, params, tx }) =>
    orders.cancelDay(tx, caller.accountId, params.id, params.dayId),
  );

  route(app, services, placeOrder, ({ caller, body, tx }) =>
    orders.place(
      tx,
      caller.accountId,
      body,
      selectedChildOfSession(caller, body.associatedUserId) ?? undefined,
    ),
  );
  route(app, services, orderStatusUpdate, ({ caller, params }) =>
    orders.byTradeNo(caller.accountId, params.outTradeNo),
  );
}
