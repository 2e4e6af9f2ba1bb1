import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DiningType, MealAxisStatus } from '../../lib/contract/enums';
import { mealStyle, type MealAxisEntry, type MonthMealInfo } from '../../lib/contract/meal';
import type { Clock } from '../config';
import type { Db } from '../db/database';
import { addDays, isoWeekday, localDate } from '../db/dates';
import {
  leaves,
  mealComments,
  menus,
  orderDays,
  orders,
  schoolCalendar,
  unitDiningSettings,
} from '../db/schema';
import type { Caller } from './access';
import { selectedChild, type OwnChild } from './children';

// The meal axis (DESIGN.md): one status per child, date and dining type, derived from the school
// calendar, the dining settings (served dining types, serving times), orders, leaves and ratings.
// Every query is bounded by the child (or its unit) and the date range, on (id, date) indexes, so a
// month costs the days of the month whatever the school's size.

export const DINING_TYPES: readonly DiningType[] = ['Breakfast', 'Lunch', 'Dinner'];

export type Child = OwnChild;

export interface AxisCell {
  status: MealAxisStatus;
  mealBoxId: number | null;
}

type DiningRow = typeof unitDiningSettings.$inferSelect;

const key = (date: string, diningType: string) => `${date}|${diningType}`;

/** Local `HH:mm` of an instant in a time zone. */
function localClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

