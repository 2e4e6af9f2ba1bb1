import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DiningType, MealKind } from '../../../lib/contract/enums';
import {
  WASTE_PERIOD_MAX_DAYS,
  type DishRating,
  type WasteReport,
  type WasteRow,
  type WeekRating,
} from '../../../lib/contract/serving';
import { mondayOf } from '../../core/db/dates';
import { DomainError } from '../../core/errors';
import { serverMessage, serverMessages } from '../../messages';
import type { Db } from '../db';
import type { Staff } from '../console';
import { classes, dishLeftovers, plateWaste } from '../schema';
import { datesBetween, DINING_TYPES } from '../school';
import { averageOf, byDish, menuKey, publishedMenus, ratingsOf } from './ratings';
import { readServingSettings } from './settings';

// The school's numbers for a period (decision 078). Every meal below is an order day still
// `Order` of a paid order (Pay, or Unsubscribe whose day was past its cut-off): the production
// sheet's rule, what the kitchen cooked for.
//   ordered       those meals;
//   leave         of them, the ones on a confirmed leave or on a collective leave day;
//   collected     of the others, the ones marked Collected at the serving line;
//   notCollected  of the others, those not Collected in a tracked service: a class's service is
//                 tracked when at least one of its meals has a row in `meal_collections`. Meals of
//                 services nobody tracked are neither collected nor not collected (nobody knows),
//                 so ordered − leave − collected − notCollected is the untracked meals.
//   uncollectedFen what the notCollected meals were paid (their order day's price);
//   leftoverGrams dishes' returned grams (portions × the published menu's weight of the dish; a
//                 dish not on that menu counts no grams) plus plates' grams;
//   wasteFen      leftoverGrams at the school's food cost per kg, rounded so that each grouping
//                 sums to the total (largest remainders).
// Each meal lands in exactly one day, one class and one dining type, so the totals equal the sum
// of the days, of the classes and of the dining types. Dish leftovers belong to no class: the
// classes carry them on one row of their own (key `kitchen`).

interface MealGroup {
  date: string;
  diningType: DiningType;
  mealKind: MealKind;
  classesId: number;
  ordered: number;
  leave: number;
  collected: number;
  notCollected: number;
  uncollectedFen: number;
}

type Counts = Omit<WasteRow, 'key' | 'label' | 'wasteFen'>;
const zero = (): Counts => ({
  ordered: 0,
  leave: 0,
  collected: 0,
  notCollected: 0,
  leftoverGrams: 0,
  uncollectedFen: 0,
});

const average = averageOf;

