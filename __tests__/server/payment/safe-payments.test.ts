import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ledger, payments } from '@/server/domains/schema';
import { call, CLIENT_SECRET, createTestApp, tokenOf, type TestApp } from '../helpers';
import { ledgerBalance, placeNextOpenMeal } from '../money';

// Safe to deploy, the payment half in demo mode (decisions 017 and 018): each test performs the attack a
// numbered behaviour describes and shows it no longer gets in (decisions 017 and 018).

let t: TestApp;
let token: string;
let child: number;
let accountId: number;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const balance = () => ledgerBalance(t.app, accountId);
const placeOrder = () => placeNextOpenMeal(t.app, token, child);

async function pay(orderId: number) {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId },
    headers: { 'idempotency-key': `pay-${Math.random()}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; outTradeNo: string; checkoutUrl: string };
}

async function orderStatus(orderId: number): Promise<string> {
  const response = await call(t.app, { url: `/api/order/${orderId}`, token });
  return response.json().data.orderStatus;
}

async function paymentRow(id: number) {
  const [row] = await t.app.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

function approve(checkoutUrl: string, back = '/') {
  return t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: FORM,
    payload: new URLSearchParams({ return: back }).toString(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_a');
  const identities = await call(t.app, { url: '/api/associated/user/identity', token });
  child = identities.json().data[0].associatedUserId;
  const [row] = await t.app.database.db
    .execute(sql`select account_id from associated_users where id = ${child}`)
    .then((result) => (result as unknown as { rows: { account_id: number }[] }).rows);
  accountId = row!.account_id;
});

afterAll(() => t.close());

describe('the sandbox checkout (demo mode)', () => {
  it("2: the sandbox approve route needs the payer's link secret, not a sequential payment id", async () => {
    const order = await placeOrder();
    const payment = await pay(order.id);
    const key = payment.checkoutUrl.split('/').pop()!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(key).not.toBe(String(payment.id));

    const guessed = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${payment.id}/approve`,
      headers: FORM,
      payload: 'return=%2F',
    });
    expect(guessed.statusCode).toBe(404);
    const wrongKey = await approve(
      `/sandbox/pay/${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`,
    );
    expect(wrongKey.statusCode).toBe(404);
    expect(await orderStatus(order.id)).toBe('UnPay');

    const other = await pay((await placeOrder()).id);
    expect(other.checkoutUrl).not.toBe(payment.checkoutUrl);
    expect((await approve(payment.checkoutUrl)).statusCode).toBe(303);
    expect(await orderStatus(order.id)).toBe('Pay');
  });

  it('2: a Paid callback signed with a key derived from the client secret is refused', async () => {
    const order = await placeOrder();
    const payment = await pay(order.id);
    const before = await balance();
    const body = JSON.stringify({
      outTradeNo: payment.outTradeNo,
      status: 'Paid',
      amount: order.amount,
      notifyId: 'forged',
    });
    const forged = createHmac('sha256', `${CLIENT_SECRET}:sandbox-payments`)
      .update(body)
      .digest('hex');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      headers: { 'content-type': 'application/json', 'x-signature': forged },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('BAD_SIGNATURE');
    expect(await orderStatus(order.id)).toBe('UnPay');
    expect(await balance()).toBe(before);
  });

  it('11: the callback signature is checked over the bytes received, before the body is read', async () => {
    const order = await placeOrder();
    const payment = await pay(order.id);
    const sandbox = t.app.services.sandboxPayments!;
    // Bytes a real provider might send: spacing JSON.stringify would never reproduce.
    const raw = `{ "outTradeNo": "${payment.outTradeNo}",  "status": "Paid", "amount": ${order.amount}, "notifyId": "n1" }`;
    const overReserialised = sandbox.sign(JSON.stringify(JSON.parse(raw)));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      headers: { 'content-type': 'application/json', 'x-signature': overReserialised },
      payload: raw,
    });
    expect(refused.statusCode).toBe(401);
    // An invalid body without a valid signature is a signature failure, not a validation one.
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      headers: { 'content-type': 'application/json', 'x-signature': '00' },
      payload: '{"outTradeNo":1}',
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await orderStatus(order.id)).toBe('UnPay');

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      headers: { 'content-type': 'application/json', 'x-signature': sandbox.sign(raw) },
      payload: raw,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, data: { accepted: true } });
    expect(await orderStatus(order.id)).toBe('Pay');
  });

  it('14: GET /sandbox/pay/{id} shows no payment without the link key', async () => {
    const order = await placeOrder();
    const payment = await pay(order.id);
    for (const url of [
      `/sandbox/pay/${payment.id}`,
      '/sandbox/pay/1',
      '/sandbox/pay/99999999999999999999',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(payment.outTradeNo);
    }
    const page = await t.app.inject({ method: 'GET', url: payment.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(payment.outTradeNo);
  });

  it('5: the checkout return refuses /\\host and other origins, checked by parsing, before anything is applied', async () => {
    const order = await placeOrder();
    const payment = await pay(order.id);
    for (const back of [
      '/\\evil.example',
      '//evil.example/x',
      'https://evil.example/',
      '\\\\evil.example',
      'javascript:alert(1)',
    ]) {
      const page = await t.app.inject({
        method: 'GET',
        url: `${payment.checkoutUrl}?return=${encodeURIComponent(back)}`,
      });
      expect(page.statusCode).toBe(400);
      const posted = await approve(payment.checkoutUrl, back);
      expect(posted.statusCode).toBe(400);
      expect(posted.headers.location).toBeUndefined();
    }
    expect(await orderStatus(order.id)).toBe('UnPay');
    expect((await paymentRow(payment.id)).status).toBe('Pending');

    const good = await approve(
      payment.checkoutUrl,
      'http://localhost/#/pages/meal/orangebank?orderId=1',
    );
    expect(good.statusCode).toBe(303);
    expect(good.headers.location).toBe('/#/pages/meal/orangebank?orderId=1');
  });

  it('a return that leaves the site only after normalisation is refused, and the decline is not applied', async () => {
    const order = await placeOrder();
    const payment = await pay(order.id);
    for (const back of [
      '/..//evil.example/phish',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/%2E//evil.example',
      '/a/../..//evil.example',
      '/./\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%',
    ]) {
      const decline = await t.app.inject({
        method: 'POST',
        url: `${payment.checkoutUrl}/decline`,
        headers: FORM,
        payload: new URLSearchParams({ return: back }).toString(),
      });
      expect({ back, status: decline.statusCode }).toEqual({ back, status: 400 });
      expect(decline.headers.location).toBeUndefined();
      const page = await t.app.inject({
        method: 'GET',
        url: `${payment.checkoutUrl}?return=${encodeURIComponent(back)}`,
      });
      expect({ back, status: page.statusCode }).toEqual({ back, status: 400 });
    }
    expect((await paymentRow(payment.id)).status).toBe('Pending');

    // A path of this site with dot segments is still fine, sent as the browser would read it.
    const good = await approve(payment.checkoutUrl, '/pages/../#/pages/order/index');
    expect(good.statusCode).toBe(303);
    expect(good.headers.location).toBe('/#/pages/order/index');
  });

  it('10: a CRLF in return answers 400 and the decline is not applied', async () => {
    const order = await placeOrder();
    const payment = await pay(order.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `${payment.checkoutUrl}/decline`,
      headers: FORM,
      payload: 'return=%2F%0D%0ALocation%3A%20http%3A%2F%2Fevil.example',
    });
    expect(response.statusCode).toBe(400);
    expect((await paymentRow(payment.id)).status).toBe('Pending');
  });
});