export function createMealAxis(db: Db, clock: Clock) {
  /** The selected child (children.ts): the id given, the verified header, current or first. */
  function childOf(caller: Caller, associatedUserId?: number): Promise<Child> {
    return selectedChild(db, caller, associatedUserId);
  }

  function todayOf(child: Child): string {
    return localDate(clock.now(), child.timeZone);
  }

  async function diningSettings(unitId: number): Promise<Map<string, DiningRow>> {
    const rows = await db
      .select()
      .from(unitDiningSettings)
      .where(eq(unitDiningSettings.unitId, unitId));
    return new Map(rows.map((row) => [row.diningType, row]));
  }

  /** The school calendar's exceptions in the range: Holiday, Workday, CollectivityLeave. */
  async function calendar(unitId: number, from: string, to: string): Promise<Map<string, string>> {
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

  /** A school day: a weekday that is not a holiday, or a make-up workday. */
  function isSchoolDay(date: string, kind: string | undefined): boolean {
    if (kind === 'Holiday') return false;
    if (kind === 'Workday') return true;
    return isoWeekday(date) <= 5;
  }

  /** Statuses for every date of [from, to] and each dining type asked for. */
  async function derive(
    child: Child,
    from: string,
    to: string,
    diningTypes: readonly DiningType[],
  ): Promise<Map<string, AxisCell>> {
    const dining = [...diningTypes];
    const [settings, days, ordered, leaveRows, rated, menuRows] = await Promise.all([
      diningSettings(child.unitId),
      calendar(child.unitId, from, to),
      db
        .select({
          date: orderDays.date,
          diningType: orderDays.diningType,
          orderStatus: orders.orderStatus,
        })
        .from(orderDays)
        .innerJoin(orders, eq(orders.id, orderDays.orderId))
        .where(
          and(
            eq(orderDays.associatedUserId, child.id),
            gte(orderDays.date, from),
            lte(orderDays.date, to),
            inArray(orderDays.diningType, dining),
            eq(orderDays.state, 'Order'),
            inArray(orders.orderStatus, ['Pay', 'UnPay']),
          ),
        ),
      db
        .select({ date: leaves.leaveDate, diningType: leaves.diningType })
        .from(leaves)
        .where(
          and(
            eq(leaves.associatedUserId, child.id),
            gte(leaves.leaveDate, from),
            lte(leaves.leaveDate, to),
            eq(leaves.leaveStatus, 'Confirm'),
          ),
        ),
      db
        .select({ date: mealComments.mealsDate, diningType: mealComments.diningType })
        .from(mealComments)
        .where(
          and(
            eq(mealComments.associatedUserId, child.id),
            gte(mealComments.mealsDate, from),
            lte(mealComments.mealsDate, to),
          ),
        ),
      db
        .select({ id: menus.id, date: menus.date, diningType: menus.diningType })
        .from(menus)
        .where(
          and(
            eq(menus.unitId, child.unitId),
            gte(menus.date, from),
            lte(menus.date, to),
            eq(menus.mealKind, child.mealKind),
          ),
        ),
    ]);
    const orderOf = new Map<string, string>();
    for (const row of ordered) {
      // A paid order wins over an unpaid one for the same meal.
      if (orderOf.get(key(row.date, row.diningType)) !== 'Pay')
        orderOf.set(key(row.date, row.diningType), row.orderStatus);
    }
    const onLeave = new Set(leaveRows.map((row) => key(row.date, row.diningType)));
    const ratedSet = new Set(rated.map((row) => key(row.date, row.diningType)));
    const menuOf = new Map(menuRows.map((row) => [key(row.date, row.diningType), row.id]));
    const now = clock.now();
    const today = localDate(now, child.timeZone);
    const clockNow = localClock(now, child.timeZone);

    const cells = new Map<string, AxisCell>();
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const kind = days.get(date);
      for (const diningType of dining) {
        const cellKey = key(date, diningType);
        const setting = settings.get(diningType);
        const order = orderOf.get(cellKey);
        const served =
          setting !== undefined &&
          (date < today || (date === today && clockNow >= setting.serveEnd));
        let status: MealAxisStatus;
        if (kind === 'CollectivityLeave') status = 'CollectivityLeave';
        else if (order && onLeave.has(cellKey)) status = 'Leave';
        else if (order === 'Pay' && ratedSet.has(cellKey)) status = 'Evaluate';
        else if (order === 'Pay' && served) status = 'Meals';
        else if (order === 'Pay') status = 'Order';
        else if (order === 'UnPay') status = 'Reserve';
        else if (!setting) status = 'None';
        else if (kind === 'Holiday') status = 'Holiday';
        else if (!isSchoolDay(date, kind)) status = 'Weekend';
        else status = 'UnOrder';
        cells.set(cellKey, { status, mealBoxId: menuOf.get(cellKey) ?? null });
      }
    }
    return cells;
  }

  async function month(
    child: Child,
    year: number,
    monthNumber: number,
    diningType: DiningType,
  ): Promise<MonthMealInfo> {
    const from = `${year}-${String(monthNumber).padStart(2, '0')}-01`;
    const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    const to = `${from.slice(0, 8)}${String(last).padStart(2, '0')}`;
    const cells = await derive(child, from, to, [diningType]);
    const today = todayOf(child);
    const items: MonthMealInfo['items'] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const cell = cells.get(key(date, diningType))!;
      items.push({
        value: date,
        diningType,
        style: mealStyle(cell.status, date === today),
        mealAxisStatus: cell.status,
        mealBoxId: cell.mealBoxId,
      });
    }
    return {
      year,
      month: monthNumber,
      diningType,
      today,
      items,
      generatedAt: clock.now().toISOString(),
    };
  }

  async function day(
    child: Child,
    date: string,
    diningType?: DiningType,
  ): Promise<MealAxisEntry[]> {
    const settings = await diningSettings(child.unitId);
    const served = DINING_TYPES.filter(
      (type) => settings.has(type) && (!diningType || type === diningType),
    );
    const cells = await derive(child, date, date, served);
    return served.map((type) => {
      const cell = cells.get(key(date, type))!;
      return {
        mealsDate: date,
        mealAxisStatus: cell.status,
        mealBoxId: cell.mealBoxId,
        diningType: type,
      };
    });
  }

  return { childOf, todayOf, derive, month, day, diningSettings, calendar, isSchoolDay };
}
export type MealAxisService = ReturnType<typeof createMealAxis>;