/** Shares `total` in proportion to `weights`, integers summing exactly to `total`. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export function checkPeriod(from: string, to: string): void {
  if (to < from || datesBetween(from, to).length > WASTE_PERIOD_MAX_DAYS)
    throw new DomainError(
      'PERIOD_INVALID',
      serverMessage('periodInvalid', { days: WASTE_PERIOD_MAX_DAYS }),
    );
}

export function createWasteReport(db: Db) {
  async function meals(unitId: number, from: string, to: string): Promise<MealGroup[]> {
    const result = (await db.execute(
      sql`with meal as (
            select d.date, d.dining_type, d.meal_kind, d.price, mc.outcome,
              coalesce(mc.classes_id, c.classes_id, 0) as classes_id,
              (exists (select 1 from leaves lv where lv.unit_id = o.unit_id
                  and lv.associated_user_id = d.associated_user_id and lv.leave_date = d.date
                  and lv.dining_type = d.dining_type and lv.leave_status = 'Confirm')
                or exists (select 1 from school_calendar sc where sc.unit_id = o.unit_id
                  and sc.date = d.date and sc.kind = 'CollectivityLeave')) as on_leave
            from order_days d join orders o on o.id = d.order_id
              join associated_users c on c.id = d.associated_user_id
              left join meal_collections mc on mc.associated_user_id = d.associated_user_id
                and mc.date = d.date and mc.dining_type = d.dining_type
            where o.unit_id = ${unitId} and d.state = 'Order'
              and o.order_status in ('Pay', 'Unsubscribe') and d.date between ${from} and ${to}
          ), tracked as (
            select date, dining_type, classes_id from meal where outcome is not null
            group by date, dining_type, classes_id
          )
          select m.date, m.dining_type, m.meal_kind, m.classes_id,
            count(*) as ordered,
            count(*) filter (where m.on_leave) as leave,
            count(*) filter (where not m.on_leave and m.outcome = 'Collected') as collected,
            count(*) filter (where not m.on_leave and t.date is not null
              and m.outcome is distinct from 'Collected') as not_collected,
            coalesce(sum(m.price) filter (where not m.on_leave and t.date is not null
              and m.outcome is distinct from 'Collected'), 0) as uncollected_fen
          from meal m left join tracked t on t.date = m.date and t.dining_type = m.dining_type
            and t.classes_id = m.classes_id
          group by m.date, m.dining_type, m.meal_kind, m.classes_id`,
    )) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((row) => ({
      date: String(row.date),
      diningType: row.dining_type as DiningType,
      mealKind: row.meal_kind as MealKind,
      classesId: Number(row.classes_id),
      ordered: Number(row.ordered),
      leave: Number(row.leave),
      collected: Number(row.collected),
      notCollected: Number(row.not_collected),
      uncollectedFen: Number(row.uncollected_fen),
    }));
  }

  async function report(staff: Staff, from: string, to: string): Promise<WasteReport> {
    checkPeriod(from, to);
    const unitId = staff.unitId;
    const [settings, groups, published, dishRows, plateRows, rated, classRows] = await Promise.all([
      readServingSettings(db, unitId),
      meals(unitId, from, to),
      publishedMenus(db, unitId, from, to),
      db
        .select()
        .from(dishLeftovers)
        .where(and(eq(dishLeftovers.unitId, unitId), between(dishLeftovers.date, from, to))),
      db
        .select()
        .from(plateWaste)
        .where(and(eq(plateWaste.unitId, unitId), between(plateWaste.date, from, to))),
      ratingsOf(db, unitId, from, to),
      db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(eq(classes.unitId, unitId))
        .orderBy(asc(classes.gradeId), asc(classes.number)),
    ]);

    const days = new Map<string, Counts>();
    const byClass = new Map<string, Counts>();
    const byDining = new Map<string, Counts>();
    const total = zero();
    const bucket = (map: Map<string, Counts>, key: string) => {
      const counts = map.get(key) ?? zero();
      map.set(key, counts);
      return counts;
    };
    // Every figure goes to its day, its class, its dining type and the total at once: that is
    // what makes each grouping sum to the totals.
    const tally = (date: string, diningType: string, classKey: string, part: Partial<Counts>) => {
      const targets = [
        bucket(days, date),
        bucket(byClass, classKey),
        bucket(byDining, diningType),
        total,
      ];
      for (const [field, value] of Object.entries(part) as [keyof Counts, number][])
        for (const target of targets) target[field] += value;
    };
    const expectedOfMenu = new Map<string, number>();
    for (const group of groups) {
      const { date, diningType, mealKind, classesId, ...counts } = group;
      tally(date, diningType, String(classesId), counts);
      const key = menuKey(date, diningType, mealKind);
      expectedOfMenu.set(key, (expectedOfMenu.get(key) ?? 0) + counts.ordered - counts.leave);
    }

    const dishes = new Map<
      string,
      { meals: number; stars: number; ratings: number; grams: number }
    >();
    const dish = (name: string) => {
      const entry = dishes.get(name) ?? { meals: 0, stars: 0, ratings: 0, grams: 0 };
      dishes.set(name, entry);
      return entry;
    };
    for (const row of dishRows) {
      const weight =
        published.get(menuKey(row.date, row.diningType, row.mealKind))?.get(row.dishName) ?? 0;
      const grams = row.unit === 'Gram' ? row.returned : row.returned * weight;
      tally(row.date, row.diningType, 'kitchen', { leftoverGrams: grams });
      dish(row.dishName).grams += grams;
    }
    for (const row of plateRows) {
      tally(row.date, row.diningType, String(row.classesId), { leftoverGrams: row.grams });
    }

    for (const [menuKey, names] of published)
      for (const name of names.keys()) dish(name).meals += expectedOfMenu.get(menuKey) ?? 0;
    const weeks = new Map<string, { stars: number; ratings: number }>();
    for (const week of new Set(datesBetween(from, to).map(mondayOf)))
      weeks.set(week, { stars: 0, ratings: 0 });
    for (const [name, entry] of byDish(rated, published)) {
      dish(name).stars += entry.stars;
      dish(name).ratings += entry.ratings;
    }
    for (const rating of rated) {
      const week = weeks.get(mondayOf(rating.date))!;
      week.stars += rating.stars;
      week.ratings += 1;
    }

    const totalFen = Math.round((total.leftoverGrams * settings.foodCostPerKg) / 1000);
    const rowsOf = (entries: [string, Counts, string][]): WasteRow[] => {
      const fen = apportion(
        totalFen,
        entries.map(([, counts]) => counts.leftoverGrams),
      );
      return entries.map(([key, counts, label], index) => ({
        key,
        label,
        ...counts,
        wasteFen: fen[index]!,
      }));
    };
    const classNames = new Map(classRows.map((row) => [String(row.id), row.name]));
    const classOrder = (key: string) =>
      key === 'kitchen'
        ? Infinity
        : key === '0'
          ? classRows.length
          : classRows.findIndex((row) => String(row.id) === key);
    return {
      from,
      to,
      foodCostPerKg: settings.foodCostPerKg,
      totals: { key: 'total', label: '', ...total, wasteFen: totalFen },
      days: rowsOf(
        [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, c]) => [k, c, k]),
      ),
      classes: rowsOf(
        [...byClass.entries()]
          .sort(([a], [b]) => classOrder(a) - classOrder(b))
          .map(([k, c]) => [
            k,
            c,
            k === 'kitchen' ? serverMessages.wasteKitchen : (classNames.get(k) ?? ''),
          ]),
      ),
      diningTypes: rowsOf(
        [...byDining.entries()]
          .sort(([a], [b]) => DINING_TYPES.indexOf(a as never) - DINING_TYPES.indexOf(b as never))
          .map(([k, c]) => [k, c, k]),
      ),
      dishes: [...dishes.entries()]
        .map(([name, entry]): DishRating => ({
          dishName: name,
          meals: entry.meals,
          average: average(entry.stars, entry.ratings),
          ratings: entry.ratings,
          leftoverGrams: entry.grams,
        }))
        .sort((a, b) => b.meals - a.meals || a.dishName.localeCompare(b.dishName)),
      weeks: [...weeks.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([week, entry]): WeekRating => ({
          week,
          average: average(entry.stars, entry.ratings),
          ratings: entry.ratings,
        })),
    };
  }

  return { report };
}
