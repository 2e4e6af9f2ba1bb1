import { eq, sql } from 'drizzle-orm';
import { ledger, payments } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// Placing, paying (sandbox checkout + signed callback), cancelling, and the money they move.

let t: TestApp;
let tokenA: string;
let tokenB: string;
let childA: number;
let childB: number;

async function balance(token: string): Promise<number> {
  const response = await call(t.app, { url: '/api/user/0/balance', token });
  return response.json().data.myAmount as number;
}

async function firstAvailable(token: string, child: number, diningType = 'Lunch'): Promise<string> {
  const response = await call(t.app, {
    url: `/api/associated/user/placing/order/${child}/date?diningType=${diningType}`,
    token,
  });
  const date = (response.json().data.dates as { date: string; status: string }[]).find(
    (d) => d.status === 'Available',
  );
  if (!date) throw new Error('no available date');
  return date.date;
}

function place(token: string, body: Record<string, unknown>, key?: string) {
  return call(t.app, {
    method: 'POST',
    url: '/api/associated/user/placing/order',
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

async function payAndApprove(token: string, orderId: number, approve = true) {
  const pay = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId },
    headers: { 'idempotency-key': `pay-${orderId}-${Math.random()}` },
  });
  expect(pay.statusCode).toBe(200);
  const { id, checkoutUrl } = pay.json().data as { id: number; checkoutUrl: string };
  const page = await t.app.inject({
    method: 'GET',
    url: `${checkoutUrl}?return=/%23/pages/meal/orangebank`,
  });
  expect(page.body).toContain('沙箱支付');
  const done = await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/${approve ? 'approve' : 'decline'}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F%23%2Fpages%2Fmeal%2Forangebank%3ForderId%3D1',
  });
  expect(done.statusCode).toBe(303);
  expect(done.headers.location).toBe('/#/pages/meal/orangebank?orderId=1');
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  tokenA = await tokenOf(t.app, 'parent_a');
  tokenB = await tokenOf(t.app, 'parent_b');
  const identities = async (token: string) =>
    (await call(t.app, { url: '/api/associated/user/identity', token })).json().data as {
      associatedUserId: number;
    }[];
  childA = (await identities(tokenA))[0]!.associatedUserId;
  childB = (await identities(tokenB))[0]!.associatedUserId;
});
afterAll(() => t.close());

