import type { Reminder } from '@/lib/contract/reminder';
import { placeNextOpenMeal } from '../money';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// Decision 042: the payment-result and leave-confirmed reminders come from the payment and leave
// state changes as they are, once per event, and not for a parent who switched them off.

let t: TestApp;
let parentA: string;
let parentB: string;
let childOfA: number;
let childOfB: number;

beforeAll(async () => {
  t = await createTestApp();
  [parentA, parentB] = await Promise.all([tokenOf(t.app, 'parent_a'), tokenOf(t.app, 'parent_b')]);
  const first = async (token: string) =>
    (await call(t.app, { url: '/api/associated/user/identity', token })).json().data[0]
      .associatedUserId as number;
  [childOfA, childOfB] = await Promise.all([first(parentA), first(parentB)]);
});
afterAll(() => t.close());

const runJob = () => t.app.services.reminders.jobs.runOnce();
const unseen = async (token: string, kind: string): Promise<Reminder[]> =>
  ((await call(t.app, { url: '/api/reminders/unseen', token })).json().data as Reminder[]).filter(
    (reminder) => reminder.kind === kind,
  );

async function payAndSettle(token: string, child: number, outcome: 'approve' | 'decline') {
  const order = await placeNextOpenMeal(t.app, token, child);
  const pay = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId: order.id },
    headers: { 'idempotency-key': `pay-${order.id}-${outcome}` },
  });
  const { checkoutUrl } = pay.json().data as { checkoutUrl: string };
  const settled = await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
  expect(settled.statusCode).toBe(303);
  return order;
}

describe('payment result', () => {
  it('reminds once of a paid order and once of a declined one, each leading to its order', async () => {
    const paid = await payAndSettle(parentA, childOfA, 'approve');
    const declined = await payAndSettle(parentA, childOfA, 'decline');
    await runJob();
    await runJob();
    const reminders = await unseen(parentA, 'PaymentResult');
    expect(reminders).toHaveLength(2);
    const byOrder = new Map(reminders.map((r) => [r.target.query.id, r]));
    expect(byOrder.get(paid.id)?.body).toMatch(/已支付成功/);
    expect(byOrder.get(declined.id)?.body).toMatch(/支付未成功/);
    expect(byOrder.get(paid.id)?.target.route).toBe('dayOrderDetail');
  });

  it('says nothing to a parent who switched it off', async () => {
    const off = await call(t.app, {
      method: 'POST',
      url: '/api/message/template/user/setting',
      token: parentB,
      body: { id: 3, receive: false },
    });
    expect(off.json().code).toBe('200');
    await payAndSettle(parentB, childOfB, 'approve');
    await runJob();
    expect(await unseen(parentB, 'PaymentResult')).toEqual([]);
  });
});

describe('leave confirmed', () => {
  it("reminds once when a child's leave is confirmed", async () => {
    const order = await payAndSettle(parentA, childOfA, 'approve');
    const detail = await call(t.app, { url: `/api/order/${order.id}`, token: parentA });
    const data = detail.json().data as {
      diningType: string;
      dayOrderDetails: { mealsDate: string }[];
    };
    const date = data.dayOrderDetails[0]?.mealsDate;
    expect(date).toBeDefined();
    const asked = await call(t.app, {
      method: 'POST',
      url: '/api/meal/leave',
      token: parentA,
      body: { associatedUserId: childOfA, leaveDate: date, diningType: data.diningType },
      headers: { 'idempotency-key': `leave-${order.id}` },
    });
    expect(asked.statusCode).toBe(200);
    await runJob();
    await runJob();
    // (The seed's own leave has its reminder too.)
    const reminders = (await unseen(parentA, 'LeaveConfirmed')).filter((r) =>
      r.body.includes(date!),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.target.route).toBe('leaveList');
  });
});
