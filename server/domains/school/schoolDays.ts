import { and, eq, gte, lte } from 'drizzle-orm';
import type { DiningType, MealKind } from '../../../lib/contract/enums';
import { addDays, isoWeekday, zonedInstant } from '../../core/db/dates';
import type { Db, Tx } from '../db';
import { schoolCalendar, unitDiningSettings, units } from '../schema';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';

// School days and meal slots (decision 010), one module for everything the calendar and
// ordering must agree on: which dates are school days (weekends, holidays, make-up workdays,
// collective leave), month ranges, the dining settings of a unit (which dining types it serves,
// prices, cut-offs, serving times) and the key of one meal slot (date + dining type).

export const DINING_TYPES: readonly DiningType[] = ['Breakfast', 'Lunch', 'Dinner'];

/** The key of one meal slot of a child: a date and a dining type. */
export function slotKey(date: string, diningType: string): string {
  return `${date}|${diningType}`;
}

/** The date of a slot key. */
export function slotDate(key: string): string {
  return key.slice(0, 10);
}

/** A school calendar entry: the exceptions to the Monday–Friday rule. */
export type CalendarEntry = 'Holiday' | 'Workday' | 'CollectivityLeave';

export type DayKind = 'School' | 'Weekend' | 'Holiday';

/**
 * The kind of a date: a holiday is never a school day, a make-up workday always is, otherwise
 * Monday–Friday are. A collective leave is a school day the school declared off for everyone;
 * callers that care (the meal axis) check the entry itself.
 */
export function classifyDay(date: string, entry: string | undefined): DayKind {
  if (entry === 'Holiday') return 'Holiday';
  if (entry === 'Workday') return 'School';
  return isoWeekday(date) >= 6 ? 'Weekend' : 'School';
}

/** Every date of [from, to]. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  // Plain arithmetic: a month calendar lists its days twice per request, and Date parsing and
  // formatting each day was a visible part of a cached month's time (decision 038).
  let [year, month, day] = from.split('-').map(Number) as [number, number, number];
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return dates;
  const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
  let length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  for (let date = from; date <= to;) {
    dates.push(date);
    day += 1;
    if (day > length) {
      day = 1;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
      length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    }
    date = `${year}-${pad(month)}-${pad(day)}`;
  }
  return dates;
}

/** First and last date of a month, given as `YYYY-MM` or as year and month number. */
export function monthRange(month: string | number, monthNumber?: number) {
  const [year, m] =
    typeof month === 'number'
      ? [month, monthNumber!]
      : (month.split('-').map(Number) as [number, number]);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const prefix = `${year}-${String(m).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

/** The school calendar's entries of a unit in [from, to]. */
export async function calendarEntries(
  db: Db | Tx,
  unitId: number,
  from: string,
  to: string,
): Promise<Map<string, string>> {
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
  return new Map(rows.map((row) => [row.date, row.kind]));
}

/** The kind of each date in [from, to] for a unit. */
export async function dayKinds(
  db: Db | Tx,
  unitId: number,
  from: string,
  to: string,
): Promise<Map<string, DayKind>> {
  const entries = await calendarEntries(db, unitId, from, to);
  return new Map(
    datesBetween(from, to).map((date) => [date, classifyDay(date, entries.get(date))]),
  );
}

export type DiningSetting = typeof unitDiningSettings.$inferSelect;

/** The unit's dining settings by dining type; a unit serves the dining types it has rows for. */
export async function diningSettings(
  db: Db | Tx,
  unitId: number,
): Promise<Map<DiningType, DiningSetting>> {
  const rows = await db
    .select()
    .from(unitDiningSettings)
    .where(eq(unitDiningSettings.unitId, unitId));
  return new Map(rows.map((row) => [row.diningType, row]));
}

/** The instant a deadline `daysBefore` days before `date` at local `time` falls on. */
export function cutOff(date: string, daysBefore: number, time: string, timeZone: string): Date {
  return zonedInstant(addDays(date, -daysBefore), time, timeZone);
}

export interface DiningRules {
  timeZone: string;
  priceOrdinary: number;
  priceMuslim: number;
  orderDaysBefore: number;
  orderTime: string;
  leaveDaysBefore: number;
  leaveTime: string;
}

export function priceOf(rules: DiningRules, mealKind: MealKind): number {
  return mealKind === 'Muslim' ? rules.priceMuslim : rules.priceOrdinary;
}

/** Day orders for a date close at the unit's order deadline (default 16:00 the day before). */
export function orderCutOff(rules: DiningRules, date: string): Date {
  return cutOff(date, rules.orderDaysBefore, rules.orderTime, rules.timeZone);
}

export function leaveCutOff(rules: DiningRules, date: string): Date {
  return cutOff(date, rules.leaveDaysBefore, rules.leaveTime, rules.timeZone);
}

/** What `DiningRules` is read from: the unit's time zone and its dining type's settings. */
export const diningRulesColumns = {
  timeZone: units.timeZone,
  priceOrdinary: unitDiningSettings.priceOrdinary,
  priceMuslim: unitDiningSettings.priceMuslim,
  orderDaysBefore: unitDiningSettings.orderDaysBefore,
  orderTime: unitDiningSettings.orderTime,
  leaveDaysBefore: unitDiningSettings.leaveDaysBefore,
  leaveTime: unitDiningSettings.leaveTime,
};

/** A dining type's rules with the unit's time zone; null when the unit does not serve it. */
export async function diningRules(
  db: Db | Tx,
  unitId: number,
  diningType: DiningType,
): Promise<DiningRules | null> {
  const [row] = await db
    .select(diningRulesColumns)
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
  diningType: DiningType,
): Promise<DiningRules> {
  const rules = await diningRules(db, unitId, diningType);
  if (!rules) throw new DomainError('DINING_NOT_SERVED', serverMessages.diningNotServed);
  return rules;
}
