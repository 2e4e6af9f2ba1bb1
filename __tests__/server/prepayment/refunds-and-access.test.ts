import { eq, sql } from 'drizzle-orm';
import { refunds } from '@/server/domains/schema';
import { call, tokenOf, type TestApp } from '../helpers';
import { moneyWorld } from './moneyWorld';

// Refunds asked, cancelled, approved and rejected through the API (decision 030), and 404 for
// every money id of another account.

const { world, post, balance, prepaymentsOf } = moneyWorld();
let t: TestApp;
let tokenA: string;
let tokenB: string;
let accountA: number;
let childA: number;
let childB: number;
beforeAll(() => ({ t, tokenA, tokenB, accountA, childA, childB } = world));

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
