import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { paymentCallback, type PaymentCallback } from '../../lib/contract/order';
import { serverMessage, serverMessages } from '../messages';
import type { PaymentService } from '../services/payments';

// The sandbox payment provider's checkout pages, served by this server in demo and tests.

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

/** The sandbox provider's own pages: approve or decline, then a signed callback like a real one. */
export function registerSandboxCheckout(app: FastifyInstance, payments: PaymentService) {
  app.get<{ Params: { id: string }; Querystring: { return?: string } }>(
    '/sandbox/pay/:id',
    async (request, reply) => {
      const payment = await payments.byId(Number(request.params.id));
      if (!payment)
        return reply
          .code(404)
          .type('text/html')
          .send(`<p>${serverMessages.sandboxPaymentMissing}</p>`);
      const back = escapeHtml(safeReturn(request.query.return));
      const amount = `¥${Math.floor(payment.amount / 100)}.${String(payment.amount % 100).padStart(2, '0')}`;
      const form = (action: string, label: string) =>
        `<form method="post" action="/sandbox/pay/${payment.id}/${action}"><input type="hidden" name="return" value="${back}"><button type="submit">${label}</button></form>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${serverMessages.sandboxTitle}</title>` +
            `<style>body{font:16px system-ui;margin:24px;text-align:center}button{display:block;width:100%;margin:12px 0;padding:12px;font-size:16px;border-radius:8px;border:1px solid #ccc}form:first-of-type button{background:#ff915e;color:#fff;border:0}</style></head>` +
            `<body><h1>${serverMessages.sandboxTitle}</h1><p>${escapeHtml(serverMessage('sandboxTradeNo', { outTradeNo: payment.outTradeNo }))}</p><p><strong>${amount}</strong></p><p>${escapeHtml(serverMessage('sandboxStatus', { status: payment.status }))}</p>` +
            `${form('approve', serverMessages.sandboxApprove)}${form('decline', serverMessages.sandboxDecline)}</body></html>`,
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
