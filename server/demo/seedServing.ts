import type { DiningType } from '../../lib/contract/enums';
import { addDays, isoWeekday } from '../core/db/dates';
import type { Tx } from '../domains/db';
import {
  accounts,
  associatedUsers,
  leaves,
  mealCollections,
  orderDays,
  orders,
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
