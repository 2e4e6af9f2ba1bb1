import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelPayment,
  orderPayment,
  orderQuery,
  paymentCallback,
  paymentLaunch,
  payOrder,
} from '../../../lib/contract/order';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { registerSandboxCheckout } from './sandboxCheckout';
import { payerOf } from './channel';
import { registerWechatH5 } from './wechatH5';
import { WECHAT_REFUND_NOTIFY_PATH } from './wechatRefunds';

// Paying an order (docs/product.md, "Orders and payment"), the provider's callback and the sandbox
// provider's checkout page.

export function registerPaymentRoutes(app: FastifyInstance, services: Services): void {
  const { payments } = services;

  route(app, services, payOrder, ({ caller, body, request, tx }) =>
    payments.start(
      tx,
      caller.accountId,
      body.orderId,
      payerOf(request, body.channel),
      body.couponId,
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

  registerNotifications(app, services);
  if (services.config.wechatPay) registerWechatH5(app, services);
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
    // The route owns the transaction the notification is recorded in (decision 060).
    const notify = (channel: 'sandbox' | 'wechat', request: FastifyRequest) =>
      services.idempotency.transaction((tx) =>
        payments.notify(tx, channel, raw(request.body), request.headers),
      );
    if (services.sandboxPayments)
      scope.post(paymentCallback.path, async (request) => ({
        success: true,
        data: await notify('sandbox', request),
      }));
    if (services.config.wechatPay)
      scope.post(WECHAT_NOTIFY_PATH, async (request, reply) => {
        await notify('wechat', request);
        return reply.code(204).send();
      });
    if (services.config.wechatPay)
      scope.post(WECHAT_REFUND_NOTIFY_PATH, async (request, reply) => {
        await services.idempotency.transaction((tx) =>
          services.payouts.notify(tx, raw(request.body), request.headers),
        );
        return reply.code(204).send();
      });
  });
}
