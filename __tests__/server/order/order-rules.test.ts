import { eq, sql } from 'drizzle-orm';
import { associatedUsers, unitDiningSettings, units } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// The school's functional switches and the month-order horizon are the
// server's rules, not only the home screen's; a meal left on leave inside a cancelled order can be
// ordered again. The test clock starts on Monday 2026-03-16 10:00 in Shanghai.

let t: TestApp;
let token: string;
let child: number;
let unitId: number;

const TUESDAY = '2026-03-31';
const WEDNESDAY = '2026-04-01';

function place(body: Record<string, unknown>, key: string) {
  return call(t.app, {
    method: 'POST',
    url: '/api/associated/user/placing/order',
    token,
    body: {
      associatedUserId: child,
      diningType: 'Lunch',
      mealKind: 'Ordinary',
      payMode: 'Online',
      ...body,
    },
    headers: { 'idempotency-key': key },
  });
}

async function placePaid(dates: string[], key: string): Promise<{ id: number; amount: number }> {
  const placed = await place({ orderType: 'Day', dates }, key);
  expect(placed.statusCode).toBe(200);
  const order = placed.json().data as { id: number; amount: number };
  expect(
    await t.app.database.db.transaction((tx) =>
      t.app.services.payments.markPaidOffline(tx, order.id),
    ),
  ).toBe(true);
  return order;
}

function leave(leaveDate: string, key: string) {
  return call(t.app, {
    method: 'POST',
    url: '/api/meal/leave',
    token,
    body: { associatedUserId: child, leaveDate, diningType: 'Lunch' },
    headers: { 'idempotency-key': key },
  });
}

/** Sets one switch on the school, or on its Lunch settings. */
async function setSwitch(where: 'school' | 'dining', name: string, on: boolean) {
  const patch = sql`jsonb_set(functional_switch, ${`{${name}}`}::text[], ${on ? 'true' : 'false'}::jsonb)`;
  if (where === 'school')
    await t.app.database.db
      .update(units)
      .set({ functionalSwitch: patch })
      .where(eq(units.id, unitId));
  else
    await t.app.database.db
      .update(unitDiningSettings)
      .set({ functionalSwitch: patch })
      .where(sql`${unitDiningSettings.unitId} = ${unitId} and dining_type = 'Lunch'`);
}

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_b');
  const identities = (await call(t.app, { url: '/api/associated/user/identity', token })).json()
    .data as { associatedUserId: number }[];
  child = identities[0]!.associatedUserId;
  const [row] = await t.app.database.db
    .select({ unitId: associatedUsers.unitId })
    .from(associatedUsers)
    .where(eq(associatedUsers.id, child));
  unitId = row!.unitId;
});
afterAll(() => t.close());

describe('9: the school functional switches', () => {
  it('9: with ordering switched off, an order is refused and nothing is written', async () => {
    const total = async () =>
      (await call(t.app, { url: `/api/order/associate/${child}`, token })).json().data.total;
    const before = await total();
    await setSwitch('school', 'order', false);
    try {
      const refused = await place({ orderType: 'Day', dates: [TUESDAY] }, 'off-order');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FUNCTION_OFF');
      expect(refused.json().message).toBe('学校暂未开放订餐');
      expect(await total()).toBe(before);
    } finally {
      await setSwitch('school', 'order', true);
    }
  });

  it('9: with month orders switched off for lunch, a month order is refused', async () => {
    await setSwitch('dining', 'monthOrder', false);
    try {
      const refused = await place({ orderType: 'Month', month: '2026-04' }, 'off-month');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('学校暂未开放包月订餐');
    } finally {
      await setSwitch('dining', 'monthOrder', true);
    }
  });

  it('9: a month order for 2099-01 is refused with a clear message', async () => {
    const refused = await place({ orderType: 'Month', month: '2099-01' }, 'far-month');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('MONTH_TOO_FAR');
    expect(refused.json().message).toBe('包月订餐只能预订本月起 3 个月内的月份');
    // Two months ahead is still allowed.
    const allowed = await place({ orderType: 'Month', month: '2026-05' }, 'near-month');
    expect(allowed.statusCode).toBe(200);
    await call(t.app, { url: `/api/order/${allowed.json().data.id}/retreat`, token });
  });

  it('9: with leave switched off, leave is refused and nothing is credited', async () => {
    const order = await placePaid([TUESDAY], 'leave-off-order');
    await setSwitch('school', 'leave', false);
    try {
      const before = (await call(t.app, { url: '/api/user/0/balance', token })).json().data;
      const refused = await leave(TUESDAY, 'leave-off');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('学校暂未开放请假');
      const after = (await call(t.app, { url: '/api/user/0/balance', token })).json().data;
      expect(after.myAmount).toBe(before.myAmount);
    } finally {
      await setSwitch('school', 'leave', true);
    }
    await setSwitch('dining', 'refund', false);
    try {
      // 9: with refunds switched off, a paid order cannot be cancelled for its money back.
      const refused = await call(t.app, { url: `/api/order/${order.id}/retreat`, token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('学校暂未开放退订，请联系学校');
      const detail = await call(t.app, { url: `/api/order/${order.id}`, token });
      expect(detail.json().data.orderStatus).toBe('Pay');
    } finally {
      await setSwitch('dining', 'refund', true);
    }
    expect((await call(t.app, { url: `/api/order/${order.id}/retreat`, token })).statusCode).toBe(
      200,
    );
  });
});

describe('13: a meal on leave in a cancelled order', () => {
  it('13: a day that was on leave inside a cancelled order can be ordered again', async () => {
    const order = await placePaid([WEDNESDAY], 'on-leave-order');
    expect((await leave(WEDNESDAY, 'on-leave')).json().data).toBe('Confirm');
    const cancelled = await call(t.app, { url: `/api/order/${order.id}/retreat`, token });
    expect(cancelled.statusCode).toBe(200);
    // The leave already gave the meal's price back: the cancel gives nothing more.
    expect(cancelled.json().data.credited).toBe(0);

    const again = await place({ orderType: 'Day', dates: [WEDNESDAY] }, 'on-leave-again');
    expect(again.statusCode).toBe(200);
    const reordered = again.json().data as { id: number };
    expect(
      await t.app.database.db.transaction((tx) =>
        t.app.services.payments.markPaidOffline(tx, reordered.id),
      ),
    ).toBe(true);
    // The new meal is on (not read as on leave), leave can be taken on it and credits it once.
    const detail = await call(t.app, { url: `/api/order/${reordered.id}`, token });
    expect(detail.json().data.dayOrderDetails[0].state).toBe('Order');
    const before = (await call(t.app, { url: '/api/user/0/balance', token })).json().data.myAmount;
    expect((await leave(WEDNESDAY, 'on-leave-second')).json().data).toBe('Confirm');
    const after = (await call(t.app, { url: '/api/user/0/balance', token })).json().data.myAmount;
    expect(after - before).toBe(order.amount);
  });
});
