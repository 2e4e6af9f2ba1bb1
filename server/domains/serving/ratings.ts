import { and, between, eq, sql } from 'drizzle-orm';
import type { DiningType, MealKind } from '../../../lib/contract/enums';
import { addDays, mondayOf } from '../../core/db/dates';
import type { Db, Tx } from '../db';
import { menus, menuVersions } from '../schema';
import { readServingSettings } from './settings';

// Ratings as the school's numbers read them (decision 078): a meal's overall score (item 1 of
// the rating, one index of 1 to 5 stars; meal/comments.ts) counts for every dish of the menu
// the child ate: the published version of that date, dining type and the child's meal kind.

export interface Rating {
  date: string;
  diningType: DiningType;
  mealKind: MealKind;
  stars: number;
}

type Reader = Db | Tx;

export const menuKey = (date: string, diningType: string, mealKind: string) =>
  `${date}|${diningType}|${mealKind}`;

/** The published dishes of each menu of a period: `menuKey` → dish name → grams. */
export async function publishedMenus(
  reader: Reader,
  unitId: number,
  from: string,
  to: string,
): Promise<Map<string, Map<string, number>>> {
  const rows = await reader
    .select({
      date: menus.date,
      diningType: menus.diningType,
      mealKind: menus.mealKind,
      dishes: menuVersions.dishes,
    })
    .from(menus)
    .innerJoin(
      menuVersions,
      and(eq(menuVersions.menuId, menus.id), eq(menuVersions.version, menus.publishedVersion)),
    )
    .where(and(eq(menus.unitId, unitId), between(menus.date, from, to)));
  return new Map(
    rows.map((row) => [
      menuKey(row.date, row.diningType, row.mealKind),
      new Map(row.dishes.map((dish) => [dish.name, dish.weightGrams])),
    ]),
  );
}

/** Every overall score given to a meal of the school in the period (no names, no accounts). */
export async function ratingsOf(
  reader: Reader,
  unitId: number,
  from: string,
  to: string,
): Promise<Rating[]> {
  const result = (await reader.execute(
    sql`select mc.meals_date, mc.dining_type,
          coalesce((select d.meal_kind from order_days d where d.associated_user_id = c.id
            and d.date = mc.meals_date and d.dining_type = mc.dining_type
            order by (d.state = 'Order') desc, d.id desc limit 1), c.meal_kind) as meal_kind,
          (a.answer -> 'indexIds' ->> 0)::int as stars
        from meal_comments mc join associated_users c on c.id = mc.associated_user_id
          cross join lateral jsonb_array_elements(mc.answers) as a(answer)
        where c.unit_id = ${unitId} and mc.meals_date between ${from} and ${to}
          and (a.answer ->> 'itemId')::int = 1`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows
    .map((row) => ({
      date: String(row.meals_date),
      diningType: row.dining_type as DiningType,
      mealKind: row.meal_kind as MealKind,
      stars: Number(row.stars),
    }))
    .filter((row) => row.stars >= 1 && row.stars <= 5);
}

const PLACES = 100;
/** An average of stars to two places; null when nobody rated. */
export const averageOf = (sum: number, n: number): number | null =>
  n === 0 ? null : Math.round((sum / n) * PLACES) / PLACES;

/** Per dish name, the sum and count of the scores of the meals it was part of. */
export function byDish(
  ratings: readonly Rating[],
  menusByKey: Map<string, Map<string, number>>,
): Map<string, { stars: number; ratings: number }> {
  const dishes = new Map<string, { stars: number; ratings: number }>();
  for (const rating of ratings) {
    const names = menusByKey.get(menuKey(rating.date, rating.diningType, rating.mealKind));
    for (const name of names?.keys() ?? []) {
      const entry = dishes.get(name) ?? { stars: 0, ratings: 0 };
      entry.stars += rating.stars;
      entry.ratings += 1;
      dishes.set(name, entry);
    }
  }
  return dishes;
}

export type WeeklyDishRatings = Map<string, Map<string, { stars: number; ratings: number }>>;

/**
 * When the school shows ratings publicly (decision 078), each week's scores per dish name over
 * the weeks `from`..`to` touches, keyed by the week's Monday; null when it does not.
 */
export async function weeklyDishRatings(
  reader: Reader,
  unitId: number,
  from: string,
  to: string,
): Promise<WeeklyDishRatings | null> {
  if (!(await readServingSettings(reader, unitId)).publicRatings) return null;
  const first = mondayOf(from);
  const last = addDays(mondayOf(to), 6);
  const [ratings, published] = await Promise.all([
    ratingsOf(reader, unitId, first, last),
    publishedMenus(reader, unitId, first, last),
  ]);
  const weeks: WeeklyDishRatings = new Map();
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    const ofWeek = ratings.filter((rating) => rating.date >= monday && rating.date <= sunday);
    weeks.set(monday, byDish(ofWeek, published));
  }
  return weeks;
}

/** A dish's public rating in the week of `date`: the average and how many, never who. */
export function publicRatingOf(weeks: WeeklyDishRatings, date: string, dishName: string) {
  const rated = weeks.get(mondayOf(date))?.get(dishName);
  return {
    average: averageOf(rated?.stars ?? 0, rated?.ratings ?? 0),
    ratings: rated?.ratings ?? 0,
  };
}
