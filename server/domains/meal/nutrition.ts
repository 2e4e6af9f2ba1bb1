import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DiningType, Gender } from '../../../lib/contract/enums';
import type {
  NutritionAverage,
  NutritionMeal,
  NutritionWeek,
  Nutrients,
} from '../../../lib/contract/nutrition';
import {
  ageFromBirthYear,
  ageGroupOfAge,
  ageOfGrade,
  mealTarget,
  type AgeGroup,
} from '../../../lib/nutrition/targets';
import { averageTotals, dishesWithout, mealTotals, verdicts } from '../../../lib/nutrition/totals';
import { addDays } from '../../core/db/dates';
import type { Db } from '../db';
import {
  associatedUsers,
  classes,
  dishes,
  grades,
  menus,
  menuVersions,
  orderDays,
  orders,
  type FrozenDish,
} from '../schema';
import type { Child } from './axis';
import { DINING_TYPES } from '../school';
import { isPublished } from './versions';

// A child's week of ordered meals against WS/T 554-2017 (decision 081). Each meal reads the
// version frozen on its order day when there is one (decision 063), else the current published
// version; a version published before nutrients were frozen reads the dishes' recorded ones.

/** The child's age group: the guardian's birth year first, else the class's grade. */
async function ageOf(
  db: Db,
  child: Child,
  date: string,
): Promise<{ group: AgeGroup; from: NutritionWeek['ageFrom']; gender: Gender }> {
  const [row] = await db
    .select({
      birthYear: associatedUsers.birthYear,
      gender: associatedUsers.gender,
      gradeName: grades.name,
      gradeNumber: grades.number,
    })
    .from(associatedUsers)
    .leftJoin(classes, eq(classes.id, associatedUsers.classesId))
    .leftJoin(grades, eq(grades.id, classes.gradeId))
    .where(eq(associatedUsers.id, child.id));
  const gender = row?.gender ?? 'Other';
  if (row?.birthYear) {
    return {
      group: ageGroupOfAge(ageFromBirthYear(row.birthYear, date)),
      from: 'birthYear',
      gender,
    };
  }
  if (row?.gradeName && row.gradeNumber !== null) {
    const age = ageOfGrade({ name: row.gradeName, number: row.gradeNumber });
    return { group: ageGroupOfAge(age), from: 'grade', gender };
  }
  // Neither: the youngest group, said so in `ageFrom`.
  return { group: '6-8', from: 'none', gender };
}

/** Frozen dishes with their nutrients, filled from the dish rows for versions before 081. */
export async function withNutrients(db: Db, list: FrozenDish[]): Promise<FrozenDish[]> {
  const missing = list.filter((dish) => dish.nutrients === undefined).map((dish) => dish.dishId);
  if (missing.length === 0) return list;
  const rows = await db
    .select({ id: dishes.id, nutrients: dishes.nutrients })
    .from(dishes)
    .where(inArray(dishes.id, missing));
  const byId = new Map(rows.map((row) => [row.id, row.nutrients]));
  return list.map((dish) =>
    dish.nutrients === undefined ? { ...dish, nutrients: byId.get(dish.dishId) ?? null } : dish,
  );
}

export function createMealNutrition(db: Db) {
  async function week(child: Child, start: string): Promise<NutritionWeek> {
    const end = addDays(start, 6);
    const age = await ageOf(db, child, start);
    const ordered = await db
      .select({
        date: orderDays.date,
        diningType: orderDays.diningType,
        frozen: menuVersions.dishes,
      })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .leftJoin(menuVersions, eq(menuVersions.id, orderDays.menuVersionId))
      .where(
        and(
          eq(orderDays.associatedUserId, child.id),
          gte(orderDays.date, start),
          lte(orderDays.date, end),
          eq(orderDays.state, 'Order'),
          inArray(orders.orderStatus, ['Pay', 'UnPay']),
        ),
      );
    const current = await db
      .select({ date: menus.date, diningType: menus.diningType, dishes: menuVersions.dishes })
      .from(menus)
      .innerJoin(
        menuVersions,
        and(eq(menuVersions.menuId, menus.id), eq(menuVersions.version, menus.publishedVersion)),
      )
      .where(
        and(
          eq(menus.unitId, child.unitId),
          eq(menus.mealKind, child.mealKind),
          gte(menus.date, start),
          lte(menus.date, end),
          isPublished(),
        ),
      );
    const currentOf = new Map(current.map((row) => [`${row.date}|${row.diningType}`, row.dishes]));

    const meals: NutritionMeal[] = [];
    const seen = new Set<string>();
    const sorted = [...ordered].sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        DINING_TYPES.indexOf(a.diningType) - DINING_TYPES.indexOf(b.diningType),
    );
    for (const row of sorted) {
      const key = `${row.date}|${row.diningType}`;
      if (seen.has(key)) continue;
      const frozen = row.frozen ?? currentOf.get(key);
      if (!frozen) continue;
      seen.add(key);
      const list = await withNutrients(db, frozen);
      const totals = mealTotals(list);
      const target = mealTarget(age.group, row.diningType, age.gender);
      meals.push({
        date: row.date,
        diningType: row.diningType,
        totals,
        target,
        verdicts: verdicts(totals, target),
        dishesWithout: dishesWithout(list),
      });
    }

    const averages: NutritionAverage[] = [];
    for (const diningType of DINING_TYPES as readonly DiningType[]) {
      const of = meals.filter((meal) => meal.diningType === diningType);
      if (of.length === 0) continue;
      const totals: Nutrients = averageTotals(of.map((meal) => meal.totals));
      const target = mealTarget(age.group, diningType, age.gender);
      averages.push({
        diningType,
        meals: of.length,
        totals,
        target,
        verdicts: verdicts(totals, target),
      });
    }
    return { start, ageGroup: age.group, ageFrom: age.from, meals, averages };
  }

  return { week };
}
