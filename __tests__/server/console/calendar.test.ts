import { eq } from 'drizzle-orm';
import { payments } from '@/server/domains/schema';
import { accountIdOf, call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { ledgerBalance, placeNextOpenMeal } from '../money';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 049: declaring a holiday or collective leave credits that day's paid meals once; the
// family's calendar shows the day as declared.

let t: TestApp;
let tokens: ConsoleTokens;
let parent: string;
let child: number;
let secondChild: number;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parent = await tokenOf(t.app, 'parent_a');
  const identities = (
    await call(t.app, { url: '/api/associated/user/identity', token: parent })
  ).json().data as { associatedUserId: number }[];
  child = identities[0]!.associatedUserId;
  secondChild = identities[1]!.associatedUserId;
  accountId = await accountIdOf(t.app, 'parent_a');
});
afterAll(() => t.close());

/** Starts a sandbox payment of an UnPay order; the checkout link approves it later. */
async function startPayment(orderId: number): Promise<{ id: number; checkoutUrl: string }> {
  const pay = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token: parent,
    body: { orderId },
    headers: { 'idempotency-key': `start-${orderId}-${Math.random()}` },
  });
  expect(pay.statusCode).toBe(200);
  return pay.json().data;
}

function approve(checkoutUrl: string) {
  return t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
}

async function paymentRow(id: number) {
  const [row] = await t.app.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** The parent's balance as the app shows it, checked against the ledger's sum. */
async function shownBalance(): Promise<number> {
  const shown = (await call(t.app, { url: '/api/user/0/balance', token: parent })).json().data
    .myAmount as number;
  expect(shown).toBe(await ledgerBalance(t.app, accountId));
  return shown;
}

async function orderIds(associatedUserId: number): Promise<number[]> {
  const response = await call(t.app, {
    url: `/api/order/associate/${associatedUserId}?page=0&size=100`,
    token: parent,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data.content as { id: number }[]).map((order) => order.id);
}

function declare(date: string, kind: string) {
  return adminData<{ credited: number }>(t.app, tokens.admin, {
    method: 'PUT',
    url: '/api/admin/calendar',
    body: { date, kind, name: '停课' },
  });
}

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

  it('drops an unpaid order on the day; its late payment lands on the balance; once', async () => {
    const order = await placeNextOpenMeal(t.app, parent, child);
    const date = (await call(t.app, { url: `/api/order/${order.id}`, token: parent })).json().data
      .dayOrderDetails[0].mealsDate as string;
    const payment = await startPayment(order.id);
    expect(await orderIds(child)).toContain(order.id);
    const before = await shownBalance();

    expect((await declare(date, 'Holiday')).credited).toBe(0);
    expect(await orderIds(child)).not.toContain(order.id);
    expect((await call(t.app, { url: `/api/order/${order.id}`, token: parent })).statusCode).toBe(
      404,
    );
    expect((await paymentRow(payment.id)).status).toBe('Cancelled');
    expect(await shownBalance()).toBe(before);

    // The parent had paid meanwhile: the money is kept on the balance (decision 018: a payment is never dropped).
    expect((await approve(payment.checkoutUrl)).statusCode).toBe(303);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'Paid', outcome: 'balance' });
    expect(await shownBalance()).toBe(before + order.amount);

    const ordersBefore = await orderIds(child);
    expect((await declare(date, 'CollectivityLeave')).credited).toBe(0);
    expect(await orderIds(child)).toEqual(ordersBefore);
    expect(await shownBalance()).toBe(before + order.amount);
  });

  it('takes only the declared day out of an unpaid month order', async () => {
    const placed = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/placing/order',
      token: parent,
      body: {
        associatedUserId: secondChild,
        orderType: 'Month',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        month: '2026-05',
        payMode: 'Online',
      },
      headers: { 'idempotency-key': 'calendar-month-order' },
    });
    expect(placed.statusCode).toBe(200);
    const order = placed.json().data as {
      id: number;
      amount: number;
      dayOrderDetails: { mealsDate: string; price: number }[];
    };
    expect(order.dayOrderDetails.length).toBeGreaterThan(2);
    const day = order.dayOrderDetails[1]!;
    const payment = await startPayment(order.id);
    const before = await shownBalance();

    await declare(day.mealsDate, 'CollectivityLeave');
    const detail = async () =>
      (await call(t.app, { url: `/api/order/${order.id}`, token: parent })).json().data as {
        orderStatus: string;
        amount: number;
        dayOrderDetails: { mealsDate: string }[];
      };
    const after = await detail();
    expect(after.orderStatus).toBe('UnPay');
    expect(after.amount).toBe(order.amount - day.price);
    expect(after.dayOrderDetails.map((d) => d.mealsDate)).toEqual(
      order.dayOrderDetails.map((d) => d.mealsDate).filter((date) => date !== day.mealsDate),
    );
    // Its payment was for the old amount: cancelled, and a late Paid goes to the balance.
    expect((await paymentRow(payment.id)).status).toBe('Cancelled');
    await approve(payment.checkoutUrl);
    expect(await shownBalance()).toBe(before + order.amount);
    expect((await detail()).orderStatus).toBe('UnPay');

    await declare(day.mealsDate, 'Holiday');
    expect(await detail()).toEqual(after);
  });
});
