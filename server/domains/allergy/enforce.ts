import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  AllergenCode,
  ChildAllergy,
  UnsafeDish,
  UnsafeMealRefusal,
} from '../../../lib/contract/allergy';
import type { DiningType, MealKind } from '../../../lib/contract/enums';
import { DomainError } from '../../core/errors';
import { serverMessage, serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import { allergyProfiles, menus, menuVersions, type FrozenDish } from '../schema';
import { allergenName } from './names';

// What the server enforces (decision 080): the latest Verified version's allergies, checked
// against the current published version of a meal's menu. A Pending or Rejected version changes
// nothing until the school verifies a newer one; a day without a published menu is taken and
// checked when its menu is published (alerts.ts).

type Reader = Db | Tx;

/** Each child's enforced allergies: the latest Verified version's (children without one absent). */
export async function verifiedAllergies(
  reader: Reader,
  childIds: readonly number[],
): Promise<Map<number, ChildAllergy[]>> {
  if (childIds.length === 0) return new Map();
  const rows = await reader
    .select({ childId: allergyProfiles.associatedUserId, allergies: allergyProfiles.allergies })
    .from(allergyProfiles)
    .where(
      and(
        inArray(allergyProfiles.associatedUserId, [...new Set(childIds)]),
        eq(allergyProfiles.review, 'Verified'),
      ),
    )
    .orderBy(desc(allergyProfiles.version));
  const result = new Map<number, ChildAllergy[]>();
  for (const row of rows) if (!result.has(row.childId)) result.set(row.childId, row.allergies);
  return result;
}

/** The dishes holding one of the allergies, each with the allergens it holds of them. */
export function unsafeDishes(
  dishes: readonly Pick<FrozenDish, 'name' | 'allergens'>[],
  allergies: readonly ChildAllergy[],
): UnsafeDish[] {
  const codes = new Set<AllergenCode>(allergies.map((allergy) => allergy.code));
  if (codes.size === 0) return [];
  return dishes
    .map((dish) => ({
      dish: dish.name,
      allergens: (dish.allergens ?? []).filter((code) => codes.has(code)),
    }))
    .filter((dish) => dish.allergens.length > 0);
}

export interface PublishedMeal {
  menuId: number;
  versionId: number;
  dishes: FrozenDish[];
}

export const mealKey = (date: string, diningType: DiningType, mealKind: MealKind) =>
  `${date}|${diningType}|${mealKind}`;

/** The current published versions of a school's menus on these dates, by `mealKey`. */
export async function publishedMeals(
  reader: Reader,
  unitId: number,
  dates: readonly string[],
  diningTypes?: readonly DiningType[],
): Promise<Map<string, PublishedMeal>> {
  if (dates.length === 0) return new Map();
  const rows = await reader
    .select({
      menuId: menus.id,
      date: menus.date,
      diningType: menus.diningType,
      mealKind: menus.mealKind,
      versionId: menuVersions.id,
      dishes: menuVersions.dishes,
    })
    .from(menus)
    .innerJoin(
      menuVersions,
      and(eq(menuVersions.menuId, menus.id), eq(menuVersions.version, menus.publishedVersion)),
    )
    .where(
      and(
        eq(menus.unitId, unitId),
        inArray(menus.date, [...new Set(dates)]),
        diningTypes ? inArray(menus.diningType, [...diningTypes]) : undefined,
      ),
    );
  return new Map(
    rows.map((row) => [
      mealKey(row.date, row.diningType, row.mealKind),
      { menuId: row.menuId, versionId: row.versionId, dishes: row.dishes },
    ]),
  );
}

/** "宫保鸡丁含花生" for each unsafe dish, joined. */
export function unsafeWords(dishes: readonly UnsafeDish[]): string {
  return dishes
    .map((dish) =>
      serverMessage('allergyDishHolds', {
        dish: dish.dish,
        allergens: dish.allergens.map(allergenName).join(serverMessages.mealsJoiner),
      }),
    )
    .join(serverMessages.allergyDishesJoiner);
}

export interface MealToPlace {
  childId: number;
  unitId: number;
  diningType: DiningType;
  mealKind: MealKind;
  dates: readonly string[];
}

/**
 * Refuses (409 MEAL_UNSAFE_FOR_CHILD) a meal whose published dishes hold a verified allergen of
 * the child: the message names the dish and the allergen, `data` the details and the other meal
 * kind when its menu that day is published and safe.
 */
export async function assertSafeToPlace(tx: Reader, meal: MealToPlace): Promise<void> {
  const allergies = (await verifiedAllergies(tx, [meal.childId])).get(meal.childId) ?? [];
  if (allergies.length === 0) return;
  const published = await publishedMeals(tx, meal.unitId, meal.dates, [meal.diningType]);
  for (const date of [...meal.dates].sort()) {
    const menu = published.get(mealKey(date, meal.diningType, meal.mealKind));
    if (!menu) continue;
    const dishes = unsafeDishes(menu.dishes, allergies);
    if (dishes.length === 0) continue;
    const other: MealKind = meal.mealKind === 'Muslim' ? 'Ordinary' : 'Muslim';
    const otherMenu = published.get(mealKey(date, meal.diningType, other));
    const safeMealKind =
      otherMenu && unsafeDishes(otherMenu.dishes, allergies).length === 0 ? other : null;
    const data: UnsafeMealRefusal = {
      date,
      diningType: meal.diningType,
      mealKind: meal.mealKind,
      dishes,
      safeMealKind,
    };
    const allergens = [...new Set(dishes.flatMap((dish) => dish.allergens))];
    throw new DomainError(
      'MEAL_UNSAFE_FOR_CHILD',
      serverMessage('mealUnsafeForChild', {
        dishes: unsafeWords(dishes),
        allergens: allergens.map(allergenName).join(serverMessages.mealsJoiner),
      }),
      data,
    );
  }
}
