import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AdminMenu, MenuDish, MenuSlot } from '../../../lib/contract/adminMenus';
import type { DiningType, MealKind } from '../../../lib/contract/enums';
import { addDays } from '../../core/db/dates';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import { dishes, menuDishes, menus } from '../schema';
import { DomainError, invalidField, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';
import { publishedDishesOf, publishMenus } from '../meal';
import { audit, type Staff } from './staff';

// Menus in the console (decisions 048, 063). A save edits the menu's working copy, a draft;
// dishes are the school's (found by name, created when new, their allergens updated), so a dish
// keeps one allergen list across drafts. Publishing freezes the working copy as a new version:
// what families read changes only then, never through a draft or another menu's dish edit.

/** Looks again at the ordered meals of menus just published (decision 080's alerts). */
export type OnPublished = (tx: Tx, menuIds: number[]) => Promise<unknown>;

export function createAdminMenus(db: Db, clock: Clock, onPublished: OnPublished) {
  async function read(tx: Db | Tx, unitId: number, from: string, to: string) {
    const rows = await tx
      .select({
        id: menus.id,
        date: menus.date,
        diningType: menus.diningType,
        mealKind: menus.mealKind,
        published: menus.published,
        publishedVersion: menus.publishedVersion,
        name: dishes.name,
        allergens: dishes.allergens,
        nutrients: dishes.nutrients,
        weightGrams: menuDishes.weightGrams,
      })
      .from(menus)
      .innerJoin(menuDishes, eq(menuDishes.menuId, menus.id))
      .innerJoin(dishes, eq(dishes.id, menuDishes.dishId))
      .where(and(eq(menus.unitId, unitId), gte(menus.date, from), lte(menus.date, to)))
      .orderBy(
        asc(menus.date),
        asc(menus.diningType),
        asc(menus.mealKind),
        asc(menuDishes.position),
      );
    const byId = new Map<number, AdminMenu>();
    for (const row of rows) {
      const menu = byId.get(row.id) ?? {
        date: row.date,
        diningType: row.diningType,
        mealKind: row.mealKind,
        published: row.published,
        publishedVersion: row.publishedVersion,
        dishes: [],
      };
      // Nutrients only where recorded (decision 081): a dish without any reads as before.
      menu.dishes.push({
        name: row.name,
        ...(row.nutrients ? { nutrients: row.nutrients } : {}),
        weightGrams: row.weightGrams,
        allergens: row.allergens,
      });
      byId.set(row.id, menu);
    }
    // A menu without a pending draft shows what families read: its frozen version, which a
    // later edit of a shared dish does not reach.
    const frozen = await publishedDishesOf(tx, [...byId.keys()]);
    for (const [id, menu] of byId) {
      const published = frozen.get(id);
      if (menu.published && published)
        menu.dishes = published.map(({ name, nutrients, weightGrams, allergens }, index) => {
          // Versions frozen before decision 081 hold none: the dish's recorded ones then.
          const recorded = nutrients === undefined ? menu.dishes[index]?.nutrients : nutrients;
          return { name, ...(recorded ? { nutrients: recorded } : {}), weightGrams, allergens };
        });
    }
    return [...byId.values()];
  }

  function checkMonday(monday: string): void {
    if (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) throw invalidField('monday');
  }

  async function week(staff: Staff, monday: string): Promise<AdminMenu[]> {
    checkMonday(monday);
    return read(db, staff.unitId, monday, addDays(monday, 6));
  }

  /**
   * One menu for the editor: its waiting draft beside the version families read, so the kitchen
   * sees both before it saves over one or publishes. Only the caller's school's menus exist here.
   */
  async function slot(
    staff: Staff,
    where: { date: string; diningType: DiningType; mealKind: MealKind },
  ): Promise<MenuSlot> {
    const [menu] = await db
      .select({
        id: menus.id,
        published: menus.published,
        publishedVersion: menus.publishedVersion,
      })
      .from(menus)
      .where(
        and(
          eq(menus.unitId, staff.unitId),
          eq(menus.date, where.date),
          eq(menus.diningType, where.diningType),
          eq(menus.mealKind, where.mealKind),
        ),
      );
    if (!menu) throw notFound();
    // read() gives the working copy only while a draft waits; otherwise it is the version.
    const [current] = (await read(db, staff.unitId, where.date, where.date)).filter(
      (row) => row.diningType === where.diningType && row.mealKind === where.mealKind,
    );
    const frozen = (await publishedDishesOf(db, [menu.id])).get(menu.id);
    const published =
      frozen && menu.publishedVersion !== null
        ? {
            version: menu.publishedVersion,
            dishes: frozen.map(({ name, nutrients, weightGrams, allergens }) => ({
              name,
              ...(nutrients ? { nutrients } : {}),
              weightGrams,
              allergens,
            })),
          }
        : null;
    const draft = !menu.published || !published ? (current?.dishes ?? []) : null;
    return { ...where, draft, published };
  }

  async function put(
    tx: Tx,
    unitId: number,
    slot: { date: string; diningType: DiningType; mealKind: MealKind },
    list: MenuDish[],
  ): Promise<void> {
    const names = list.map((dish) => dish.name);
    // Never a deletion: an empty draft used to remove the menu, a published and paid one too.
    if (list.length === 0) throw new DomainError('MENU_INCOMPLETE', serverMessages.menuNoDishes);
    if (new Set(names).size !== names.length) throw invalidField('dishes');
    const [existing] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(
        and(
          eq(menus.unitId, unitId),
          eq(menus.date, slot.date),
          eq(menus.diningType, slot.diningType),
          eq(menus.mealKind, slot.mealKind),
        ),
      );
    if (existing) await tx.delete(menuDishes).where(eq(menuDishes.menuId, existing.id));
    // The published version and its pointer stay: families keep reading it until a publication.
    const menuId = existing
      ? (await tx.update(menus).set({ published: false }).where(eq(menus.id, existing.id)),
        existing.id)
      : (
          await tx
            .insert(menus)
            .values({ unitId, ...slot, published: false })
            .returning()
        )[0]!.id;
    const known = await tx
      .select({ id: dishes.id, name: dishes.name })
      .from(dishes)
      .where(and(eq(dishes.unitId, unitId), inArray(dishes.name, names)));
    const idOf = new Map(known.map((dish) => [dish.name, dish.id]));
    for (const dish of list) {
      const id = idOf.get(dish.name);
      // Nutrients per 100 g are the dish's, like its allergens (decision 081); absent: kept.
      const nutrients = dish.nutrients === undefined ? {} : { nutrients: dish.nutrients };
      if (id)
        await tx
          .update(dishes)
          .set({ allergens: dish.allergens, ...nutrients })
          .where(eq(dishes.id, id));
      else {
        const [made] = await tx
          .insert(dishes)
          .values({ unitId, name: dish.name, allergens: dish.allergens, ...nutrients })
          .returning();
        idOf.set(dish.name, made!.id);
      }
    }
    await tx.insert(menuDishes).values(
      list.map((dish, position) => ({
        menuId,
        dishId: idOf.get(dish.name)!,
        weightGrams: dish.weightGrams,
        position,
      })),
    );
  }

  async function save(
    tx: Tx,
    staff: Staff,
    slot: { date: string; diningType: DiningType; mealKind: MealKind },
    list: MenuDish[],
  ): Promise<AdminMenu | null> {
    await put(tx, staff.unitId, slot, list);
    await audit(tx, staff, 'menu.save', `${slot.date} ${slot.diningType} ${slot.mealKind}`, {
      dishes: list.map((dish) => dish.name),
    });
    const [menu] = (await read(tx, staff.unitId, slot.date, slot.date)).filter(
      (row) => row.diningType === slot.diningType && row.mealKind === slot.mealKind,
    );
    return menu ?? null;
  }

  async function publish(tx: Tx, staff: Staff, monday: string): Promise<{ count: number }> {
    checkMonday(monday);
    const drafts = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(
        and(
          eq(menus.unitId, staff.unitId),
          gte(menus.date, monday),
          lte(menus.date, addDays(monday, 6)),
          eq(menus.published, false),
        ),
      )
      // A concurrent publication of the week waits here, then finds these published: one
      // version per publication, never two numbered alike.
      .for('update');
    const count = await publishMenus(
      tx,
      drafts.map((row) => row.id),
      clock.now(),
    );
    // Meals already ordered for these menus: unsafe ones alert their guardians (decision 080).
    await onPublished(
      tx,
      drafts.map((row) => row.id),
    );
    await audit(tx, staff, 'menu.publish', monday, { count });
    return { count };
  }

  async function copy(tx: Tx, staff: Staff, monday: string): Promise<{ count: number }> {
    checkMonday(monday);
    const source = await read(tx, staff.unitId, monday, addDays(monday, 6));
    for (const menu of source) {
      await put(
        tx,
        staff.unitId,
        { date: addDays(menu.date, 7), diningType: menu.diningType, mealKind: menu.mealKind },
        menu.dishes,
      );
    }
    await audit(tx, staff, 'menu.copy', monday, { count: source.length });
    return { count: source.length };
  }

  return { week, slot, save, publish, copy };
}
export type AdminMenusService = ReturnType<typeof createAdminMenus>;