describe('orders', () => {
  it('50 concurrent identical POSTs with one key make one order', async () => {
    const date = await firstAvailable(tokenA, childA, 'Dinner');
    const body = {
      associatedUserId: childA,
      orderType: 'Day',
      diningType: 'Dinner',
      mealKind: 'Ordinary',
      dates: [date],
      payMode: 'Online',
    };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => place(tokenA, body, 'same-key')),
    );
    const ids = new Set(
      responses.filter((r) => r.statusCode === 200).map((r) => r.json().data.id as number),
    );
    expect(ids.size).toBe(1);
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    const list = await call(t.app, {
      url: `/api/order/associate/${childA}?page=0&size=100`,
      token: tokenA,
    });
    const dinnerOrders = (
      list.json().data.content as { dayOrderDetails: { mealsDate: string; diningType: string }[] }[]
    ).filter((o) =>
      o.dayOrderDetails.some((d) => d.mealsDate === date && d.diningType === 'Dinner'),
    );
    expect(dinnerOrders).toHaveLength(1);
  });

  it('different keys for the same child, date and dining type: one order, the rest "already ordered"', async () => {
    const date = await firstAvailable(tokenA, childA, 'Breakfast');
    const body = {
      associatedUserId: childA,
      orderType: 'Day',
      diningType: 'Breakfast',
      mealKind: 'Ordinary',
      dates: [date],
      payMode: 'Online',
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(tokenA, body, `k-${i}`)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('该日期已订餐，请勿重复下单');
    }
  });

  it('pays through the sandbox; a replayed callback pays once; cancel credits the open days', async () => {
    const before = await balance(tokenA);
    const date = await firstAvailable(tokenA, childA);
    const placed = await place(
      tokenA,
      {
        associatedUserId: childA,
        orderType: 'Day',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dates: [date],
        payMode: 'Online',
      },
      'pay-flow',
    );
    const order = placed.json().data as { id: number; amount: number };
    expect(order.amount).toBe(1500);
    const paymentId = await payAndApprove(tokenA, order.id);
    const query = await call(t.app, {
      url: `/api/associated/user/orderquery/${order.id}`,
      token: tokenA,
    });
    expect(query.json().data).toEqual({
      orderId: order.id,
      orderStatus: 'Pay',
      payStatus: 'Pay',
      paymentStatus: 'Paid',
    });

    // The provider retries its callback 10 times: still one payment.
    const [payment] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId));
    for (let i = 0; i < 10; i++)
      await t.app.inject({
        method: 'POST',
        url: `/sandbox/pay/${payment!.checkoutKey}/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const charges = await t.app.database.db
      .select()
      .from(ledger)
      .where(
        sql`${ledger.refType} = 'order' and ${ledger.refId} = ${order.id} and ${ledger.type} = 'OrderDay'`,
      );
    expect(charges).toHaveLength(1);
    expect(payment?.status).toBe('Paid');
    expect(await balance(tokenA)).toBe(before);

    const cancelled = await call(t.app, { url: `/api/order/${order.id}/retreat`, token: tokenA });
    expect(cancelled.json().data).toMatchObject({
      deleted: false,
      credited: 1500,
      order: { orderStatus: 'Unsubscribe' },
    });
    expect(await balance(tokenA)).toBe(before + 1500);
  });

  it('rejects a forged callback', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/payment/callback',
      body: { outTradeNo: 'T1', status: 'Paid', amount: 1, notifyId: 'x' },
      headers: { 'x-signature': 'ab' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('deletes a cancelled UnPay order', async () => {
    const date = await firstAvailable(tokenB, childB);
    const placed = await place(
      tokenB,
      {
        associatedUserId: childB,
        orderType: 'Day',
        diningType: 'Lunch',
        mealKind: 'Muslim',
        dates: [date],
        payMode: 'Offline',
      },
      'b-1',
    );
    const id = placed.json().data.id as number;
    expect(placed.json().data.amount).toBe(1700);
    const cancelled = await call(t.app, { url: `/api/order/${id}/retreat`, token: tokenB });
    expect(cancelled.json().data).toEqual({ deleted: true, order: null, credited: 0 });
    expect((await call(t.app, { url: `/api/order/${id}`, token: tokenB })).statusCode).toBe(404);
  });

  it("answers 404 for another account's order and child on every id route", async () => {
    const date = await firstAvailable(tokenA, childA);
    const placed = await place(
      tokenA,
      {
        associatedUserId: childA,
        orderType: 'Day',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dates: [date],
        payMode: 'Offline',
      },
      'cross',
    );
    const id = placed.json().data.id as number;
    const urls = [
      `/api/order/${id}`,
      `/api/order/${id}/retreat`,
      `/api/order/payment/${id}`,
      `/api/associated/user/orderquery/${id}`,
      `/api/associated/user/cancel/payment/order/${id}`,
      `/api/associated/user/payment/order/${id}/openid-x`,
      `/api/order/associate/${childA}`,
      `/api/associated/user/placing/order/${childA}/date?diningType=Lunch`,
    ];
    for (const url of urls)
      expect([url, (await call(t.app, { url, token: tokenB })).statusCode]).toEqual([url, 404]);
    const pay = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/payment/order',
      token: tokenB,
      body: { orderId: id },
    });
    expect(pay.statusCode).toBe(404);
    const orderForOther = await place(tokenB, {
      associatedUserId: childA,
      orderType: 'Day',
      diningType: 'Lunch',
      mealKind: 'Ordinary',
      dates: [date],
      payMode: 'Offline',
    });
    expect(orderForOther.statusCode).toBe(404);
  });

  it('refuses a date past its cut-off', async () => {
    const date = await firstAvailable(tokenB, childB, 'Dinner');
    t.clock.advance(0);
    const cutOff = (
      await call(t.app, {
        url: `/api/associated/user/placing/order/${childB}/date?diningType=Dinner`,
        token: tokenB,
      })
    )
      .json()
      .data.dates.find((d: { date: string }) => d.date === date).cutOff as string;
    const saved = t.clock.now().getTime();
    t.clock.advance(Date.parse(cutOff) - saved + 1);
    const late = await place(tokenB, {
      associatedUserId: childB,
      orderType: 'Day',
      diningType: 'Dinner',
      mealKind: 'Ordinary',
      dates: [date],
      payMode: 'Online',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('所选日期已截止订餐');
    t.clock.advance(saved - t.clock.now().getTime());
  });
});
