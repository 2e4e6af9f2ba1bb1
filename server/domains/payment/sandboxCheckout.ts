import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { paymentCallback, type PaymentCallback } from '../../../lib/contract/order';
import { formatFen } from '../../../lib/money/fen';
import { serverMessage, serverMessages } from '../../messages';
import { redirectWithinSite, sitePath } from '../../core/http/redirect';
import type { Services } from '../../core/services';
import type { SandboxPaymentProvider } from './sandbox';

// The sandbox payment provider's checkout pages, served by this server in demo mode only. The
// link holds the payment's random checkout key: only the payer who was given it can see, approve
// or decline the payment (decisions 017 and 020).

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Checkout keys are base64url; anything else is no payment at all (never a 500). */
const CHECKOUT_KEY = /^[A-Za-z0-9_-]{16,128}$/;

const page = (reply: FastifyReply, status: number, text: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(`<p>${escapeHtml(text)}</p>`);

export function registerSandboxCheckout(
  app: FastifyInstance,
  services: Services,
  provider: SandboxPaymentProvider,
) {
  const { payments, config } = services;

  async function payment(key: string) {
    return CHECKOUT_KEY.test(key) ? payments.byCheckoutKey(key) : undefined;
  }

  app.get<{ Params: { key: string }; Querystring: { return?: string } }>(
    '/sandbox/pay/:key',
    async (request, reply) => {
      const found = await payment(request.params.key);
      if (!found) return page(reply, 404, serverMessages.sandboxPaymentMissing);
      // Where to send the payer back: only a path of this site (core/http/redirect.ts).
      const back = sitePath(request.query.return, config.publicOrigin);
      if (back === null) return page(reply, 400, serverMessages.invalidRequest);
      const amount = formatFen(found.amount);
      const form = (action: string, label: string) =>
        `<form method="post" action="/sandbox/pay/${found.checkoutKey}/${action}"><input type="hidden" name="return" value="${escapeHtml(back)}"><button type="submit">${label}</button></form>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${serverMessages.sandboxTitle}</title>` +
            `<style>body{font:16px system-ui;margin:24px;text-align:center}button{display:block;width:100%;margin:12px 0;padding:12px;font-size:16px;border-radius:8px;border:1px solid #ccc}form:first-of-type button{background:#ff915e;color:#fff;border:0}</style></head>` +
            `<body><h1>${serverMessages.sandboxTitle}</h1><p>${escapeHtml(serverMessage('sandboxTradeNo', { outTradeNo: found.outTradeNo }))}</p><p><strong>${amount}</strong></p><p>${escapeHtml(serverMessage('sandboxStatus', { status: found.status }))}</p>` +
            `${form('approve', serverMessages.sandboxApprove)}${form('decline', serverMessages.sandboxDecline)}</body></html>`,
        );
    },
  );

  app.post<{ Params: { key: string; action: string }; Body: { return?: string } }>(
    '/sandbox/pay/:key/:action',
    async (request, reply) => {
      const { action } = request.params;
      if (action !== 'approve' && action !== 'decline') return reply.code(404).send();
      const found = await payment(request.params.key);
      if (!found) return page(reply, 404, serverMessages.sandboxPaymentMissing);
      // Closed at its expiry (or declined): as WeChat Pay, the sandbox takes no money for it.
      if (found.status === 'Declined') return page(reply, 409, serverMessages.sandboxPaymentClosed);
      // Everything is checked before anything is applied.
      const back = sitePath(request.body?.return, config.publicOrigin);
      if (back === null) return page(reply, 400, serverMessages.invalidRequest);
      const callback: PaymentCallback = {
        outTradeNo: found.outTradeNo,
        status: action === 'approve' ? 'Paid' : 'Declined',
        amount: found.amount,
        notifyId: randomBytes(8).toString('hex'),
      };
      const raw = JSON.stringify(callback);
      const notified = await app.inject({
        method: 'POST',
        url: paymentCallback.path,
        headers: { 'content-type': 'application/json', 'x-signature': provider.sign(raw) },
        payload: raw,
      });
      // The callback could not be recorded (the database away): say so, as a real provider's
      // page would, instead of returning the payer as if it went through (decision 036).
      if (notified.statusCode >= 500) return page(reply, 503, serverMessages.databaseUnavailable);
      if (!redirectWithinSite(reply, back, config.publicOrigin, 303))
        return page(reply, 400, serverMessages.invalidRequest);
      return reply;
    },
  );
}
