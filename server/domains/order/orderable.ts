import type { DiningType } from '../../../lib/contract/enums';
import type { OrderOptions } from '../../../lib/contract/order';
import type { Tx } from '../db';
import { ownChild } from '../user';
import { isFunctionOn } from '../school';

// Whether chosen meals could be ordered now as day orders (decision 065): the day order's own
// rules, read from `options` (cut-offs, holidays and weekends, the child's own meals, its window
// of days ahead) and the school's order switch. A multiple-meal package is
// checked with it before it is paid and again when its money arrives, so it never holds a meal a
// day order could not.

/** Why a meal cannot be ordered: a date's status, past the window, or the switch off. */
export type FaultReason = 'Closed' | 'Holiday' | 'Weekend' | 'Ordered' | 'TooFar' | 'Off';

export interface MealFault {
  date: string;
  diningType: DiningType;
  reason: FaultReason;
}

export interface Orderable {
  /** The price of one meal for the child; 0 when the order switch is off. */
  price: number;
  /** The dates that can be ordered, sorted. */
  open: string[];
  faults: MealFault[];
}

type Options = (
  accountId: number,
  associatedUserId: number,
  diningType: DiningType,
  mealKind: undefined,
  month: undefined,
  tx: Tx,
) => Promise<OrderOptions>;

export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

export function createOrderable(options: Options) {
  return async function orderable(
    tx: Tx,
    accountId: number,
    associatedUserId: number,
    diningType: DiningType,
    dates: readonly string[],
  ): Promise<Orderable> {
    const kid = await ownChild(tx, accountId, associatedUserId);
    const sorted = [...dates].sort();
    if (!(await isFunctionOn(tx, kid.unitId, diningType, 'order')))
      return {
        price: 0,
        open: [],
        faults: sorted.map((date) => ({ date, diningType, reason: 'Off' as const })),
      };
    // Without a month, `options` answers the day order's own window (tomorrow on, 31 days), the
    // only dates `place` accepts: anything past it is too far ahead.
    const answer = await options(accountId, kid.id, diningType, undefined, undefined, tx);
    const status = new Map(answer.dates.map((entry) => [entry.date, entry.status as string]));
    const price = answer.price;
    const open: string[] = [];
    const faults: MealFault[] = [];
    for (const date of sorted) {
      const found = status.get(date);
      if (found === 'Available') open.push(date);
      else
        faults.push({
          date,
          diningType,
          reason: found === undefined ? 'TooFar' : (found as FaultReason),
        });
    }
    return { price, open, faults };
  };
}
