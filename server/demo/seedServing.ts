import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DiningType } from '../../lib/contract/enums';
import { DEFAULT_SERVING_SETTINGS } from '../../lib/contract/serving';
import { addDays, isoWeekday, zonedInstant } from '../core/db/dates';
import type { Tx } from '../domains/db';
import {
  accounts,
  associatedUsers,
  dishLeftovers,
  leaves,
  mealCollections,
  menus,
  menuVersions,
  orderDays,
  orders,
  schoolCalendar,
  unitDiningSettings,
} from '../domains/schema';

/** A seeded random generator (mulberry32): the same seed, the same demo history and tests. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The collection rate of a weekday (1 Monday … 5 Friday) in a generated term. */
export type WeekdayRates = Record<1 | 2 | 3 | 4 | 5, number>;

/** A pattern like a real school's: Mondays near full, Fridays the emptiest. */
export const DEMO_RATES: WeekdayRates = { 1: 0.95, 2: 0.9, 3: 0.82, 4: 0.88, 5: 0.72 };

export interface TermOptions {
  unitId: number;
  classIds: number[];
  childrenPerClass: number;
  /** School weekdays from `from` to `to` (inclusive) get a meal per child. */
  from: string;
  to: string;
  diningType: DiningType;
  rates: WeekdayRates;
  /** Each class leans by up to this much from the school's rate, the same every week. */
  classSpread?: number;
  leaveRate?: number;
  /** Days (before `to`) the serving line recorded; the rest were not tracked. */
  untracked?: (date: string) => boolean;
  seed: number;
  now: Date;
  /** Prefix of the generated guardians' user names (unique per call). */
  tag: string;
}

/**
 * A generated term of meals for a school (decision 078): guardians with children in the named
 * classes, one paid day order per child over the term, a confirmed leave now and then, and the
 * serving line's record: each meal Collected with its weekday's (and class's) rate, else Missed.
 * Deterministic for a seed. Used by the tests and the forecast's accuracy script, never by the
 * demo seed, which must keep its families' orders and balances as they are.
 */
export async function generateTerm(tx: Tx, options: TermOptions): Promise<{ children: number }> {
  const random = prng(options.seed);
  const dates: string[] = [];
  for (let date = options.from; date <= options.to; date = addDays(date, 1))
    if (isoWeekday(date) <= 5) dates.push(date);
  const price = 1500;
  let children = 0;
  for (const [classIndex, classesId] of options.classIds.entries()) {
    const lean = ((classIndex % 5) - 2) * ((options.classSpread ?? 0) / 2);
    for (let n = 0; n < options.childrenPerClass; n++) {
      const username = `${options.tag}_${classesId}_${n}`;
      const [guardian] = await tx
        .insert(accounts)
        .values({ username, userName: `家长${n}`, createdAt: options.now })
        .returning({ id: accounts.id });
      const [child] = await tx
        .insert(associatedUsers)
        .values({
          accountId: guardian!.id,
          userName: `学生${n}`,
          unitId: options.unitId,
          classesId,
          createdAt: options.now,
        })
        .returning({ id: associatedUsers.id });
      children += 1;
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo: `T${options.tag}${child!.id}`,
          accountId: guardian!.id,
          associatedUserId: child!.id,
          unitId: options.unitId,
          orderType: 'Day',
          diningType: options.diningType,
          mealKind: 'Ordinary',
          orderStatus: 'Pay',
          payMode: 'Offline',
          amount: price * dates.length,
          paidAt: options.now,
          createdAt: options.now,
        })
        .returning({ id: orders.id });
      const days = await tx
        .insert(orderDays)
        .values(
          dates.map((date) => ({
            orderId: order!.id,
            associatedUserId: child!.id,
            date,
            diningType: options.diningType,
            mealKind: 'Ordinary' as const,
            price,
          })),
        )
        .returning({ id: orderDays.id, date: orderDays.date });
      const leaveRows: (typeof leaves.$inferInsert)[] = [];
      const collectionRows: (typeof mealCollections.$inferInsert)[] = [];
      for (const day of days) {
        if (random() < (options.leaveRate ?? 0)) {
          leaveRows.push({
            accountId: guardian!.id,
            associatedUserId: child!.id,
            unitId: options.unitId,
            leaveDate: day.date,
            diningType: options.diningType,
            leaveStatus: 'Confirm',
            createdAt: options.now,
          });
          continue;
        }
        const rate = options.rates[isoWeekday(day.date) as 1 | 2 | 3 | 4 | 5] + lean;
        const collected = random() < rate;
        if (options.untracked?.(day.date)) continue;
        collectionRows.push({
          unitId: options.unitId,
          associatedUserId: child!.id,
          date: day.date,
          diningType: options.diningType,
          classesId,
          orderDayId: day.id,
          outcome: collected ? 'Collected' : 'Missed',
          at: options.now,
          source: collected ? 'List' : null,
        });
      }
      if (leaveRows.length > 0) await tx.insert(leaves).values(leaveRows);
      if (collectionRows.length > 0) await tx.insert(mealCollections).values(collectionRows);
    }
  }
  return { children };
}

/** How far back the demo's serving record goes: a term. */
export const DEMO_HISTORY_WEEKS = 12;

