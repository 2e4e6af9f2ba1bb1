import { and, asc, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { DiningType, MealKind } from '../../../lib/contract/enums';
import type { Db, Tx } from '../db';
import { dishes, menuDishes, menus, menuVersions, orderDays, type FrozenDish } from '../schema';

// Published menus are versions (decision 063). The console edits a working copy (menu_dishes over
// the school's shared dishes); publishing freezes it into a new menu_versions row that nothing
// edits afterwards, and moves the menu's pointer. Families, the publicity pages and the kiosk read
// the pointer's version; an ordered meal reads the version published when it was ordered.

type Reader = Db | Tx;

/** Freezes each menu's working copy as its next version and points the menu at it. */
export async function publishMenus(tx: Tx, menuIds: number[], at: Date): Promise<number> {
  if (menuIds.length === 0) return 0;
  const rows = await tx
    .select({
      menuId: menuDishes.menuId,
      dishId: dishes.id,
      name: dishes.name,
      weightGrams: menuDishes.weightGrams,
      allergens: dishes.allergens,
      // Frozen with the version (decision 081): a later edit of the dish does not reach it.
      nutrients: dishes.nutrients,
    })
    .from(menuDishes)
    .innerJoin(dishes, eq(dishes.id, menuDishes.dishId))
    .where(inArray(menuDishes.menuId, menuIds))
    .orderBy(asc(menuDishes.menuId), asc(menuDishes.position));
  const frozen = new Map<number, FrozenDish[]>();
  for (const { menuId, ...dish } of rows) {
    // Stored as a value in the version's row: the dish row may change later, this version may not.
    frozen.set(menuId, [...(frozen.get(menuId) ?? []), dish]);
  }
  const latest = await tx
    .select({ menuId: menuVersions.menuId, version: max(menuVersions.version) })
    .from(menuVersions)
    .where(inArray(menuVersions.menuId, menuIds))
    .groupBy(menuVersions.menuId);
  const lastOf = new Map(latest.map((row) => [row.menuId, row.version ?? 0]));
  let count = 0;
  for (const [menuId, list] of frozen) {
    const version = (lastOf.get(menuId) ?? 0) + 1;
    await tx.insert(menuVersions).values({ menuId, version, dishes: list, publishedAt: at });
    await tx
      .update(menus)
      .set({ published: true, publishedVersion: version })
      .where(eq(menus.id, menuId));
    count += 1;
  }
  return count;
}

/** The dishes of each menu's current published version (menus never published are absent). */
export async function publishedDishesOf(
  reader: Reader,
  menuIds: number[],
): Promise<Map<number, FrozenDish[]>> {
  if (menuIds.length === 0) return new Map();
  const rows = await reader
    .select({ menuId: menuVersions.menuId, dishes: menuVersions.dishes })
    .from(menuVersions)
    .innerJoin(
      menus,
      and(eq(menus.id, menuVersions.menuId), eq(menus.publishedVersion, menuVersions.version)),
    )
    .where(inArray(menuVersions.menuId, menuIds));
  return new Map(rows.map((row) => [row.menuId, row.dishes]));
}

/**
 * The version a child's meal reads: the one published when the child's latest order of this
 * menu's meal was placed, else the current one.
 */
export async function versionForChild(
  reader: Reader,
  childId: number,
  menuId: number,
): Promise<FrozenDish[] | null> {
  const [ordered] = await reader
    .select({ dishes: menuVersions.dishes })
    .from(orderDays)
    .innerJoin(menuVersions, eq(menuVersions.id, orderDays.menuVersionId))
    .where(and(eq(orderDays.associatedUserId, childId), eq(menuVersions.menuId, menuId)))
    .orderBy(desc(orderDays.id))
    .limit(1);
  if (ordered) return ordered.dishes;
  return (await publishedDishesOf(reader, [menuId])).get(menuId) ?? null;
}

/** For an order being placed: each date's currently published version id, when there is one. */
export async function publishedVersionIds(
  tx: Tx,
  slot: { unitId: number; diningType: DiningType; mealKind: MealKind },
  dates: string[],
): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await tx
    .select({ date: menus.date, id: menuVersions.id })
    .from(menus)
    .innerJoin(
      menuVersions,
      and(eq(menuVersions.menuId, menus.id), eq(menuVersions.version, menus.publishedVersion)),
    )
    .where(
      and(
        eq(menus.unitId, slot.unitId),
        eq(menus.diningType, slot.diningType),
        eq(menus.mealKind, slot.mealKind),
        inArray(menus.date, dates),
      ),
    );
  return new Map(rows.map((row) => [row.date, row.id]));
}

/** The condition "families may see this menu": it has a published version. */
export const isPublished = () => isNotNull(menus.publishedVersion);
