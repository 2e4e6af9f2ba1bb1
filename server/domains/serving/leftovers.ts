import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import type { ServiceLeftovers, DishLeftover, PlateWaste } from '../../../lib/contract/serving';
import type { Clock } from '../../core/clock';
import { localDate } from '../../core/db/dates';
import { DomainError, notFound } from '../../core/errors';
import { serverMessage, serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import { audit, type Staff } from '../console';
import { publishedDishesOf } from '../meal';
import { classes, dishLeftovers, menus, plateWaste, units } from '../schema';

// Leftovers (decision 078): after a service the kitchen records, per dish, what it prepared and
// what came back untouched (portions or grams), and per class what the plates left when the
// school weighs them. A save replaces the dishes and classes it names and leaves the rest.

export function createLeftovers(db: Db, clock: Clock) {
  async function read(
    reader: Db | Tx,
    unitId: number,
    date: string,
    diningType: DiningType,
  ): Promise<ServiceLeftovers> {
    const [dishRows, plateRows, menuRows] = await Promise.all([
      reader
        .select({
          mealKind: dishLeftovers.mealKind,
          dishName: dishLeftovers.dishName,
          unit: dishLeftovers.unit,
          prepared: dishLeftovers.prepared,
          returned: dishLeftovers.returned,
        })
        .from(dishLeftovers)
        .where(
          and(
            eq(dishLeftovers.unitId, unitId),
            eq(dishLeftovers.date, date),
            eq(dishLeftovers.diningType, diningType),
          ),
        )
        .orderBy(asc(dishLeftovers.mealKind), asc(dishLeftovers.id)),
      reader
        .select({
          classesId: plateWaste.classesId,
          grams: plateWaste.grams,
          className: classes.name,
        })
        .from(plateWaste)
        .innerJoin(classes, eq(classes.id, plateWaste.classesId))
        .where(
          and(
            eq(plateWaste.unitId, unitId),
            eq(plateWaste.date, date),
            eq(plateWaste.diningType, diningType),
          ),
        )
        .orderBy(asc(classes.gradeId), asc(classes.number)),
      reader
        .select({ id: menus.id, mealKind: menus.mealKind })
        .from(menus)
        .where(
          and(eq(menus.unitId, unitId), eq(menus.date, date), eq(menus.diningType, diningType)),
        )
        .orderBy(asc(menus.mealKind)),
    ]);
    // What families were shown: each menu's published version, never a pending draft.
    const published = await publishedDishesOf(
      reader,
      menuRows.map((menu) => menu.id),
    );
    const menuDishes = menuRows.flatMap((menu) =>
      (published.get(menu.id) ?? []).map((dish) => ({
        mealKind: menu.mealKind,
        dishName: dish.name,
        weightGrams: dish.weightGrams,
      })),
    );
    return { date, diningType, dishes: dishRows, plates: plateRows, menuDishes };
  }

  async function service(staff: Staff, date: string, diningType: DiningType) {
    return read(db, staff.unitId, date, diningType);
  }

  async function save(
    tx: Tx,
    staff: Staff,
    input: { date: string; diningType: DiningType; dishes: DishLeftover[]; plates: PlateWaste[] },
  ): Promise<ServiceLeftovers> {
    const { date, diningType } = input;
    if (input.dishes.length === 0 && input.plates.length === 0)
      throw new DomainError('LEFTOVERS_EMPTY', serverMessages.leftoversEmpty);
    const [school] = await tx
      .select({ timeZone: units.timeZone })
      .from(units)
      .where(eq(units.id, staff.unitId));
    if (date > localDate(clock.now(), school?.timeZone ?? 'Asia/Shanghai'))
      throw new DomainError('LEFTOVERS_FUTURE', serverMessages.leftoversFuture);
    const over = input.dishes.find((dish) => dish.returned > dish.prepared);
    if (over)
      throw new DomainError(
        'LEFTOVER_OVER_PREPARED',
        serverMessage('leftoverOverPrepared', { dish: over.dishName }),
      );
    const classIds = [...new Set(input.plates.map((plate) => plate.classesId))];
    if (classIds.length > 0) {
      const own = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.unitId, staff.unitId), inArray(classes.id, classIds)));
      if (own.length !== classIds.length) throw notFound();
    }
    const at = clock.now();
    // The last entry for a dish or a class wins, as the form would have it.
    const dishes = [
      ...new Map(input.dishes.map((dish) => [`${dish.mealKind}|${dish.dishName}`, dish])).values(),
    ];
    const plates = [...new Map(input.plates.map((plate) => [plate.classesId, plate])).values()];
    for (const dish of dishes) {
      const values = { unit: dish.unit, prepared: dish.prepared, returned: dish.returned };
      await tx
        .insert(dishLeftovers)
        .values({
          unitId: staff.unitId,
          date,
          diningType,
          mealKind: dish.mealKind,
          dishName: dish.dishName,
          ...values,
          byAccountId: staff.accountId,
          recordedAt: at,
        })
        .onConflictDoUpdate({
          target: [
            dishLeftovers.unitId,
            dishLeftovers.date,
            dishLeftovers.diningType,
            dishLeftovers.mealKind,
            dishLeftovers.dishName,
          ],
          set: { ...values, byAccountId: staff.accountId, recordedAt: at },
        });
    }
    for (const plate of plates) {
      await tx
        .insert(plateWaste)
        .values({
          unitId: staff.unitId,
          date,
          diningType,
          classesId: plate.classesId,
          grams: plate.grams,
          byAccountId: staff.accountId,
          recordedAt: at,
        })
        .onConflictDoUpdate({
          target: [plateWaste.unitId, plateWaste.date, plateWaste.diningType, plateWaste.classesId],
          set: { grams: plate.grams, byAccountId: staff.accountId, recordedAt: at },
        });
    }
    await audit(tx, staff, 'leftovers.save', `${date} ${diningType}`, {
      dishes: dishes.length,
      plates: plates.length,
    });
    return read(tx, staff.unitId, date, diningType);
  }

  return { service, save };
}
