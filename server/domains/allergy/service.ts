import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AllergyAlert, Diet, ServingAllergy } from '../../../lib/contract/allergy';
import type { DiningType } from '../../../lib/contract/enums';
import type { Clock } from '../../core/clock';
import { zonedInstant } from '../../core/db/dates';
import { DomainError, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import {
  allergyAlerts,
  allergyProfiles,
  associatedUsers,
  classes,
  grades,
  leaves,
  orderDays,
  orders,
  unitDiningSettings,
  units,
} from '../schema';
import type { Caller } from '../../core/http/caller';
import { selectedChild } from '../user';
import { alertsOf, reviewMeals, type Produce, type Scope } from './alerts';
import { mealKey, publishedMeals, unsafeDishes } from './enforce';
import { createProfiles, profileOf, type Declaration } from './profiles';

// The allergy domain's work (decision 080): profiles, the school's review, the guardian's
// alerts and cancelling an alerted meal, and who needs what left out at a service.

const byName = new Intl.Collator('zh-CN');

/**
 * What this domain needs of the order domain: one meal cancelled for its credit. Named here, not
 * imported, because the order domain places meals through this domain's checks (no cycle).
 */
export interface MealCancelling {
  cancelMeal(tx: Tx, accountId: number, orderDayId: number): Promise<number>;
}

export function createAllergy(
  db: Db,
  clock: Clock,
  orderService: MealCancelling,
  produce: Produce,
) {
  const profiles = createProfiles(clock);

  /** Looks at the meals in scope again (a publication, a verified version). */
  const review = (tx: Tx, scope: Scope) => reviewMeals(tx, scope, clock.now(), produce);

  /** The selected child's profile (the verified header's child; another family's: 404). */
  async function profile(caller: Caller) {
    const child = await selectedChild(db, caller);
    return profileOf(db, child.id);
  }

  async function declare(tx: Tx, caller: Caller, body: Declaration) {
    const child = await selectedChild(tx, caller);
    return profiles.declare(tx, caller.accountId, child.id, body);
  }

  async function reviewProfile(
    tx: Tx,
    staff: { unitId: number; accountId: number },
    childId: number,
    body: { version: number; review: 'Verified' | 'Rejected'; note: string },
  ) {
    if (await profiles.review(tx, staff, childId, body)) await review(tx, { childId });
    return profiles.pendingOf(tx, staff.unitId, childId);
  }

  /**
   * Cancels the alerted meal for its credit, past the usual cut-off but not once its service has
   * started (the tray may be on its way). A resolved alert is answered as it stands: a replay
   * credits nothing more.
   */
  async function cancel(tx: Tx, accountId: number, alertId: number): Promise<AllergyAlert> {
    const [found] = await alertsOf(tx, accountId, alertId);
    if (!found) throw notFound();
    const [row] = await tx
      .select()
      .from(allergyAlerts)
      .where(eq(allergyAlerts.id, alertId))
      .for('update');
    if (!row || row.resolvedAt !== null) return found;
    const [setting] = await tx
      .select({ serveStart: unitDiningSettings.serveStart, timeZone: units.timeZone })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .innerJoin(units, eq(units.id, orders.unitId))
      .innerJoin(
        unitDiningSettings,
        and(
          eq(unitDiningSettings.unitId, orders.unitId),
          eq(unitDiningSettings.diningType, orderDays.diningType),
        ),
      )
      .where(eq(orderDays.id, row.orderDayId));
    if (
      setting &&
      zonedInstant(row.date, setting.serveStart, setting.timeZone).getTime() <=
        clock.now().getTime()
    )
      throw new DomainError('DATE_CLOSED', serverMessages.allergyMealStarted);
    await orderService.cancelMeal(tx, accountId, row.orderDayId);
    await tx
      .update(allergyAlerts)
      .set({ resolvedAt: clock.now(), resolution: 'Cancelled' })
      .where(eq(allergyAlerts.id, row.id));
    const [after] = await alertsOf(tx, accountId, alertId);
    return after!;
  }

  /** Per class, who eats at this service with verified allergies or diets, or a declaration waiting. */
  async function service(
    unitId: number,
    query: { date: string; diningType: DiningType },
  ): Promise<ServingAllergy[]> {
    const meals = await db
      .select({
        associatedUserId: orderDays.associatedUserId,
        mealKind: orderDays.mealKind,
        name: associatedUsers.userName,
        classesId: associatedUsers.classesId,
      })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .innerJoin(associatedUsers, eq(associatedUsers.id, orderDays.associatedUserId))
      .where(
        and(
          eq(orders.unitId, unitId),
          eq(orderDays.date, query.date),
          eq(orderDays.diningType, query.diningType),
          eq(orderDays.state, 'Order'),
          inArray(orders.orderStatus, ['Pay', 'Unsubscribe']),
        ),
      );
    if (meals.length === 0) return [];
    const ids = meals.map((meal) => meal.associatedUserId);
    const onLeave = new Set(
      (
        await db
          .select({ id: leaves.associatedUserId })
          .from(leaves)
          .where(
            and(
              eq(leaves.unitId, unitId),
              eq(leaves.leaveDate, query.date),
              eq(leaves.diningType, query.diningType),
              eq(leaves.leaveStatus, 'Confirm'),
              inArray(leaves.associatedUserId, ids),
            ),
          )
      ).map((row) => row.id),
    );
    const versions = await db
      .select({
        childId: allergyProfiles.associatedUserId,
        review: allergyProfiles.review,
        allergies: allergyProfiles.allergies,
        diets: allergyProfiles.diets,
      })
      .from(allergyProfiles)
      .where(inArray(allergyProfiles.associatedUserId, ids))
      .orderBy(desc(allergyProfiles.version));
    const published = await publishedMeals(db, unitId, [query.date], [query.diningType]);
    const klasses = await db
      .select({
        id: classes.id,
        className: classes.name,
        classNumber: classes.number,
        gradeNumber: grades.number,
      })
      .from(classes)
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(eq(classes.unitId, unitId))
      .orderBy(asc(grades.number), asc(classes.number));
    const place = new Map(klasses.map((klass, at) => [klass.id, { ...klass, at }]));
    const result: (ServingAllergy & { at: number })[] = [];
    for (const meal of meals) {
      if (onLeave.has(meal.associatedUserId)) continue;
      const mine = versions.filter((version) => version.childId === meal.associatedUserId);
      const verified = mine.find((version) => version.review === 'Verified');
      const pending = mine.some((version) => version.review === 'Pending');
      const allergies = verified?.allergies ?? [];
      const diets: Diet[] = verified?.diets ?? [];
      if (allergies.length === 0 && diets.length === 0 && !pending) continue;
      const menu = published.get(mealKey(query.date, query.diningType, meal.mealKind));
      const klass = meal.classesId === null ? undefined : place.get(meal.classesId);
      result.push({
        associatedUserId: meal.associatedUserId,
        name: meal.name,
        classesId: meal.classesId ?? 0,
        className: klass?.className ?? '',
        mealKind: meal.mealKind,
        allergies,
        diets,
        pending,
        leaveOut: menu ? unsafeDishes(menu.dishes, allergies) : [],
        at: klass?.at ?? klasses.length,
      });
    }
    return result
      .sort((a, b) => a.at - b.at || byName.compare(a.name, b.name))
      .map(({ at: _at, ...row }) => row);
  }

  return {
    profile,
    declare,
    pending: (unitId: number) => profiles.pending(db, unitId),
    reviewProfile,
    review,
    alerts: (accountId: number) => alertsOf(db, accountId),
    cancel,
    service,
  };
}
export type AllergyService = ReturnType<typeof createAllergy>;
