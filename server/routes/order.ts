import type { FastifyInstance } from 'fastify';
import {
  cancelOrder,
  cancelPayment,
  orderDetail,
  orderOptions,
  orderPayment,
  orderQuery,
  orderStatusUpdate,
  ordersOfUser,
  paymentCallback,
  paymentLaunch,
  payOrder,
  placeOrder,
} from '../../lib/contract/order';
import { idempotent } from '../core/http/idempotent';
import { route } from '../core/http/route';
import type { Services } from '../core/services';
import { registerSandboxCheckout } from './sandboxCheckout';

// The calls of "Orders and payment" (docs/product.md, "Calls") without prepayment and refund, the provider's callback
// and the sandbox provider's checkout page.

export function registerOrderRoutes(app: FastifyInstance, services: Services): void {
  const { orders, payments } = services;

  route(app, services, orderOptions, ({ caller, params, query }) =>
    orders.options(caller.accountId, params.id, query.diningType, query.mealKind, query.month),
  );
  route(app, services, ordersOfUser, ({ caller, params, query }) =>
    orders.list(caller.accountId, params.userId, query.page, query.size),
  );
  route(app, services, orderDetail, ({ caller, params }) =>
    orders.detail(caller.accountId, params.id),
  );
  route(app, services, cancelOrder, ({ caller, params }) =>
    orders.cancel(caller.accountId, params.id),
  );

  route(app, services, placeOrder, ({ caller, body, request }) =>
    idempotent(services, request, caller.accountId, { path: placeOrder.path, body }, (tx) =>
      orders.place(tx, caller.accountId, body),
    ),
  );
  route(app, services, payOrder, ({ caller, body, request }) =>
    idempotent(services, request, caller.accountId, { path: payOrder.path, body }, (tx) =>
      payments.start(tx, caller.accountId, body.orderId, body.channel, body.openid, body.couponId),
    ),
  );

  route(app, services, orderQuery, ({ caller, params }) =>
    payments.query(caller.accountId, params.id),
  );
  route(app, services, cancelPayment, ({ caller, params }) =>
    payments.cancelPending(caller.accountId, params.id),
  );
  route(app, services, orderPayment, ({ caller, params }) =>
    payments.paymentOf(caller.accountId, params.id),
  );
  route(app, services, paymentLaunch, ({ caller, params }) =>
    payments.paymentOf(caller.accountId, params.orderId),
  );
  route(app, services, orderStatusUpdate, ({ caller, params }) =>
    orders.byTradeNo(caller.accountId, params.outTradeNo),
  );

  registerNotifications(app, services);
  // Demo mode only: production has no sandbox (decision 017).
  if (services.sandboxPayments) registerSandboxCheckout(app, services, services.sandboxPayments);
}

/** Where WeChat Pay posts its notifications (PUBLIC_ORIGIN + this path is the notify_url). */
export const WECHAT_NOTIFY_PATH = '/api/payment/wechat/notify';

/**
 * Provider notifications. Signatures are over the bytes received, so the body stays a Buffer
 * until the provider has checked it; only then is it read and validated (decision 018).
 */
function registerNotifications(app: FastifyInstance, services: Services): void {
  const { payments } = services;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    if (services.sandboxPayments)
      scope.post(paymentCallback.path, async (request) => ({
        success: true,
        data: await payments.notify('sandbox', raw(request.body), request.headers),
      }));
    if (services.config.wechatPay)
      scope.post(WECHAT_NOTIFY_PATH, async (request, reply) => {
        await payments.notify('wechat', raw(request.body), request.headers);
        return reply.code(204).send();
      });
  });
}
