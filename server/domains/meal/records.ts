import { and, eq, gte, inArray } from 'drizzle-orm';
import type { DiningType, MealAxisStatus } from '../../../lib/contract/enums';
import type { MealBox, MealLogMonth, MonthSummary } from '../../../lib/contract/meal';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { menus, orderDays, orders } from '../schema';
import { notFound } from '../../core/errors';
import type { Child, MealAxisService } from './axis';
import { DINING_TYPES, slotDate } from '../school';
import { withNutrients } from './nutrition';
import { isPublished, versionForChild } from './versions';

// Read models over the meal axis: meal boxes, the meal log, the year summary, the order count.

export function createMealRecords(db: Db, clock: Clock, axis: MealAxisService) {
  /** Id 0: today's box for the child's meal kind and the dining type. Other ids: the child's unit only. */
  async function box(child: Child, id: number, diningType: DiningType = 'Lunch'): Promise<MealBox> {
    const where =
      id === 0
        ? and(
            eq(menus.unitId, child.unitId),
            eq(menus.date, axis.todayOf(child)),
            eq(menus.diningType, diningType),
            eq(menus.mealKind, child.mealKind),
            isPublished(),
          )
        : and(eq(menus.id, id), eq(menus.unitId, child.unitId), isPublished());
    const [menu] = await db.select().from(menus).where(where).limit(1);
    if (!menu) throw notFound();
    // Decision 063: what was published when the child's meal was ordered, not today's draft.
    const frozen = await withNutrients(db, (await versionForChild(db, child.id, menu.id)) ?? []);
    return {
      id: menu.id,
      date: menu.date,
      diningType: menu.diningType,
      mealKind: menu.mealKind,
      dishesWeights: frozen.map((dish) => ({
        dishId: dish.dishId,
        name: dish.name,
        nutrients: dish.nutrients ?? null,
        weight: dish.weightGrams,
        count: 1,
        allergens: dish.allergens ?? null,
      })),
      generatedAt: clock.now().toISOString(),
    };
  }

  /** Days with a served meal this year, newest first, grouped by `YYYY-MM`. */
  async function logs(child: Child, year?: number): Promise<MealLogMonth[]> {
    const today = axis.todayOf(child);
    const wanted = year ?? Number(today.slice(0, 4));
    const from = `${wanted}-01-01`;
    const to = `${wanted}-12-31` < today ? `${wanted}-12-31` : today;
    if (to < from) return [];
    const cells = await axis.derive(child, from, to, DINING_TYPES);
    const days = new Map<string, { count: number; rated: boolean }>();
    for (const [cellKey, cell] of cells) {
      if (cell.status !== 'Meals' && cell.status !== 'Evaluate') continue;
      const date = slotDate(cellKey);
      const entry = days.get(date) ?? { count: 0, rated: false };
      entry.count += 1;
      entry.rated ||= cell.status === 'Evaluate';
      days.set(date, entry);
    }
    const months = new Map<string, MealLogMonth>();
    for (const date of [...days.keys()].sort().reverse()) {
      const entry = days.get(date)!;
      const logDate = date.slice(0, 7);
      const month = months.get(logDate) ?? { logDate, mealLogs: [] };
      month.mealLogs.push({
        mealsDate: date,
        mealAxisStatus: entry.rated ? 'Evaluate' : 'Meals',
        count: entry.count,
      });
      months.set(logDate, month);
    }
    return [...months.values()];
  }

  async function yearSummary(
    child: Child,
    diningType: DiningType,
    year?: number,
  ): Promise<MonthSummary[]> {
    const wanted = year ?? Number(axis.todayOf(child).slice(0, 4));
    const cells = await axis.derive(child, `${wanted}-01-01`, `${wanted}-12-31`, [diningType]);
    const months = new Map<string, Partial<Record<MealAxisStatus, number>>>();
    for (let m = 1; m <= 12; m++) months.set(`${wanted}-${String(m).padStart(2, '0')}`, {});
    for (const [cellKey, cell] of cells) {
      const counts = months.get(slotDate(cellKey).slice(0, 7))!;
      counts[cell.status] = (counts[cell.status] ?? 0) + 1;
    }
    return [...months.entries()].map(([month, statusCounts]) => ({ month, statusCounts }));
  }

  /** Meals ordered (paid or awaiting payment) from today on. */
  async function orderCount(child: Child): Promise<number> {
    const rows = await db
      .select({ id: orderDays.id })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .where(
        and(
          eq(orderDays.associatedUserId, child.id),
          gte(orderDays.date, axis.todayOf(child)),
          eq(orderDays.state, 'Order'),
          inArray(orders.orderStatus, ['Pay', 'UnPay']),
        ),
      );
    return rows.length;
  }

  return { box, logs, yearSummary, orderCount };
}
export type MealRecordsService = ReturnType<typeof createMealRecords>;
