import { and, eq, gte, lte } from 'drizzle-orm';
import { addDays, isoWeekday, zonedInstant } from '../db/dates';
import type { Db, Tx } from '../db/database';
import { schoolCalendar, unitDiningSettings, units } from '../db/schema';
import { HttpError } from '../http/errors';
import { serverMessages } from '../messages';

// School rules of DESIGN.md: prices per dining type and meal kind, order and leave cut-offs in
// the school's time zone, school days from the Monday–Friday rule and the school calendar.

export interface DiningRules {
  timeZone: string;
  priceOrdinary: number;
  priceMuslim: number;
  orderDaysBefore: number;
  orderTime: string;
  leaveDaysBefore: number;
  leaveTime: string;
}

export function priceOf(rules: DiningRules, mealKind: string): number {
  return mealKind === 'Muslim' ? rules.priceMuslim : rules.priceOrdinary;
}

export function orderCutOff(rules: DiningRules, date: string): Date {
  return zonedInstant(addDays(date, -rules.orderDaysBefore), rules.orderTime, rules.timeZone);
}

export function leaveCutOff(rules: DiningRules, date: string): Date {
  return zonedInstant(addDays(date, -rules.leaveDaysBefore), rules.leaveTime, rules.timeZone);
}

export async function diningRules(
  db: Db | Tx,
  unitId: number,
  diningType: string,
): Promise<DiningRules | null> {
  const [row] = await db
    .select({
      timeZone: units.timeZone,
      priceOrdinary: unitDiningSettings.priceOrdinary,
      priceMuslim: unitDiningSettings.priceMuslim,
      orderDaysBefore: unitDiningSettings.orderDaysBefore,
      orderTime: unitDiningSettings.orderTime,
      leaveDaysBefore: unitDiningSettings.leaveDaysBefore,
      leaveTime: unitDiningSettings.leaveTime,
    })
    .from(unitDiningSettings)
    .innerJoin(units, eq(units.id, unitDiningSettings.unitId))
    .where(
      and(eq(unitDiningSettings.unitId, unitId), eq(unitDiningSettings.diningType, diningType)),
    );
  return row ?? null;
}

/** The rules of a dining type the unit serves; a clear 400 when it serves none. */
export async function servedDiningRules(
  db: Db | Tx,
  unitId: number,
  diningType: string,
): Promise<DiningRules> {
  const rules = await diningRules(db, unitId, diningType);
  if (!rules) throw new HttpError(400, serverMessages.diningNotServed, 'DINING_NOT_SERVED');
  return rules;
}

export type DayKind = 'School' | 'Weekend' | 'Holiday';

/** The kind of each date in [from, to] for a unit. */
export async function dayKinds(
  db: Db | Tx,
  unitId: number,
  from: string,
  to: string,
): Promise<Map<string, DayKind>> {
  const rows = await db
    .select({ date: schoolCalendar.date, kind: schoolCalendar.kind })
    .from(schoolCalendar)
    .where(
      and(
        eq(schoolCalendar.unitId, unitId),
        gte(schoolCalendar.date, from),
        lte(schoolCalendar.date, to),
      ),
    );
  const special = new Map(rows.map((row) => [row.date, row.kind]));
  const kinds = new Map<string, DayKind>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const kind = special.get(date);
    if (kind === 'Holiday') kinds.set(date, 'Holiday');
    else if (kind === 'Workday') kinds.set(date, 'School');
    else kinds.set(date, isoWeekday(date) >= 6 ? 'Weekend' : 'School');
  }
  return kinds;
}

/** First and last date of a `YYYY-MM` month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
