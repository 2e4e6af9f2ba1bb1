import type { Reminder } from '@/lib/contract/reminder';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';

// Reminders of money (decisions 042 and 031): the money events remind in the transaction that causes them, without
// waiting for the scheduled job: a balance payment or an approved refund that takes the balance
// below the parent's threshold, and a paid prepayment's result. Once per event.

let t: TestApp;
let parentA: string;
let parentB: string;
let childOfA: number;
let childOfB: number;
let keySeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  [parentA, parentB] = await Promise.all([tokenOf(t.app, 'parent_a'), tokenOf(t.app, 'parent_b')]);
  const first = async (token: string) =>
    (await call(t.app, { url: '/api/associated/user/identity', token })).json().data[0]
      .associatedUserId as number;
  [childOfA, childOfB] = await Promise.all([first(parentA), first(parentB)]);
});
afterAll(() => t.close());

const post = (token: string, url: string, body: unknown) =>
  call(t.app, {
    method: 'POST',
    url,
    token,
    body,
    headers: { 'idempotency-key': `money-reminder-${++keySeq}` },
  });

const unseen = async (token: string, kind: string): Promise<Reminder[]> =>
  ((await call(t.app, { url: '/api/reminders/unseen', token })).json().data as Reminder[]).filter(
    (reminder) => reminder.kind === kind,
  );

const balance = async (token: string): Promise<number> =>
  (await call(t.app, { url: '/api/user/0/balance', token })).json().data.myAmount;

async function setting(token: string, body: { id: number; receive: boolean; threshold?: number }) {
  const response = await post(token, '/api/message/template/user/setting', body);
  expect(response.json().code).toBe('200');
}

async function payFromBalance(token: string, child: number) {
  const order = await placeNextOpenMeal(t.app, token, child);
  const paid = await post(token, '/api/associated/user/payment/order', {
    orderId: order.id,
    channel: 'balance',
  });
  expect(paid.json().data.status).toBe('Paid');
}

describe('balance below the threshold', () => {
  it('a balance payment that takes the balance below the threshold reminds once', async () => {
    // The threshold is the balance itself: not below it yet, below it after any payment.
    await setting(parentB, { id: 2, receive: true, threshold: await balance(parentB) });
    expect(await unseen(parentB, 'BalanceLow')).toEqual([]);
    await payFromBalance(parentB, childOfB);
    const low = await unseen(parentB, 'BalanceLow');
    expect(low).toHaveLength(1);
    expect(low[0]!.body).toContain('已低于您设置的');
    expect(low[0]!.target.route).toBe('myAccountDetails');
    // The balance payment's own result, at once as well.
    expect(await unseen(parentB, 'PaymentResult')).toHaveLength(1);
    // Still below after a second payment: the same fall, no second reminder.
    await payFromBalance(parentB, childOfB);
    expect(await unseen(parentB, 'BalanceLow')).toHaveLength(1);
  });

  it('says nothing to a parent who switched it off', async () => {
    await setting(parentA, { id: 2, receive: false, threshold: 900_000 });
    await payFromBalance(parentA, childOfA);
    expect(await unseen(parentA, 'BalanceLow')).toEqual([]);
  });

  it('an approved refund that takes the balance below the threshold reminds once', async () => {
    await setting(parentA, { id: 2, receive: true, threshold: await balance(parentA) });
    expect(await unseen(parentA, 'BalanceLow')).toEqual([]);
    const asked = await post(parentA, '/api/refund/user', {
      associatedUserId: childOfA,
      amount: 100,
      reason: 'test',
    });
    expect(asked.statusCode).toBe(200);
    await t.app.database.db.transaction((tx) =>
      t.app.services.refunds.approve(tx, asked.json().data.id, 'school'),
    );
    expect(await unseen(parentA, 'BalanceLow')).toHaveLength(1);
  });
});

describe('payment result', () => {
  it('a paid prepayment reminds once of its result', async () => {
    const list = await call(t.app, {
      url: `/api/prepayment/associated/user/${childOfB}?page=0&size=10`,
      token: parentB,
    });
    const sealing = (list.json().data.content as { id: number; orderPaymentType: string }[]).find(
      (p) => p.orderPaymentType === 'Sealing',
    )!;
    const bought = await post(parentB, '/api/associated/user/anonymous/pay/cost', {
      prepaymentId: sealing.id,
      associatedUserId: childOfB,
    });
    expect(bought.statusCode).toBe(200);
    const { payment } = bought.json().data as { payment: { checkoutUrl: string } };
    // A purchase's result leads to the orders (it has no order of its own).
    const ofPurchase = async () =>
      (await unseen(parentB, 'PaymentResult')).filter((r) => r.target.route === 'orders');
    expect(await ofPurchase()).toEqual([]);
    const settled = await t.app.inject({
      method: 'POST',
      url: `${payment.checkoutUrl}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    expect(settled.statusCode).toBe(303);
    const results = await ofPurchase();
    expect(results).toHaveLength(1);
    expect(results[0]!.body).toMatch(/已支付成功/);
    // The scheduled job's scan finds the same event and adds nothing.
    await t.app.services.reminders.jobs.runOnce();
    expect(await ofPurchase()).toHaveLength(1);
  });
});