/**
 * The demo school's serving record (decision 078), over the meals it already has: every paid,
 * ordered meal before today (the last twelve weeks) is marked Collected with its weekday's rate
 * or Missed, and each past lunch gets its dishes' leftovers. Orders, leave, balances and
 * ratings stay exactly as the other seeds made them (tests and the browser read them); a child
 * never gets as many Missed in a month as the school's reminder threshold, so the demo does not
 * open on a reminder. Deterministic: a seeded generator and the injected clock's today.
 */
export async function seedServingDemo(
  tx: Tx,
  demo: { unitId: number; kitchenAccountId: number; today: string; timeZone: string },
): Promise<{ collections: number; leftovers: number }> {
  const random = prng(78);
  const since = addDays(demo.today, -7 * DEMO_HISTORY_WEEKS);
  const [rules, collective, onLeave] = await Promise.all([
    tx.select().from(unitDiningSettings).where(eq(unitDiningSettings.unitId, demo.unitId)),
    tx
      .select({ date: schoolCalendar.date })
      .from(schoolCalendar)
      .where(
        and(eq(schoolCalendar.unitId, demo.unitId), eq(schoolCalendar.kind, 'CollectivityLeave')),
      ),
    tx
      .select()
      .from(leaves)
      .where(and(eq(leaves.unitId, demo.unitId), eq(leaves.leaveStatus, 'Confirm'))),
  ]);
  const serveEnd = new Map(rules.map((rule) => [rule.diningType, rule.serveEnd]));
  const dayOff = new Set(collective.map((row) => row.date));
  const leave = new Set(
    onLeave.map((row) => `${row.associatedUserId}|${row.leaveDate}|${row.diningType}`),
  );
  const meals = await tx
    .select({
      id: orderDays.id,
      childId: orderDays.associatedUserId,
      date: orderDays.date,
      diningType: orderDays.diningType,
      classesId: associatedUsers.classesId,
    })
    .from(orderDays)
    .innerJoin(orders, eq(orders.id, orderDays.orderId))
    .innerJoin(associatedUsers, eq(associatedUsers.id, orderDays.associatedUserId))
    .where(
      and(
        eq(orders.unitId, demo.unitId),
        eq(orderDays.state, 'Order'),
        inArray(orders.orderStatus, ['Pay', 'Unsubscribe']),
        gte(orderDays.date, since),
        lt(orderDays.date, demo.today),
      ),
    )
    .orderBy(asc(orderDays.date), asc(orderDays.id));
  const missedInMonth = new Map<string, number>();
  const rows: (typeof mealCollections.$inferInsert)[] = [];
  const served = new Map<string, number>();
  for (const meal of meals) {
    const key = `${meal.childId}|${meal.date}|${meal.diningType}`;
    if (leave.has(key) || dayOff.has(meal.date)) continue;
    const end = zonedInstant(meal.date, serveEnd.get(meal.diningType) ?? '13:00', demo.timeZone);
    const month = `${meal.childId}|${meal.date.slice(0, 7)}`;
    const missed = missedInMonth.get(month) ?? 0;
    const rate = DEMO_RATES[isoWeekday(meal.date) as 1 | 2 | 3 | 4 | 5] ?? 1;
    const collected = random() < rate || missed + 1 >= DEFAULT_SERVING_SETTINGS.missedThreshold;
    if (!collected) missedInMonth.set(month, missed + 1);
    else
      served.set(
        `${meal.date}|${meal.diningType}`,
        (served.get(`${meal.date}|${meal.diningType}`) ?? 0) + 1,
      );
    rows.push({
      unitId: demo.unitId,
      associatedUserId: meal.childId,
      date: meal.date,
      diningType: meal.diningType,
      classesId: meal.classesId,
      orderDayId: meal.id,
      outcome: collected ? 'Collected' : 'Missed',
      // Collected a few minutes into the service; Missed at its end.
      at: collected ? new Date(end.getTime() - (20 + Math.floor(random() * 20)) * 60_000) : end,
      byAccountId: collected ? demo.kitchenAccountId : null,
      source: collected ? 'List' : null,
    });
  }
  if (rows.length > 0) await tx.insert(mealCollections).values(rows);

  // Each past lunch's published ordinary dishes: a little more prepared than served, some back.
  const published = await tx
    .select({ date: menus.date, dishes: menuVersions.dishes })
    .from(menus)
    .innerJoin(
      menuVersions,
      and(eq(menuVersions.menuId, menus.id), eq(menuVersions.version, menus.publishedVersion)),
    )
    .where(
      and(
        eq(menus.unitId, demo.unitId),
        eq(menus.diningType, 'Lunch'),
        eq(menus.mealKind, 'Ordinary'),
        gte(menus.date, since),
        lt(menus.date, demo.today),
      ),
    )
    .orderBy(asc(menus.date));
  const leftovers: (typeof dishLeftovers.$inferInsert)[] = [];
  for (const menu of published) {
    const portions = served.get(`${menu.date}|Lunch`);
    if (!portions) continue;
    for (const dish of menu.dishes) {
      const prepared = portions + 1 + Math.floor(random() * 2);
      leftovers.push({
        unitId: demo.unitId,
        date: menu.date,
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dishName: dish.name,
        unit: 'Portion',
        prepared,
        returned: Math.floor(random() * (prepared - portions + 1)),
        byAccountId: demo.kitchenAccountId,
        recordedAt: zonedInstant(menu.date, '14:00', demo.timeZone),
      });
    }
  }
  if (leftovers.length > 0) await tx.insert(dishLeftovers).values(leftovers);
  return { collections: rows.length, leftovers: leftovers.length };
}
