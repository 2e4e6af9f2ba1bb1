import { randomUUID } from 'node:crypto';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';

// The demo's sandbox expires an abandoned checkout as WeChat Pay does (decision 071, its
// amendment on expiry): after 30 minutes the job declines it, and its page no longer takes money.

let t: TestApp;
let token: string;
let child: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_a');
  const identities = await call(t.app, { url: '/api/associated/user/identity', token });
  child = identities.json().data[0].associatedUserId;
});
afterAll(() => t.close());

const queried = async (orderId: number) =>
  (await call(t.app, { url: `/api/associated/user/orderquery/${orderId}`, token })).json().data;

it('declines an abandoned sandbox checkout after its validity; its page then refuses to pay', async () => {
  const order = await placeNextOpenMeal(t.app, token, child);
  const started = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId: order.id },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(started.statusCode).toBe(200);
  const { checkoutUrl } = started.json().data as { checkoutUrl: string };

  t.clock.advance(29 * 60_000);
  await t.app.services.paymentJobs.reconcile(15 * 60_000);
  expect(await queried(order.id)).toMatchObject({ paymentStatus: 'Pending' });

  t.clock.advance(2 * 60_000);
  await t.app.services.paymentJobs.reconcile(15 * 60_000);
  expect(await queried(order.id)).toMatchObject({
    orderStatus: 'UnPay',
    paymentStatus: 'Declined',
  });

  const approved = await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
  expect(approved.statusCode).toBe(409);
  expect(approved.body).toContain('支付单已关闭');
  expect(await queried(order.id)).toMatchObject({
    orderStatus: 'UnPay',
    paymentStatus: 'Declined',
  });
});