describe('no payment is ever dropped (demo mode, sandbox provider)', () => {
  it('7: a late Paid after the order was cancelled is credited to the balance exactly once', async () => {
    const order = await placeOrder();
    const payment = await pay(order.id);
    const cancelled = await call(t.app, { url: `/api/order/${order.id}/retreat`, token });
    expect(cancelled.json().data).toMatchObject({ deleted: true });
    const before = await balance();

    for (let i = 0; i < 3; i++) expect((await approve(payment.checkoutUrl)).statusCode).toBe(303);

    expect(await balance()).toBe(before + order.amount);
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'Paid', outcome: 'balance', paidAmount: order.amount });
    const recharges = await t.app.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.refType, 'payment'), eq(ledger.refId, payment.id)));
    expect(recharges.map((r) => [r.type, r.amount])).toEqual([['Recharge', order.amount]]);
  });

  it('7: a Paid for a superseded payment is credited; the order is paid once', async () => {
    const order = await placeOrder();
    const first = await pay(order.id);
    const second = await pay(order.id);
    expect((await paymentRow(first.id)).status).toBe('Cancelled');
    const before = await balance();

    await approve(second.checkoutUrl);
    await approve(first.checkoutUrl);

    expect(await orderStatus(order.id)).toBe('Pay');
    expect((await paymentRow(first.id)).outcome).toBe('balance');
    expect((await paymentRow(second.id)).outcome).toBe('order');
    // The order's Recharge and charge cancel out; the superseded payment is on the balance.
    expect(await balance()).toBe(before + order.amount);
  });

  it('7: a Paid with a different amount is recorded for the school and credited, never declined', async () => {
    const order = await placeOrder();
    const payment = await pay(order.id);
    const before = await balance();
    const raw = JSON.stringify({
      outTradeNo: payment.outTradeNo,
      status: 'Paid',
      amount: order.amount - 1,
      notifyId: 'short',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      headers: {
        'content-type': 'application/json',
        'x-signature': t.app.services.sandboxPayments!.sign(raw),
      },
      payload: raw,
    });
    expect(response.statusCode).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'Paid',
      outcome: 'amount_differs',
      paidAmount: order.amount - 1,
    });
    expect(await orderStatus(order.id)).toBe('UnPay');
    expect(await balance()).toBe(before + order.amount - 1);
  });

  it('3: demo mode says so: GET /api/demo/mode answers demo for the app marker', async () => {
    const response = await call(t.app, { url: '/api/demo/mode' });
    expect(response.json()).toEqual({ success: true, data: { demo: true } });
  });
});
