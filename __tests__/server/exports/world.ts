import type { FastifyInstance } from 'fastify';
import { call } from '../helpers';
import { placeNextOpenMeal } from '../money';

// A family with a history: a paid order (its meals, payment and ledger rows) and a message to the
// school. Shared by the archive and retention tests.

export async function paidOrder(app: FastifyInstance, token: string, child: number) {
  const order = await placeNextOpenMeal(app, token, child);
  const pay = await call(app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId: order.id },
    headers: { 'idempotency-key': `pay-${order.id}` },
  });
  const { checkoutUrl } = pay.json().data as { checkoutUrl: string };
  const settled = await app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
  if (settled.statusCode !== 303) throw new Error(`checkout: ${settled.statusCode}`);
  return order;
}

export async function sendMessage(
  app: FastifyInstance,
  token: string,
  child: number,
  content: string,
) {
  const sent = await call(app, {
    method: 'POST',
    url: '/api/message',
    token,
    body: { associatedUserId: child, content },
  });
  if (sent.statusCode !== 200) throw new Error(`message: ${sent.statusCode} ${sent.body}`);
}
