import { eq } from 'drizzle-orm';
import { accounts } from '@/server/db/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { ledgerBalance, placeNextOpenMeal } from '../money';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 049: declaring a holiday or collective leave credits that day's paid meals once; the
// family's calendar shows the day as declared.

let t: TestApp;
let tokens: ConsoleTokens;
let parent: string;
let child: number;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parent = await tokenOf(t.app, 'parent_a');
  const identities = (
    await call(t.app, { url: '/api/associated/user/identity', token: parent })
  ).json().data as { associatedUserId: number }[];
  child = identities[0]!.associatedUserId;
  const [row] = await t.app.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, 'parent_a'));
  accountId = row!.id;
});
afterAll(() => t.close());

async function paidMeal(): Promise<{
  id: number;
  amount: number;
  date: string;
  diningType: string;
}> {
  const order = await placeNextOpenMeal(t.app, parent, child);
  const pay = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token: parent,
    body: { orderId: order.id },
    headers: { 'idempotency-key': `cal-${order.id}` },
  });
  expect(pay.statusCode).toBe(200);
  await t.app.inject({
    method: 'POST',
    url: `${pay.json().data.checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
  const detail = (await call(t.app, { url: `/api/order/${order.id}`, token: parent })).json().data;
  expect(detail.orderStatus).toBe('Pay');
  return { ...order, date: detail.dayOrderDetails[0].mealsDate, diningType: detail.diningType };
}

describe('console calendar', () => {
  it('credits the paid meals of a declared holiday once, and the calendar shows Holiday', async () => {
    const meal = await paidMeal();
    const before = await ledgerBalance(t.app, accountId);
    const declared = await adminData<{ credited: number }>(t.app, tokens.admin, {
      method: 'PUT',
      url: '/api/admin/calendar',
      body: { date: meal.date, kind: 'Holiday', name: '校庆' },
    });
    expect(declared.credited).toBeGreaterThanOrEqual(1);
    expect(await ledgerBalance(t.app, accountId)).toBe(before + meal.amount);

    const again = await adminData<{ credited: number }>(t.app, tokens.admin, {
      method: 'PUT',
      url: '/api/admin/calendar',
      body: { date: meal.date, kind: 'CollectivityLeave', name: '校庆' },
    });
    expect(again.credited).toBe(0);
    expect(await ledgerBalance(t.app, accountId)).toBe(before + meal.amount);

    await adminData(t.app, tokens.admin, {
      method: 'PUT',
      url: '/api/admin/calendar',
      body: { date: meal.date, kind: 'Holiday', name: '校庆' },
    });
    const [year, month] = meal.date.split('-').map(Number);
    const axis = await call(t.app, {
      url: `/api/meal/axis/year/${year}/month/${month}?diningType=${meal.diningType}`,
      token: parent,
      headers: { associatedUser: String(child) },
    });
    const status = (axis.json().data.items as { value: string; mealAxisStatus: string }[]).find(
      (item) => item.value === meal.date,
    )?.mealAxisStatus;
    expect(status).toBe('Holiday');

    const listed = await adminData<{ date: string; kind: string }[]>(t.app, tokens.admin, {
      url: `/api/admin/calendar?month=${meal.date.slice(0, 7)}`,
    });
    expect(listed).toContainEqual({ date: meal.date, kind: 'Holiday', name: '校庆' });
  });

  it('removes an entry without charging anything back', async () => {
    const before = await ledgerBalance(t.app, accountId);
    await adminData(t.app, tokens.admin, {
      method: 'PUT',
      url: '/api/admin/calendar',
      body: { date: '2026-04-18', kind: 'Workday', name: '调休' },
    });
    const removed = await adminData<{ removed: boolean }>(t.app, tokens.admin, {
      method: 'DELETE',
      url: '/api/admin/calendar/2026-04-18',
    });
    expect(removed.removed).toBe(true);
    expect(await ledgerBalance(t.app, accountId)).toBe(before);
  });
});
