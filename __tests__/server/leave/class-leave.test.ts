import { and, eq } from 'drizzle-orm';
import { leaves, ledger } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// A head or responsible teacher puts a child of their class on leave (POST
// /api/meal/leave/user/{userId}): the leave and its credit belong to the child's guardian,
// exactly as if the guardian had asked; a replay under the same key changes nothing, and a
// second keeper asking for the same meal does not credit it twice.

let t: TestApp;
let parent: string;
let head: string;
let responsible: string;
let child: number;
const DATE = '2026-03-30';

async function balance(token: string): Promise<number> {
  return (await call(t.app, { url: '/api/user/0/balance', token })).json().data.myAmount as number;
}

async function payLunch(dates: string[]) {
  const placed = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/placing/order',
    token: parent,
    body: {
      associatedUserId: child,
      orderType: 'Day',
      diningType: 'Lunch',
      mealKind: 'Ordinary',
      dates,
      payMode: 'Online',
    },
    headers: { 'idempotency-key': `place-${dates.join()}` },
  });
  const order = placed.json().data as { id: number };
  const pay = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token: parent,
    body: { orderId: order.id },
    headers: { 'idempotency-key': `pay-${order.id}` },
  });
  // The sandbox checkout is reached only through the link the payer is given (decision 018).
  const { checkoutUrl } = pay.json().data as { checkoutUrl: string };
  const approved = await t.app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl, 'http://localhost').pathname}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
  expect(approved.statusCode).toBe(303);
}

function classLeave(token: string, key: string, date = DATE) {
  return call(t.app, {
    method: 'POST',
    url: `/api/meal/leave/user/${child}`,
    token,
    body: { leaveDate: date, diningType: 'Lunch' },
    headers: { 'idempotency-key': key },
  });
}

async function credits() {
  const rows = await t.app.database.db
    .select()
    .from(leaves)
    .where(and(eq(leaves.associatedUserId, child), eq(leaves.leaveDate, DATE)));
  const settlements = await t.app.database.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.associatedUserId, child), eq(ledger.type, 'Leave_Settlement')));
  return { leaves: rows, settlements: settlements.filter((row) => row.refId === rows[0]?.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  [parent, head, responsible] = await Promise.all([
    tokenOf(t.app, 'parent_a'),
    tokenOf(t.app, 'teacher_a'),
    tokenOf(t.app, 'teacher_b'),
  ]);
  const identities = (
    await call(t.app, { url: '/api/associated/user/identity', token: parent })
  ).json().data as { associatedUserId: number; userName: string }[];
  child = identities.find((identity) => identity.userName === '张小明')!.associatedUserId;
  await payLunch([DATE]);
});
afterAll(() => t.close());

describe('leave for a child of a kept class', () => {
  it("credits the child's guardian once and shows Leave on the guardian's calendar", async () => {
    const before = await balance(parent);
    const first = await classLeave(head, 'class-trip-1');
    expect(first.json()).toEqual({ success: true, data: 'Confirm' });
    expect(await balance(parent)).toBe(before + 1500);

    const replay = await classLeave(head, 'class-trip-1');
    expect(replay.json()).toEqual({ success: true, data: 'Confirm' });
    const again = await classLeave(responsible, 'outbreak-1');
    expect(again.json()).toEqual({ success: true, data: 'Confirm' });
    expect(await balance(parent)).toBe(before + 1500);
    const { leaves: rows, settlements } = await credits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ leaveStatus: 'Confirm' });
    expect(settlements).toHaveLength(1);

    const month = await call(t.app, {
      url: '/api/meal/axis/year/2026/month/3?diningType=Lunch',
      token: parent,
      headers: { associatedUser: String(child) },
    });
    const items = month.json().data.items as { value: string; mealAxisStatus: string }[];
    expect(items.find((item) => item.value === DATE)?.mealAxisStatus).toBe('Leave');
    const list = await call(t.app, {
      url: `/api/meal/leave/associated/user/${child}`,
      token: parent,
    });
    expect(list.json().data.content[0]).toMatchObject({ leaveDate: DATE, credited: 1500 });
  });

  it('a different payload under the same key is refused and writes nothing', async () => {
    const before = await credits();
    const response = await classLeave(head, 'class-trip-1', '2026-03-31');
    expect(response.statusCode).toBe(422);
    expect(await credits()).toEqual(before);
  });

  it("the guardian can still cancel the teacher's leave and the credit is charged back", async () => {
    const before = await balance(parent);
    const cancelled = await call(t.app, {
      method: 'POST',
      url: '/api/meal/leave/cancel',
      token: parent,
      body: { associatedUserId: child, leaveDate: DATE, diningType: 'Lunch' },
      headers: { 'idempotency-key': 'cancel-1' },
    });
    expect(cancelled.json().data).toMatchObject({ leaveStatus: 'Cancel' });
    expect(await balance(parent)).toBe(before - 1500);
  });
});
