import { and, eq } from 'drizzle-orm';
import { ledger, orderDays } from '@/server/domains/schema';
import { refundableOf } from '@/server/domains/ledger';
import { reconcile } from '@/server/tasks/reconcile';
import { call, fingerprint, tokenOf, type TestApp } from '../helpers';
import { firstSchoolOf, ledgerBalance } from '../money';
import { moneyWorld } from '../prepayment/moneyWorld';

// Decision 086: one day of a paid order cancelled before its cut-off, credited at what was
// actually paid for it (never the list price: a package's discount must not become cash), once
// however often it is asked, refused with a 409 that says why, and 404 for anyone else's.
// The test clock stands at Monday 2026-03-16 10:00 in Shanghai; the order cut-off for D is
// 16:00 on D-1.

const { world, post, approve, balance, prepaymentsOf, placePaid: placeAndPay } = moneyWorld();
let t: TestApp;
let token: string;
let child: number;
let accountId: number;

beforeAll(() => {
  ({ t, tokenA: token, childA: child, accountA: accountId } = world);
});

type Day = {
  id: number;
  mealsDate: string;
  state: string;
  price: number;
  cancel?: { credit: number; cutOff: string } | null;
};

async function placePaid(dates: string[], diningType = 'Lunch') {
  return (await placeAndPay(dates, diningType)).id;
}

async function daysOf(orderId: number, as = token): Promise<Day[]> {
  const response = await call(t.app, { url: `/api/order/${orderId}`, token: as });
  expect(response.statusCode).toBe(200);
  return response.json().data.dayOrderDetails as Day[];
}

const cancelDay = (orderId: number, dayId: number, key?: string, as = token) =>
  post(as, `/api/order/${orderId}/day/${dayId}/retreat`, {}, key);

async function creditsOf(dayId: number) {
  return t.app.database.db
    .select({ amount: ledger.amount, unitId: ledger.unitId })
    .from(ledger)
    .where(and(eq(ledger.refType, 'order-day'), eq(ledger.refId, dayId)));
}

