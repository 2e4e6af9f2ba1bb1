import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
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
  type PaymentCallback,
} from '../../lib/contract/order';
import { idempotent } from '../http/idempotent';
import { route } from '../http/route';
import type { Services } from '../services';
import type { PaymentService } from '../services/payments';

// SPEC section 7 "Orders and payment" (without prepayment and refund), the provider's callback
// and the sandbox provider's checkout page.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Only paths of this site: never an open redirect. */
function safeReturn(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : '/';
}

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
      payments.start(tx, caller.accountId, body.orderId, body.channel),
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

  route(app, services, paymentCallback, ({ body, request }) => {
    const signature = String(request.headers['x-signature'] ?? '');
    return payments.settle(JSON.stringify(body), signature);
  });

  registerSandboxCheckout(app, payments);
}

/** The sandbox provider's own pages: approve or decline, then a signed callback like a real one. */
function registerSandboxCheckout(app: FastifyInstance, payments: PaymentService) {
  app.get<{ Params: { id: string }; Querystring: { return?: string } }>(
    '/sandbox/pay/:id',
    async (request, reply) => {
      const payment = await payments.byId(Number(request.params.id));
      if (!payment) return reply.code(404).type('text/html').send('<p>支付单不存在</p>');
      const back = escapeHtml(safeReturn(request.query.return));
      const amount = `¥${Math.floor(payment.amount / 100)}.${String(payment.amount % 100).padStart(2, '0')}`;
      const form = (action: string, label: string) =>
        `<form method="post" action="/sandbox/pay/${payment.id}/${action}"><input type="hidden" name="return" value="${back}"><button type="submit">${label}</button></form>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>沙箱支付</title>` +
            `<style>body{font:16px system-ui;margin:24px;text-align:center}button{display:block;width:100%;margin:12px 0;padding:12px;font-size:16px;border-radius:8px;border:1px solid #ccc}form:first-of-type button{background:#ff915e;color:#fff;border:0}</style></head>` +
            `<body><h1>沙箱支付</h1><p>交易号 ${escapeHtml(payment.outTradeNo)}</p><p><strong>${amount}</strong></p><p>状态：${escapeHtml(payment.status)}</p>` +
            `${form('approve', '确认支付')}${form('decline', '拒绝支付')}</body></html>`,
        );
    },
  );

  app.post<{ Params: { id: string; action: string }; Body: { return?: string } }>(
    '/sandbox/pay/:id/:action',
    async (request, reply) => {
      const payment = await payments.byId(Number(request.params.id));
      if (!payment || !['approve', 'decline'].includes(request.params.action))
        return reply.code(404).send();
      const callback: PaymentCallback = {
        outTradeNo: payment.outTradeNo,
        status: request.params.action === 'approve' ? 'Paid' : 'Declined',
        amount: payment.amount,
        notifyId: randomBytes(8).toString('hex'),
      };
      const raw = JSON.stringify(callback);
      await app.inject({
        method: 'POST',
        url: paymentCallback.path,
        headers: { 'content-type': 'application/json', 'x-signature': payments.provider.sign(raw) },
        payload: raw,
      });
      return reply.redirect(safeReturn(request.body?.return), 303);
    },
  );
}
