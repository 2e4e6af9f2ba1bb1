import { eq, sql } from 'drizzle-orm';
import { coupons, refunds } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { ledgerBalance, placeNextOpenMeal } from '../money';

// The money of decisions 029-031 end to end through the API: prepayments bought and paid in the sandbox, coupons and
// balance payments of orders, refunds asked, cancelled, approved and rejected, and 404 for every
// id of another account.

let t: TestApp;
let tokenA: string;
let tokenB: string;
let accountA: number;
let childA: number;
let childB: number;
let keySeq = 0;
const key = () => `money-${++keySeq}`;

async function post(token: string, url: string, body: unknown, idempotencyKey = key()) {
  return call(t.app, {
    method: 'POST',
    url,
    token,
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

async function approve(checkoutUrl: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
  expect(response.statusCode).toBe(303);
}

async function balance(token: string): Promise<number> {
  return (await call(t.app, { url: '/api/user/0/balance', token })).json().data.myAmount;
}

async function prepaymentsOf(token: string, child: number) {
  const response = await call(t.app, {
    url: `/api/prepayment/associated/user/${child}?page=0&size=10`,
    token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.content as {
    id: number;
    orderPaymentType: string;
    amount: number;
    discountRate: number;
    orderPaymentUserStatus: string | null;
    purchasable: boolean;
  }[];
}

beforeAll(async () => {
  t = await createTestApp();
  tokenA = await tokenOf(t.app, 'parent_a');
  tokenB = await tokenOf(t.app, 'parent_b');
  const identitiesA = (
    await call(t.app, { url: '/api/associated/user/identity', token: tokenA })
  ).json().data as { associatedUserId: number; userId: number }[];
  const identitiesB = (
    await call(t.app, { url: '/api/associated/user/identity', token: tokenB })
  ).json().data as { associatedUserId: number }[];
  childA = identitiesA[0]!.associatedUserId;
  accountA = identitiesA[0]!.userId;
  childB = identitiesB[0]!.associatedUserId;
});
afterAll(() => t.close());

describe('prepayments', () => {
  it('lists one of each type with the child discount, 4 a page', async () => {
    const page = await call(t.app, {
      url: `/api/prepayment/associated/user/${childA}?page=0&size=4`,
      token: tokenA,
    });
    expect(page.json().data.content).toHaveLength(4);
    expect(page.json().data.total).toBe(5);
    const all = await prepaymentsOf(tokenA, childA);
    expect(all.map((p) => p.orderPaymentType)).toEqual([
      'Sealing',
      'Dispark',
      'DisparkMultipleMeals',
      'Custom',
      'QRCode',
    ]);
    expect(all[0]!.discountRate).toBe(80);
  });

  it('a package bought in the sandbox credits its face value: Recharge + Allowance', async () => {
    const sealing = (await prepaymentsOf(tokenA, childA))[0]!;
    const before = await balance(tokenA);
    const bought = await post(tokenA, '/api/associated/user/anonymous/pay/cost', {
      prepaymentId: sealing.id,
      associatedUserId: childA,
    });
    expect(bought.statusCode).toBe(200);
    const { purchase, payment } = bought.json().data;
    expect(purchase).toMatchObject({ amount: 48000, creditAmount: 60000, status: 'UnPay' });
    expect(payment.amount).toBe(48000);
    const paying = await call(t.app, {
      url: `/api/associated/user/${purchase.id}/paying/PAYING`,
      token: tokenA,
    });
    expect(paying.json().data.purchase.status).toBe('PAYING');
    await approve(payment.checkoutUrl);
    expect(await balance(tokenA)).toBe(before + 60000);
    expect(await ledgerBalance(t.app, accountA)).toBe(before + 60000);
    const again = (await prepaymentsOf(tokenA, childA))[0]!;
    expect(again).toMatchObject({ orderPaymentUserStatus: 'Pay', purchasable: false });
    const twice = await post(tokenA, '/api/associated/user/anonymous/pay/cost', {
      prepaymentId: sealing.id,
      associatedUserId: childA,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PREPAYMENT_BOUGHT');
    const details = await call(t.app, { url: '/api/user/0/account?page=0&size=20', token: tokenA });
    const types = (details.json().data.amountDetails.content as { type: string }[]).map(
      (row) => row.type,
    );
    expect(types.slice(0, 2).sort()).toEqual(['Allowance', 'Recharge']);
  });

  it('a custom amount must be within bounds; money paid into a given-up purchase goes to the balance', async () => {
    const custom = (await prepaymentsOf(tokenA, childA)).find(
      (p) => p.orderPaymentType === 'Custom',
    )!;
    const tooMuch = await post(tokenA, '/api/associated/user/pay/cost', {
      prepaymentId: custom.id,
      associatedUserId: childA,
      amount: 200000,
    });
    expect(tooMuch.statusCode).toBe(400);
    const ok = await post(tokenA, '/api/associated/user/pay/cost', {
      prepaymentId: custom.id,
      associatedUserId: childA,
      amount: 3000,
    });
    expect(ok.statusCode).toBe(200);
    const { purchase, payment } = ok.json().data;
    const retreat = await call(t.app, {
      url: `/api/prepayment/${purchase.id}/retreat`,
      token: tokenA,
    });
    expect(retreat.json().data.status).toBe('Cancel');
    const before = await balance(tokenA);
    // A late approval of a given-up purchase is money really paid: it goes to the balance.
    await t.app.inject({
      method: 'POST',
      url: `${payment.checkoutUrl}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    expect(await balance(tokenA)).toBe(before + 3000);
    const paying = await call(t.app, {
      url: `/api/associated/user/${purchase.id}/paying/PAYING`,
      token: tokenA,
    });
    expect(paying.json().data.purchase.status).toBe('Cancel');
  });

  it('a multiple-meal package orders its meals when paid', async () => {
    const multiple = (await prepaymentsOf(tokenB, childB)).find(
      (p) => p.orderPaymentType === 'DisparkMultipleMeals',
    )!;
    const options = await call(t.app, {
      url: `/api/associated/user/placing/order/${childB}/date?diningType=Breakfast`,
      token: tokenB,
    });
    const dates = (options.json().data.dates as { date: string; status: string }[])
      .filter((d) => d.status === 'Available')
      .slice(0, 2)
      .map((d) => d.date);
    const before = await balance(tokenB);
    const bought = await post(tokenB, '/api/associated/user/payment/multiple/meals/pay/cost', {
      prepaymentId: multiple.id,
      associatedUserId: childB,
      diningTypes: ['Breakfast'],
      dates,
    });
    expect(bought.statusCode).toBe(200);
    const { purchase, payment } = bought.json().data;
    expect(purchase.amount).toBe(Math.round(purchase.creditAmount * 0.9));
    await approve(payment.checkoutUrl);
    const orders = await call(t.app, {
      url: `/api/order/associate/${childB}?page=0&size=10`,
      token: tokenB,
    });
    const placed = (
      orders.json().data.content as {
        orderStatus: string;
        dayOrderDetails: { mealsDate: string }[];
        diningType: string;
      }[]
    ).find(
      (o) =>
        o.diningType === 'Breakfast' && o.dayOrderDetails.some((d) => d.mealsDate === dates[0]),
    );
    expect(placed?.orderStatus).toBe('Pay');
    // Credited the meals' worth, then charged them: the balance keeps only nothing extra.
    expect(await balance(tokenB)).toBe(before);
  });
});

describe('coupons and the balance', () => {
  it('lists valid, new, used and expired coupons; previewing clears new', async () => {
    const count = await call(t.app, {
      url: `/api/allowance/coupon/${accountA}/count`,
      token: tokenA,
    });
    expect(count.json().data).toEqual({ couponsNum: 2, newNum: 1 });
    const fresh = await call(t.app, { url: `/api/allowance/coupon/0/preview`, token: tokenA });
    const [newOne] = fresh.json().data as { id: number }[];
    await call(t.app, { url: `/api/allowance/coupon/preview/${newOne!.id}`, token: tokenA });
    const after = await call(t.app, { url: `/api/allowance/coupon/0/count`, token: tokenA });
    expect(after.json().data).toEqual({ couponsNum: 2, newNum: 0 });
    const used = await call(t.app, {
      url: `/api/allowance/coupon/0/user?couponStatus=Use`,
      token: tokenA,
    });
    expect(used.json().data.map((c: { couponStatus: string }) => c.couponStatus)).toEqual(['Use']);
    const expired = await call(t.app, {
      url: `/api/allowance/coupon/0/user?couponStatus=Not_Use`,
      token: tokenA,
    });
    expect(expired.json().data).toHaveLength(1);
    const business = await call(t.app, {
      url: `/api/allowance/coupon/0/scene/Business`,
      token: tokenA,
    });
    expect(business.json().data).toHaveLength(1);
  });

  it('an order paid online with a coupon costs less, and the coupon is used once', async () => {
    const [coupon] = (
      await call(t.app, { url: `/api/allowance/coupon/0/scene/Platform`, token: tokenA })
    ).json().data as { id: number; value: number }[];
    const order = await placeNextOpenMeal(t.app, tokenA, childA);
    const paid = await post(tokenA, '/api/associated/user/payment/order', {
      orderId: order.id,
      couponId: coupon!.id,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.amount).toBe(order.amount - Math.min(coupon!.value, order.amount));
    await approve(paid.json().data.checkoutUrl);
    const detail = await call(t.app, { url: `/api/order/${order.id}`, token: tokenA });
    expect(detail.json().data.orderStatus).toBe('Pay');
    const [row] = await t.app.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(row!.usedOrderId).toBe(order.id);
    const other = await placeNextOpenMeal(t.app, tokenA, childA);
    const again = await post(tokenA, '/api/associated/user/payment/order', {
      orderId: other.id,
      couponId: coupon!.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('COUPON_INVALID');
  });

  it('an order paid from the balance is charged at once', async () => {
    const order = await placeNextOpenMeal(t.app, tokenA, childA);
    const before = await balance(tokenA);
    const paid = await post(tokenA, '/api/associated/user/payment/order', {
      orderId: order.id,
      channel: 'balance',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('Paid');
    expect(await balance(tokenA)).toBe(before - order.amount);
    expect(await ledgerBalance(t.app, accountA)).toBe(before - order.amount);
  });
});

describe('refunds', () => {
  it('shows the rule, then asks, cancels, is approved (Cash_Withdrawal) or rejected', async () => {
    const identity = (
      await call(t.app, { url: '/api/associated/user/identity', token: tokenA })
    ).json().data[0] as { unitId: number };
    const rule = await call(t.app, {
      url: `/api/refund/rule/school/${identity.unitId}`,
      token: tokenA,
    });
    const { refundable } = rule.json().data;
    expect(refundable).toBe(await balance(tokenA));
    const asked = await post(tokenA, '/api/refund/user', {
      associatedUserId: childA,
      amount: 1000,
      reason: '转学',
    });
    expect(asked.json().data.status).toBe('ToAudit');
    const after = await call(t.app, {
      url: `/api/refund/rule/school/${identity.unitId}`,
      token: tokenA,
    });
    expect(after.json().data.refundable).toBe(refundable - 1000);
    const cancelled = await post(tokenA, `/api/refund/user/${asked.json().data.id}/cancel`, {});
    expect(cancelled.json().data.status).toBe('Cancel');
    const again = await post(tokenA, `/api/refund/user/${asked.json().data.id}/cancel`, {});
    expect(again.json().code).toBe('REFUND_HANDLED');

    const before = await balance(tokenA);
    const second = await post(tokenA, '/api/refund/user', {
      associatedUserId: childA,
      amount: 2000,
    });
    const approved = await t.app.database.db.transaction((tx) =>
      t.app.services.refunds.approve(tx, second.json().data.id, 'test'),
    );
    expect(approved.status).toBe('Pass');
    expect(await balance(tokenA)).toBe(before - 2000);
    const third = await post(tokenA, '/api/refund/user', { associatedUserId: childA, amount: 500 });
    expect(
      (
        await t.app.database.db.transaction((tx) =>
          t.app.services.refunds.reject(tx, third.json().data.id, 'test', '信息不符'),
        )
      ).status,
    ).toBe('NotPass');
    expect(await balance(tokenA)).toBe(before - 2000);
    const list = await call(t.app, {
      url: `/api/refund/user/associated/user/${childA}?page=0&size=10`,
      token: tokenA,
    });
    expect(list.json().data.content.map((r: { status: string }) => r.status)).toEqual([
      'NotPass',
      'Pass',
      'Cancel',
    ]);
    const tooSmall = await post(tokenA, '/api/refund/user', {
      associatedUserId: childA,
      amount: 50,
    });
    expect(tooSmall.json().code).toBe('REFUND_TOO_SMALL');
  });

  it('30 concurrent requests for the whole balance give one refund', async () => {
    const whole = await balance(tokenB);
    expect(whole).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(tokenB, '/api/refund/user', { associatedUserId: childB, amount: whole }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'REFUND_EXCEEDS'),
    ).toBe(true);
    const [held] = await t.app.database.db
      .select({ n: sql<string>`count(*)` })
      .from(refunds)
      .where(eq(refunds.associatedUserId, childB));
    expect(Number(held!.n)).toBe(1);
  });
});

it('the school console can read prepayments with their purchases and the coupons given', async () => {
  const identity = (
    await call(t.app, { url: '/api/associated/user/identity', token: tokenA })
  ).json().data[0] as { unitId: number };
  const sold = await t.app.services.prepayments.ofSchool(identity.unitId);
  expect(sold.map((p) => p.orderPaymentType)).toEqual([
    'Sealing',
    'Dispark',
    'DisparkMultipleMeals',
    'Custom',
    'QRCode',
  ]);
  expect(sold[0]!.purchases.some((p) => p.status === 'Pay')).toBe(true);
  const given = await t.app.services.coupons.ofSchool(identity.unitId);
  expect(given.map((c) => c.couponStatus).sort()).toEqual(['Not_Use', 'Use', 'Use', null].sort());
});

describe('another account', () => {
  it('gets 404 for every id of this one', async () => {
    const [prepayment] = await prepaymentsOf(tokenA, childA);
    const custom = (await prepaymentsOf(tokenA, childA)).find(
      (p) => p.orderPaymentType === 'Custom',
    )!;
    const bought = await post(tokenA, '/api/associated/user/pay/cost', {
      prepaymentId: custom.id,
      associatedUserId: childA,
      amount: 1000,
    });
    const purchaseId = bought.json().data.purchase.id;
    const refund = await post(tokenA, '/api/refund/user', {
      associatedUserId: childA,
      amount: 100,
    });
    const [coupon] = (
      await call(t.app, { url: '/api/allowance/coupon/0/user', token: tokenA })
    ).json().data as { id: number }[];
    const identity = (
      await call(t.app, { url: '/api/associated/user/identity', token: tokenA })
    ).json().data[0] as { unitId: number };
    const gets = [
      `/api/prepayment/associated/user/${childA}`,
      `/api/prepayment/${prepayment!.id}/associated/user/${childA}/discount`,
      `/api/prepayment/${purchaseId}/retreat`,
      `/api/associated/user/${purchaseId}/paying/PAYING`,
      `/api/refund/user/associated/user/${childA}`,
      `/api/refund/user/${refund.json().data.id}`,
      `/api/allowance/coupon/${accountA}/scene/Business`,
      `/api/allowance/coupon/${accountA}/user`,
      `/api/allowance/coupon/${accountA}/count`,
      `/api/allowance/coupon/${accountA}/preview`,
      `/api/allowance/coupon/preview/${coupon!.id}`,
    ];
    for (const url of gets)
      expect({ url, status: (await call(t.app, { url, token: tokenB })).statusCode }).toEqual({
        url,
        status: 404,
      });
    // parent_b's child is not at... the same school: its rule is readable; parent_c's is not.
    const tokenC = await tokenOf(t.app, 'parent_c');
    expect(
      (await call(t.app, { url: `/api/refund/rule/school/${identity.unitId}`, token: tokenC }))
        .statusCode,
    ).toBe(404);
    const posts: [string, unknown][] = [
      [
        '/api/associated/user/pay/cost',
        { prepaymentId: custom.id, associatedUserId: childA, amount: 1000 },
      ],
      [
        '/api/associated/user/anonymous/pay/cost',
        { prepaymentId: custom.id, associatedUserId: childA, amount: 1000 },
      ],
      [
        '/api/associated/user/payment/multiple/meals/pay/cost',
        {
          prepaymentId: custom.id,
          associatedUserId: childA,
          diningTypes: ['Lunch'],
          dates: ['2030-01-02'],
        },
      ],
      ['/api/refund/user', { associatedUserId: childA, amount: 100 }],
      [`/api/refund/user/${refund.json().data.id}/cancel`, {}],
    ];
    for (const [url, body] of posts)
      expect({ url, status: (await post(tokenB, url, body)).statusCode }).toEqual({
        url,
        status: 404,
      });
    // parent_b's own child cannot buy another school's prepayment either.
    expect(
      (
        await post(tokenB, '/api/associated/user/pay/cost', {
          prepaymentId: 999999,
          associatedUserId: childB,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('replays a money POST with the same key and refuses a different body under it', async () => {
    const first = await post(
      tokenA,
      '/api/refund/user',
      { associatedUserId: childA, amount: 100 },
      'same-key',
    );
    const replay = await post(
      tokenA,
      '/api/refund/user',
      { associatedUserId: childA, amount: 100 },
      'same-key',
    );
    expect(replay.json().data.id).toBe(first.json().data.id);
    const other = await post(
      tokenA,
      '/api/refund/user',
      { associatedUserId: childA, amount: 200 },
      'same-key',
    );
    expect(other.statusCode).toBe(422);
  });
});