describe('cancelling one day of a paid order', () => {
  it('credits that day, offers only days before their cut-off, and the ledger agrees', async () => {
    const orderId = await placePaid(['2026-04-06', '2026-04-07', '2026-04-08']);
    const days = await daysOf(orderId);
    expect(days.every((day) => day.cancel?.credit === day.price)).toBe(true);
    expect(days[0]!.cancel!.cutOff).toBe('2026-04-05T08:00:00.000Z');
    const before = await balance(token);
    const response = await cancelDay(orderId, days[1]!.id);
    expect(response.statusCode).toBe(200);
    const { credited, order } = response.json().data;
    expect(credited).toBe(days[1]!.price);
    expect(order.orderStatus).toBe('Pay');
    expect(order.dayOrderDetails.map((d: Day) => d.state)).toEqual([
      'Order',
      'Unsubscribe',
      'Order',
    ]);
    expect(order.dayOrderDetails[1].cancel ?? null).toBeNull();
    expect(await balance(token)).toBe(before + days[1]!.price);
    expect(await ledgerBalance(t.app, accountId)).toBe(before + days[1]!.price);
    expect(await creditsOf(days[1]!.id)).toHaveLength(1);
  });

  it('a double tap (same key) answers the first response; a new key or a race credits once', async () => {
    const orderId = await placePaid(['2026-04-13', '2026-04-14']);
    const [day] = await daysOf(orderId);
    const before = await balance(token);
    const first = await cancelDay(orderId, day!.id, 'tap-1');
    const again = await cancelDay(orderId, day!.id, 'tap-1');
    expect(again.json()).toEqual(first.json());
    const other = await cancelDay(orderId, day!.id, 'tap-2');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('2026-04-13 这天已取消，不会重复退款');
    expect(await balance(token)).toBe(before + day!.price);

    const [, second] = await daysOf(orderId);
    const raced = await Promise.all([
      cancelDay(orderId, second!.id, 'race-1'),
      cancelDay(orderId, second!.id, 'race-2'),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await creditsOf(second!.id)).toHaveLength(1);
    expect(await balance(token)).toBe(before + day!.price + second!.price);
    // The last day gone: the order reads as cancelled.
    const detail = await call(t.app, { url: `/api/order/${orderId}`, token });
    expect(detail.json().data.orderStatus).toBe('Unsubscribe');
  });

  it('refuses a day on leave and a day past its cut-off, with 409s that say why, moving nothing', async () => {
    const orderId = await placePaid(['2026-03-17', '2026-04-15'], 'Dinner');
    const [tomorrow, later] = await daysOf(orderId);
    const leave = await post(token, '/api/meal/leave', {
      associatedUserId: child,
      leaveDate: '2026-04-15',
      diningType: 'Dinner',
    });
    expect(leave.statusCode).toBe(200);
    const before = await fingerprint(t.app);
    const onLeave = await cancelDay(orderId, later!.id);
    expect(onLeave.statusCode).toBe(409);
    expect(onLeave.json()).toMatchObject({
      code: 'DAY_ON_LEAVE',
      message: '2026-04-15 这天已请假，餐费已退回余额，无需再取消',
    });
    const saved = t.clock.now().getTime();
    t.clock.advance(Date.parse('2026-03-16T08:00:00Z') - saved);
    try {
      expect((await daysOf(orderId))[0]!.cancel ?? null).toBeNull();
      const late = await cancelDay(orderId, tomorrow!.id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'DAY_CANCEL_CLOSED',
        message: '2026-03-17 这天已于 2026-03-16 16:00 截止退订，不能再取消',
      });
    } finally {
      t.clock.advance(saved - t.clock.now().getTime());
    }
    expect(await fingerprint(t.app)).toBe(before);
  });

  it("another family's order or a day of another order answers 404, nothing moved", async () => {
    const orderId = await placePaid(['2026-04-09']);
    const otherOrder = await placePaid(['2026-04-10']);
    const [day] = await daysOf(orderId);
    const [otherDay] = await daysOf(otherOrder);
    const tokenC = await tokenOf(t.app, 'parent_c');
    const before = await fingerprint(t.app);
    expect((await cancelDay(orderId, day!.id, undefined, world.tokenB)).statusCode).toBe(404);
    expect((await cancelDay(orderId, day!.id, undefined, tokenC)).statusCode).toBe(404);
    expect((await cancelDay(orderId, otherDay!.id)).statusCode).toBe(404);
    expect((await cancelDay(orderId, 0)).statusCode).toBe(400);
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('an unpaid order is cancelled whole, not by the day', async () => {
    const placed = await post(token, '/api/associated/user/placing/order', {
      associatedUserId: child,
      orderType: 'Day',
      diningType: 'Lunch',
      mealKind: 'Ordinary',
      dates: ['2026-04-16'],
      payMode: 'Online',
    });
    const order = placed.json().data as { id: number; dayOrderDetails: Day[] };
    const refused = await cancelDay(order.id, order.dayOrderDetails[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_UNPAID');
  });
});

/** Dinners on `dates` bought through the demo's discounted package; its payment not yet approved. */
async function buyPackageDinners(dates: string[]) {
  const packageId = (await prepaymentsOf(token, child)).find(
    (p) => p.orderPaymentType === 'DisparkMultipleMeals',
  )!.id;
  const bought = await post(token, '/api/associated/user/payment/multiple/meals/pay/cost', {
    prepaymentId: packageId,
    associatedUserId: child,
    diningTypes: ['Dinner'],
    dates,
  });
  expect(bought.statusCode).toBe(200);
  return bought.json().data as {
    purchase: { amount: number; creditAmount: number };
    payment: { checkoutUrl: string };
  };
}

/** The child's dinner still ordered on `date`. */
async function dinnerOn(date: string) {
  const [meal] = await t.app.database.db
    .select()
    .from(orderDays)
    .where(
      and(
        eq(orderDays.associatedUserId, child),
        eq(orderDays.date, date),
        eq(orderDays.diningType, 'Dinner'),
        eq(orderDays.state, 'Order'),
      ),
    );
  return meal!;
}

describe('the discount attack: a package day cancelled for cash', () => {
  it('credits the discounted price paid, so no cash leaves beyond the cash paid in', async () => {
    const { purchase, payment } = await buyPackageDinners(['2026-03-30', '2026-03-31']);
    expect(purchase.amount).toBeLessThan(purchase.creditAmount);
    const refundableBefore = await refundableOf(t.app.database.db, accountId, await firstUnit());
    await approve(payment.checkoutUrl);
    const meal = await dinnerOn('2026-03-30');
    const paid = Math.floor((meal.price * purchase.amount) / purchase.creditAmount);
    expect(paid).toBeLessThan(meal.price);
    const days = await daysOf(meal.orderId);
    expect(days[0]!.cancel!.credit).toBe(paid);

    const before = await balance(token);
    const cancelled = await cancelDay(meal.orderId, meal.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.credited).toBe(paid);
    expect(await balance(token)).toBe(before + paid);
    // What may leave as cash grew by what was paid for the day, not by its list price.
    const refundableAfter = await refundableOf(t.app.database.db, accountId, await firstUnit());
    expect(refundableAfter - refundableBefore).toBeLessThanOrEqual(paid);

    // Leave on the package's other day is credited at the price paid too.
    const leaveBefore = await balance(token);
    const leave = await post(token, '/api/meal/leave', {
      associatedUserId: child,
      leaveDate: '2026-03-31',
      diningType: 'Dinner',
    });
    expect(leave.statusCode).toBe(200);
    expect(await balance(token)).toBe(leaveBefore + paid);
  });

  it('a whole package-ordered order cancelled gives back what was paid, not the list price', async () => {
    const { purchase, payment } = await buyPackageDinners(['2026-04-01', '2026-04-02']);
    await approve(payment.checkoutUrl);
    const meal = await dinnerOn('2026-04-01');
    const days = await daysOf(meal.orderId);
    const paid = days.reduce(
      (sum, day) => sum + Math.floor((day.price * purchase.amount) / purchase.creditAmount),
      0,
    );
    const before = await balance(token);
    const cancelled = await call(t.app, { url: `/api/order/${meal.orderId}/retreat`, token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.credited).toBe(paid);
    expect(paid).toBeLessThan(days.reduce((sum, day) => sum + day.price, 0));
    expect(await balance(token)).toBe(before + paid);
  });

  it('an unsafe meal cancelled from its allergy alert (decision 080) gives back what was paid', async () => {
    const { purchase, payment } = await buyPackageDinners(['2026-04-03']);
    await approve(payment.checkoutUrl);
    const meal = await dinnerOn('2026-04-03');
    const paid = Math.floor((meal.price * purchase.amount) / purchase.creditAmount);
    expect(paid).toBeLessThan(meal.price);
    const before = await balance(token);
    // The alert's 取消这餐 runs this in its transaction, whatever the cut-off.
    const credited = await t.app.database.db.transaction((tx) =>
      t.app.services.orders.cancelMeal(tx, accountId, meal.id),
    );
    expect(credited).toBe(paid);
    expect(await balance(token)).toBe(before + paid);
  });

  it('leaves the books sound after every cancellation above', async () => {
    const books = await reconcile(t.app.database.db);
    expect(books.problems).toEqual([]);
    expect(books.ok).toBe(true);
  });
});

const firstUnit = () => firstSchoolOf(t.app, accountId);
