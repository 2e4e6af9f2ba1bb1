import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import type {
  Collection,
  CollectionSource,
  CollectionState,
  ServingChild,
  ServingClass,
  TrayLabel,
} from '../../../lib/contract/serving';
import type { Clock } from '../../core/clock';
import { localDate, zonedInstant, zoneFormatter } from '../../core/db/dates';
import type { Caller } from '../../core/http/caller';
import { DomainError, notFound } from '../../core/errors';
import { serverMessage, serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import {
  associatedUsers,
  classes,
  grades,
  mealCollections,
  unitDiningSettings,
  units,
} from '../schema';
import { selectedChild } from '../user';
import { verifiedAllergies } from '../allergy';
import type { AllergenCode, ChildAllergy } from '../../../lib/contract/allergy';
import { mayServeClass, servedChild, servingScope, type ServedChild } from './access';
import type { MealCodes, MealRef } from './codes';
import { collectionsOf, countsOf, serviceMeals, type Service, type ServiceMeal } from './meals';

// The serving line (decision 078): the lists a teacher or the kitchen ticks, the marks (from a
// list or a scanned meal code), taking a mark back, the parent's view of a meal and the tray
// labels. A mark is one row of `meal_collections`, whose unique (child, date, dining type) index
// decides between two devices, two keys or two processes: the second meets the row and is refused
// with its time. Marks are taken on the service's own day only, in the school's time zone.

interface ServiceQuery {
  date: string;
  diningType: DiningType;
}

const byName = new Intl.Collator('zh-CN');

export function createServing(db: Db, clock: Clock, codes: MealCodes) {
  /** The school's serving time of a dining type; 400 when it does not serve it. */
  async function servingTime(tx: Db | Tx, unitId: number, query: ServiceQuery) {
    const [row] = await tx
      .select({ timeZone: units.timeZone, serveEnd: unitDiningSettings.serveEnd })
      .from(unitDiningSettings)
      .innerJoin(units, eq(units.id, unitDiningSettings.unitId))
      .where(
        and(
          eq(unitDiningSettings.unitId, unitId),
          eq(unitDiningSettings.diningType, query.diningType),
        ),
      );
    if (!row) throw new DomainError('DINING_NOT_SERVED', serverMessages.diningNotServed);
    return {
      timeZone: row.timeZone,
      serveEndAt: zonedInstant(query.date, row.serveEnd, row.timeZone),
    };
  }

  async function classRows(tx: Db | Tx, where: { unitId: number; ids?: number[] }) {
    return tx
      .select({
        classesId: classes.id,
        unitId: classes.unitId,
        gradeName: grades.name,
        className: classes.name,
      })
      .from(classes)
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(
        and(
          eq(classes.unitId, where.unitId),
          where.ids ? inArray(classes.id, where.ids) : undefined,
        ),
      )
      .orderBy(asc(grades.number), asc(classes.number), asc(classes.id));
  }

  /**
   * The classes the caller serves on a date: every class of the kitchen's school, or a teacher's
   * own classes (those of the school of the first, should a teacher keep classes in two).
   */
  async function classesOf(accountId: number, query: ServiceQuery) {
    const scope = await servingScope(db, accountId);
    const unit = scope.unitId ?? scope.classes.get(Math.min(...scope.classes.keys()))!;
    const ids =
      scope.unitId === null
        ? [...scope.classes].filter(([, school]) => school === unit).map(([id]) => id)
        : undefined;
    const time = await servingTime(db, unit, query);
    const rows = await classRows(db, { unitId: unit, ids });
    const meals = await serviceMeals(
      db,
      { unitId: unit, ...query },
      { classes: rows.map((row) => row.classesId) },
    );
    const result: ServingClass[] = rows.map(({ unitId: _unit, ...row }) => ({
      ...row,
      counts: countsOf(meals.filter((meal) => meal.classesId === row.classesId)),
    }));
    return { ...query, serveEndAt: time.serveEndAt.toISOString(), classes: result };
  }

  /** One class's children to tick: the meals of the service, and the pupils without one. */
  async function list(accountId: number, classesId: number, query: ServiceQuery) {
    const scope = await servingScope(db, accountId);
    const [klass] = await db
      .select({ unitId: classes.unitId })
      .from(classes)
      .where(eq(classes.id, classesId));
    if (!klass || !mayServeClass(scope, classesId, klass.unitId)) throw notFound();
    const [row] = await classRows(db, { unitId: klass.unitId, ids: [classesId] });
    const time = await servingTime(db, klass.unitId, query);
    const meals = await serviceMeals(
      db,
      { unitId: klass.unitId, ...query },
      { classes: [classesId] },
    );
    const pupils = await db
      .select({ id: associatedUsers.id, name: associatedUsers.userName })
      .from(associatedUsers)
      .where(
        and(eq(associatedUsers.classesId, classesId), eq(associatedUsers.userTypes, 'Student')),
      );
    const withMeal = new Set(meals.map((meal) => meal.associatedUserId));
    // Teachers see the verified allergen codes of the children with a meal, nothing more.
    const allergiesOf = await verifiedAllergies(
      db,
      meals.map((meal) => meal.associatedUserId),
    );
    const children: ServingChild[] = [
      ...meals.map((meal) => ({
        ...childOf(meal),
        allergies: codesOf(allergiesOf.get(meal.associatedUserId)),
      })),
      ...pupils
        .filter((pupil) => !withMeal.has(pupil.id))
        .map((pupil) => ({
          associatedUserId: pupil.id,
          name: pupil.name,
          mealKind: null,
          state: 'NotOrdered' as const,
          at: null,
          source: null,
        })),
    ].sort((a, b) => byName.compare(a.name, b.name) || a.associatedUserId - b.associatedUserId);
    return {
      ...query,
      classesId,
      gradeName: row!.gradeName,
      className: row!.className,
      serveEndAt: time.serveEndAt.toISOString(),
      children,
      counts: countsOf(children),
    };
  }

  /** Marks the meal collected in the caller's transaction, or refuses with the reason. */
  async function mark(
    tx: Tx,
    accountId: number,
    child: ServedChild,
    meal: MealRef,
    source: CollectionSource,
  ): Promise<Collection> {
    const service: Service = { unitId: child.unitId, ...meal };
    const { timeZone } = await servingTime(tx, child.unitId, meal);
    const now = clock.now();
    if (meal.date !== localDate(now, timeZone))
      throw new DomainError('NOT_SERVICE_DAY', serverMessages.notServiceDay);
    const [expected] = await serviceMeals(tx, service, { children: [child.id] });
    if (!expected) throw new DomainError('NOT_ORDERED', serverMessages.notOrdered);
    if (expected.state === 'Leave') throw new DomainError('ON_LEAVE', serverMessages.onLeave);
    const marked = {
      outcome: 'Collected' as const,
      at: now,
      byAccountId: accountId,
      source,
      classesId: child.classesId,
    };
    const [inserted] = await tx
      .insert(mealCollections)
      .values({
        ...marked,
        unitId: child.unitId,
        associatedUserId: child.id,
        date: meal.date,
        diningType: meal.diningType,
        orderDayId: expected.orderDayId,
      })
      .onConflictDoNothing()
      .returning({ id: mealCollections.id });
    if (!inserted) {
      // Collected late, after the end-of-service job had called it Missed: the meal was eaten.
      const [late] = await tx
        .update(mealCollections)
        .set(marked)
        .where(
          and(
            eq(mealCollections.associatedUserId, child.id),
            eq(mealCollections.date, meal.date),
            eq(mealCollections.diningType, meal.diningType),
            eq(mealCollections.outcome, 'Missed'),
          ),
        )
        .returning({ id: mealCollections.id });
      if (!late) {
        const [first] = await collectionsOf(tx, service, [child.id]);
        const time = first ? clockTime(first.at, timeZone) : '';
        throw new DomainError('ALREADY_COLLECTED', serverMessage('alreadyCollected', { time }));
      }
    }
    const [klass] = child.classesId
      ? await tx.select({ name: classes.name }).from(classes).where(eq(classes.id, child.classesId))
      : [];
    return {
      associatedUserId: child.id,
      name: child.userName,
      className: klass?.name ?? '',
      date: meal.date,
      diningType: meal.diningType,
      mealKind: expected.mealKind,
      collectedAt: now.toISOString(),
      source,
    };
  }

  async function collect(tx: Tx, accountId: number, meal: MealRef): Promise<Collection> {
    const scope = await servingScope(tx, accountId);
    const child = await servedChild(tx, scope, meal.associatedUserId);
    return mark(tx, accountId, child, meal, 'List');
  }

  const invalidCode = () => new DomainError('MEAL_CODE_INVALID', serverMessages.mealCodeInvalid);

  /**
   * Marks the meal a scanned code names: a code this server did not make, or of a child the
   * caller does not serve (another school's), names nothing; a code of another service is said.
   */
  async function scan(
    tx: Tx,
    accountId: number,
    body: { code: string } & ServiceQuery,
  ): Promise<Collection> {
    const scope = await servingScope(tx, accountId);
    const meal = codes.verify(body.code);
    if (!meal) throw invalidCode();
    const child = await servedChild(tx, scope, meal.associatedUserId, invalidCode);
    if (meal.date !== body.date || meal.diningType !== body.diningType)
      throw new DomainError('MEAL_CODE_OTHER_DAY', serverMessages.mealCodeOtherDay);
    return mark(tx, accountId, child, meal, 'Code');
  }

  /** Takes back a mistaken tick of the service day; a meal not ticked is left as it is. */
  async function undo(
    tx: Tx,
    accountId: number,
    meal: MealRef,
  ): Promise<{ associatedUserId: number; state: CollectionState }> {
    const scope = await servingScope(tx, accountId);
    const child = await servedChild(tx, scope, meal.associatedUserId);
    const { timeZone } = await servingTime(tx, child.unitId, meal);
    if (meal.date !== localDate(clock.now(), timeZone))
      throw new DomainError('NOT_SERVICE_DAY', serverMessages.notServiceDay);
    await tx
      .delete(mealCollections)
      .where(
        and(
          eq(mealCollections.associatedUserId, child.id),
          eq(mealCollections.date, meal.date),
          eq(mealCollections.diningType, meal.diningType),
          eq(mealCollections.outcome, 'Collected'),
        ),
      );
    const [after] = await serviceMeals(
      tx,
      { unitId: child.unitId, ...meal },
      {
        children: [child.id],
      },
    );
    return { associatedUserId: child.id, state: after?.state ?? 'NotOrdered' };
  }

  /** The selected child's meal for the parent, with the code while it can still be collected. */
  async function childMeal(caller: Caller, query: ServiceQuery) {
    const child = await selectedChild(db, caller);
    const [meal] = await serviceMeals(
      db,
      { unitId: child.unitId, ...query },
      {
        children: [child.id],
      },
    );
    const state: CollectionState = meal?.state ?? 'NotOrdered';
    const open = state === 'Ordered' && query.date >= localDate(clock.now(), child.timeZone);
    return {
      ...query,
      state,
      at: meal?.at?.toISOString() ?? null,
      code: open ? codes.sign({ associatedUserId: child.id, ...query }) : null,
    };
  }

  /** A label for every meal to be served (not on leave), in grade and class order. */
  async function labels(unitId: number, query: ServiceQuery): Promise<TrayLabel[]> {
    await servingTime(db, unitId, query);
    const meals = (await serviceMeals(db, { unitId, ...query })).filter(
      (meal) => meal.state !== 'Leave',
    );
    const rows = await classRows(db, { unitId });
    const order = new Map(rows.map((row, at) => [row.classesId, { ...row, at }]));
    const allergiesOf = await verifiedAllergies(
      db,
      meals.map((meal) => meal.associatedUserId),
    );
    const place = (meal: ServiceMeal) =>
      meal.classesId === null ? rows.length : (order.get(meal.classesId)?.at ?? rows.length);
    return meals
      .sort((a, b) => place(a) - place(b) || byName.compare(a.name, b.name))
      .map((meal) => {
        const klass = meal.classesId === null ? undefined : order.get(meal.classesId);
        return {
          associatedUserId: meal.associatedUserId,
          name: meal.name,
          gradeName: klass?.gradeName ?? '',
          className: klass?.className ?? '',
          mealKind: meal.mealKind,
          code: codes.sign({ associatedUserId: meal.associatedUserId, ...query }),
          allergies: codesOf(allergiesOf.get(meal.associatedUserId)),
        };
      });
  }

  return { classes: classesOf, list, collect, scan, undo, childMeal, labels };
}
export type ServingService = ReturnType<typeof createServing>;

const codesOf = (allergies: readonly ChildAllergy[] | undefined): AllergenCode[] =>
  (allergies ?? []).map((allergy) => allergy.code);

function childOf(meal: ServiceMeal): ServingChild {
  return {
    associatedUserId: meal.associatedUserId,
    name: meal.name,
    mealKind: meal.mealKind,
    state: meal.state,
    at: meal.at?.toISOString() ?? null,
    source: meal.source,
  };
}

/** `HH:mm` of an instant in the school's time zone. */
export function clockTime(instant: Date, timeZone: string): string {
  return zoneFormatter('en-GB', timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
