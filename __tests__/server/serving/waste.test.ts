import { and, between, eq, inArray } from 'drizzle-orm';
import type { ServiceLeftovers, WasteReport, WasteRow } from '@/lib/contract/serving';
import {
  associatedUsers,
  leaves,
  mealCollections,
  mealComments,
  orderDays,
  orders,
  schoolCalendar,
} from '@/server/domains/schema';
import { apportion } from '@/server/domains/serving/waste';
import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';
import { buildWorld, WORLD } from './waste-world';

// Decision 078: the dashboard's totals are the sums over the orders and collections tables,
// computed here independently from plain reads of those tables; every grouping sums to them.

let t: TestApp;
let tokens: ConsoleTokens;
let world: Awaited<ReturnType<typeof buildWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  world = await buildWorld(t.app);
});
afterAll(() => t.close());

const FIELDS = [
  'ordered',
  'leave',
  'collected',
  'notCollected',
  'leftoverGrams',
  'wasteFen',
  'uncollectedFen',
] as const;

function sumOf(rows: WasteRow[]) {
  return Object.fromEntries(
    FIELDS.map((field) => [field, rows.reduce((total, row) => total + row[field], 0)]),
  );
}

/** The definitions of decision 078, applied in plain code to the tables' rows. */
async function independentTotals(unitId: number, from: string, to: string) {
  const { db } = world;
  const meals = await db
    .select({
      childId: orderDays.associatedUserId,
      date: orderDays.date,
      diningType: orderDays.diningType,
      price: orderDays.price,
      state: orderDays.state,
      status: orders.orderStatus,
      classesId: associatedUsers.classesId,
    })
    .from(orderDays)
    .innerJoin(orders, eq(orders.id, orderDays.orderId))
    .innerJoin(associatedUsers, eq(associatedUsers.id, orderDays.associatedUserId))
    .where(and(eq(orders.unitId, unitId), between(orderDays.date, from, to)));
  const onLeave = new Set(
    (
      await db
        .select()
        .from(leaves)
        .where(and(eq(leaves.unitId, unitId), eq(leaves.leaveStatus, 'Confirm')))
    ).map((row) => `${row.associatedUserId}|${row.leaveDate}|${row.diningType}`),
  );
  const collective = new Set(
    (
      await db
        .select()
        .from(schoolCalendar)
        .where(and(eq(schoolCalendar.unitId, unitId), eq(schoolCalendar.kind, 'CollectivityLeave')))
    ).map((row) => row.date),
  );
  const collections = await db
    .select()
    .from(mealCollections)
    .where(eq(mealCollections.unitId, unitId));
  const outcome = new Map(
    collections.map((row) => [`${row.associatedUserId}|${row.date}|${row.diningType}`, row]),
  );
  const counted = meals.filter(
    (meal) => meal.state === 'Order' && (meal.status === 'Pay' || meal.status === 'Unsubscribe'),
  );
  const classOf = (meal: (typeof counted)[number]) =>
    outcome.get(`${meal.childId}|${meal.date}|${meal.diningType}`)?.classesId ??
    meal.classesId ??
    0;
  const tracked = new Set(
    counted
      .filter((meal) => outcome.has(`${meal.childId}|${meal.date}|${meal.diningType}`))
      .map((meal) => `${meal.date}|${meal.diningType}|${classOf(meal)}`),
  );
  const totals = { ordered: 0, leave: 0, collected: 0, notCollected: 0, uncollectedFen: 0 };
  for (const meal of counted) {
    const key = `${meal.childId}|${meal.date}|${meal.diningType}`;
    totals.ordered += 1;
    if (onLeave.has(key) || collective.has(meal.date)) {
      totals.leave += 1;
      continue;
    }
    if (outcome.get(key)?.outcome === 'Collected') totals.collected += 1;
    else if (tracked.has(`${meal.date}|${meal.diningType}|${classOf(meal)}`)) {
      totals.notCollected += 1;
      totals.uncollectedFen += meal.price;
    }
  }
  return totals;
}

describe('the waste dashboard', () => {
  let leftoverGrams = 0;
  let before: WasteReport;

  beforeAll(async () => {
    // The demo's own leftovers of its lunches (server/demo/seedServing.ts), before this test's.
    before = await adminData<WasteReport>(t.app, tokens.kitchen, {
      url: `/api/admin/waste?from=${WORLD.from}&to=${WORLD.to}`,
    });
    // Leftovers of one dinner: a dish in portions (grams by the menu), one in grams, a plate.
    const service = await adminData<ServiceLeftovers>(t.app, tokens.kitchen, {
      url: '/api/admin/leftovers?date=2026-03-09&diningType=Dinner',
    });
    const ordinary = service.menuDishes.filter((dish) => dish.mealKind === 'Ordinary');
    expect(ordinary.length).toBeGreaterThanOrEqual(2);
    const [first, second] = ordinary as [(typeof ordinary)[0], (typeof ordinary)[0]];
    await adminData(t.app, tokens.kitchen, {
      method: 'PUT',
      url: '/api/admin/leftovers',
      body: {
        date: '2026-03-09',
        diningType: 'Dinner',
        dishes: [
          {
            mealKind: 'Ordinary',
            dishName: first.dishName,
            unit: 'Portion',
            prepared: 12,
            returned: 3,
          },
          {
            mealKind: 'Ordinary',
            dishName: second.dishName,
            unit: 'Gram',
            prepared: 4000,
            returned: 1234,
          },
        ],
        plates: [{ classesId: world.classIds[0], grams: 567 }],
      },
    });
    leftoverGrams = 3 * first.weightGrams + 1234 + 567;
    // A rating of that dinner by a child who ate it: 4 stars for every dish of the menu.
    const [eater] = await world.db
      .select({ id: mealCollections.associatedUserId })
      .from(mealCollections)
      .where(
        and(
          eq(mealCollections.date, '2026-03-09'),
          eq(mealCollections.diningType, 'Dinner'),
          eq(mealCollections.outcome, 'Collected'),
          inArray(mealCollections.classesId, world.classIds),
        ),
      )
      .limit(1);
    const [child] = await world.db
      .select({ accountId: associatedUsers.accountId })
      .from(associatedUsers)
      .where(eq(associatedUsers.id, eater!.id));
    await world.db.insert(mealComments).values({
      accountId: child!.accountId,
      associatedUserId: eater!.id,
      mealsDate: '2026-03-09',
      diningType: 'Dinner',
      answers: [
        { itemId: 1, indexIds: [4] },
        { itemId: 2, indexIds: [13] },
      ],
    });
  });

  it('totals equal the sums over the orders and collections tables, and every grouping sums to them', async () => {
    const report = await adminData<WasteReport>(t.app, tokens.kitchen, {
      url: `/api/admin/waste?from=${WORLD.from}&to=${WORLD.to}`,
    });
    const expected = await independentTotals(world.unitId, WORLD.from, WORLD.to);
    expect(report.totals).toMatchObject(expected);
    expect(report.totals.notCollected).toBeGreaterThan(0);
    expect(report.totals.leave).toBeGreaterThan(0);
    // The untracked day's meals are neither collected nor not collected.
    expect(
      report.totals.ordered -
        report.totals.leave -
        report.totals.collected -
        report.totals.notCollected,
    ).toBeGreaterThan(0);
    expect(report.totals.leftoverGrams).toBe(before.totals.leftoverGrams + leftoverGrams);
    expect(report.totals.wasteFen).toBe(
      Math.round((report.totals.leftoverGrams * report.foodCostPerKg) / 1000),
    );
    const totals = Object.fromEntries(FIELDS.map((field) => [field, report.totals[field]]));
    expect(sumOf(report.days)).toEqual(totals);
    expect(sumOf(report.classes)).toEqual(totals);
    expect(sumOf(report.diningTypes)).toEqual(totals);
    // Each day equals the same sums over that day alone.
    for (const day of ['2026-03-09', WORLD.untracked]) {
      const row = report.days.find((candidate) => candidate.key === day)!;
      expect(row).toMatchObject(await independentTotals(world.unitId, day, day));
    }
    const kitchen = (r: WasteReport) =>
      r.classes.find((row) => row.key === 'kitchen')?.leftoverGrams ?? 0;
    expect(kitchen(report)).toBe(kitchen(before) + leftoverGrams - 567);
  });

  it('rates each dish of a rated meal, and each week', async () => {
    const report = await adminData<WasteReport>(t.app, tokens.kitchen, {
      url: `/api/admin/waste?from=${WORLD.from}&to=${WORLD.to}`,
    });
    const service = await adminData<ServiceLeftovers>(t.app, tokens.kitchen, {
      url: '/api/admin/leftovers?date=2026-03-09&diningType=Dinner',
    });
    for (const dish of service.menuDishes.filter((d) => d.mealKind === 'Ordinary')) {
      const rated = report.dishes.find((row) => row.dishName === dish.dishName)!;
      expect(rated.ratings).toBeGreaterThanOrEqual(1);
      expect(rated.meals).toBeGreaterThan(0);
    }
    const week = report.weeks.find((row) => row.week === '2026-03-09')!;
    expect(week.ratings).toBeGreaterThanOrEqual(1);
    expect(report.weeks.map((row) => row.week)).toEqual(['2026-03-02', '2026-03-09']);
    for (const row of report.dishes)
      if (row.average !== null) expect(row.average).toBeGreaterThanOrEqual(1);
  });

  it('refuses a period backwards or longer than 92 days', async () => {
    for (const [from, to] of [
      ['2026-03-13', '2026-03-02'],
      ['2026-01-01', '2026-04-03'],
    ]) {
      const response = await call(t.app, {
        url: `/api/admin/waste?from=${from}&to=${to}`,
        token: tokens.admin,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('PERIOD_INVALID');
    }
    const longest = await call(t.app, {
      url: '/api/admin/waste?from=2026-01-01&to=2026-04-02',
      token: tokens.admin,
    });
    expect(longest.statusCode).toBe(200);
  });

  it('is no call at all for another school’s staff, a parent or a teacher', async () => {
    for (const token of [tokens.parent, tokens.teacher]) {
      const response = await call(t.app, {
        url: `/api/admin/waste?from=${WORLD.from}&to=${WORLD.to}`,
        token,
      });
      expect(response.statusCode).toBe(404);
    }
    // The other school's administrator reads only their own school: nothing of this one.
    const other = await adminData<WasteReport>(t.app, tokens.otherAdmin, {
      url: `/api/admin/waste?from=${WORLD.from}&to=${WORLD.to}`,
    });
    expect(other.totals.ordered).toBe(0);
    expect(other.days).toEqual([]);
  });
});

describe('waste in fen shared out', () => {
  it('gives integer shares in proportion that always sum to the total', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
    expect(apportion(0, [5, 9])).toEqual([0, 0]);
    for (const weights of [
      [333, 333, 334],
      [1, 2, 3, 4, 5, 6, 7],
      [100_000, 1, 1],
    ])
      for (const total of [0, 1, 99, 12_345])
        expect(apportion(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
  });
});
