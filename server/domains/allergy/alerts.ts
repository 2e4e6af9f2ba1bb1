import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AllergyAlert, UnsafeDish } from '../../../lib/contract/allergy';
import type { DiningType } from '../../../lib/contract/enums';
import { localDate } from '../../core/db/dates';
import { serverMessage, serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import { allergyAlerts, associatedUsers, menus, orderDays, orders, units } from '../schema';
import { mealKey, publishedMeals, unsafeDishes, unsafeWords, verifiedAllergies } from './enforce';

// Standing alerts (decision 080). Whenever what a meal holds or what a child may not eat changes
// (a menu published or republished, a profile version verified), every ordered meal concerned
// is looked at again: unsafe now -> one standing alert (unique per meal and menu version; the
// standing one moves to the newest version) and a reminder to the guardian; safe now -> its open alert is resolved `MenuSafe`. Cancelling the
// meal resolves it `Cancelled` (cancel.ts).

type Reader = Db | Tx;
type AlertRow = typeof allergyAlerts.$inferSelect;

/** Where reminders go: the reminder domain's `produce`, so this domain needs no more of it. */
export type Produce = (
  tx: Tx,
  reminder: {
    accountId: number;
    kind: 'AllergyAlert';
    eventKey: string;
    body: string;
    target: { route: 'orders'; query: Record<string, string | number> };
  },
) => Promise<unknown>;

/** Which meals to look at: those of some menus, or a child's. */
export type Scope = { menuIds: number[] } | { childId: number };

const MEAL: Record<DiningType, string> = {
  Breakfast: serverMessages.diningBreakfast,
  Lunch: serverMessages.diningLunch,
  Dinner: serverMessages.diningDinner,
};

const sameDishes = (a: readonly UnsafeDish[], b: readonly UnsafeDish[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The ordered meals (state Order, paid or not) in scope, from today in the school's zone. */
async function orderedMeals(tx: Tx, scope: Scope, now: Date) {
  const columns = {
    orderDayId: orderDays.id,
    childId: orderDays.associatedUserId,
    childName: associatedUsers.userName,
    accountId: orders.accountId,
    unitId: orders.unitId,
    timeZone: units.timeZone,
    date: orderDays.date,
    diningType: orderDays.diningType,
    mealKind: orderDays.mealKind,
  };
  const base = tx
    .select(columns)
    .from(orderDays)
    .innerJoin(orders, eq(orders.id, orderDays.orderId))
    .innerJoin(associatedUsers, eq(associatedUsers.id, orderDays.associatedUserId))
    .innerJoin(units, eq(units.id, orders.unitId));
  let rows: Awaited<typeof base>;
  if ('childId' in scope) {
    rows = await base.where(
      and(eq(orderDays.associatedUserId, scope.childId), eq(orderDays.state, 'Order')),
    );
  } else {
    if (scope.menuIds.length === 0) return [];
    const slots = await tx
      .select({
        unitId: menus.unitId,
        date: menus.date,
        diningType: menus.diningType,
        mealKind: menus.mealKind,
      })
      .from(menus)
      .where(inArray(menus.id, scope.menuIds));
    if (slots.length === 0) return [];
    rows = await base.where(
      and(
        eq(orderDays.state, 'Order'),
        or(
          ...slots.map((slot) =>
            and(
              eq(orders.unitId, slot.unitId),
              eq(orderDays.date, slot.date),
              eq(orderDays.diningType, slot.diningType),
              eq(orderDays.mealKind, slot.mealKind),
            ),
          ),
        ),
      ),
    );
  }
  return rows.filter((row) => row.date >= localDate(now, row.timeZone));
}

/** Looks at the meals in scope again; returns how many alerts now stand among them. */
export async function reviewMeals(
  tx: Tx,
  scope: Scope,
  now: Date,
  produce: Produce,
): Promise<number> {
  const meals = await orderedMeals(tx, scope, now);
  if (meals.length === 0) return 0;
  const allergiesOf = await verifiedAllergies(
    tx,
    meals.map((meal) => meal.childId),
  );
  const open = await tx
    .select()
    .from(allergyAlerts)
    .where(
      and(
        inArray(
          allergyAlerts.orderDayId,
          meals.map((meal) => meal.orderDayId),
        ),
        isNull(allergyAlerts.resolvedAt),
      ),
    )
    .orderBy(desc(allergyAlerts.id));
  const openOf = new Map<number, AlertRow>();
  for (const row of open) if (!openOf.has(row.orderDayId)) openOf.set(row.orderDayId, row);
  const byUnit = new Map<number, typeof meals>();
  for (const meal of meals) byUnit.set(meal.unitId, [...(byUnit.get(meal.unitId) ?? []), meal]);
  let standing = 0;
  for (const [unitId, list] of byUnit) {
    const published = await publishedMeals(
      tx,
      unitId,
      list.map((meal) => meal.date),
    );
    for (const meal of list) {
      const menu = published.get(mealKey(meal.date, meal.diningType, meal.mealKind));
      const dishes = menu ? unsafeDishes(menu.dishes, allergiesOf.get(meal.childId) ?? []) : [];
      const current = openOf.get(meal.orderDayId);
      if (dishes.length === 0) {
        if (current)
          await tx
            .update(allergyAlerts)
            .set({ resolvedAt: now, resolution: 'MenuSafe' })
            .where(eq(allergyAlerts.id, current.id));
        continue;
      }
      standing += 1;
      // One standing alert per meal: the same dishes of the same version say nothing new.
      if (
        current &&
        current.menuVersionId === menu!.versionId &&
        sameDishes(current.dishes, dishes)
      )
        continue;
      // The standing alert follows the newest version (one per meal stands at a time); a
      // version whose alert was resolved before (a profile verified again) has it reopened.
      const [alert] = current
        ? await tx
            .update(allergyAlerts)
            .set({ menuVersionId: menu!.versionId, dishes, createdAt: now })
            .where(eq(allergyAlerts.id, current.id))
            .returning()
        : await tx
            .insert(allergyAlerts)
            .values({
              associatedUserId: meal.childId,
              orderDayId: meal.orderDayId,
              date: meal.date,
              diningType: meal.diningType,
              menuVersionId: menu!.versionId,
              dishes,
              createdAt: now,
            })
            .onConflictDoUpdate({
              target: [allergyAlerts.orderDayId, allergyAlerts.menuVersionId],
              set: { dishes, createdAt: now, resolvedAt: null, resolution: null },
            })
            .returning();
      await produce(tx, {
        accountId: meal.accountId,
        kind: 'AllergyAlert',
        eventKey: `allergy:${alert!.id}:${now.getTime()}`,
        body: serverMessage('reminderAllergyAlert', {
          child: meal.childName,
          date: meal.date,
          meal: MEAL[meal.diningType],
          dishes: unsafeWords(dishes),
        }),
        target: { route: 'orders', query: {} },
      });
    }
  }
  return standing;
}

/** Resolves the open alerts of meals that left their order (cancelled, credited, dropped). */
export async function closeAlertsOf(
  tx: Tx,
  orderDayIds: readonly number[],
  now: Date,
): Promise<void> {
  if (orderDayIds.length === 0) return;
  await tx
    .update(allergyAlerts)
    .set({ resolvedAt: now, resolution: 'Cancelled' })
    .where(
      and(inArray(allergyAlerts.orderDayId, [...orderDayIds]), isNull(allergyAlerts.resolvedAt)),
    );
}

/** Removes the alerts of meals about to be deleted (an unpaid order dropped): nothing to stand. */
export async function forgetAlertsOf(tx: Tx, orderDayIds: readonly number[]): Promise<void> {
  if (orderDayIds.length === 0) return;
  await tx.delete(allergyAlerts).where(inArray(allergyAlerts.orderDayId, [...orderDayIds]));
}

export function toAlert(row: AlertRow & { childName: string; mealKind: AllergyAlert['mealKind'] }) {
  const alert: AllergyAlert = {
    id: row.id,
    associatedUserId: row.associatedUserId,
    childName: row.childName,
    date: row.date,
    diningType: row.diningType,
    mealKind: row.mealKind,
    dishes: row.dishes,
    createdAt: row.createdAt.toISOString(),
    resolution: row.resolution ?? null,
  };
  return alert;
}

/** The account's alerts (all its children), standing first, then newest. */
export async function alertsOf(reader: Reader, accountId: number, id?: number) {
  const rows = await reader
    .select({
      alert: allergyAlerts,
      childName: associatedUsers.userName,
      mealKind: orderDays.mealKind,
    })
    .from(allergyAlerts)
    .innerJoin(associatedUsers, eq(associatedUsers.id, allergyAlerts.associatedUserId))
    .innerJoin(orderDays, eq(orderDays.id, allergyAlerts.orderDayId))
    .innerJoin(orders, eq(orders.id, orderDays.orderId))
    .where(
      and(eq(orders.accountId, accountId), id === undefined ? undefined : eq(allergyAlerts.id, id)),
    )
    .orderBy(desc(allergyAlerts.id));
  const alerts = rows.map((row) =>
    toAlert({ ...row.alert, childName: row.childName, mealKind: row.mealKind }),
  );
  return [
    ...alerts.filter((alert) => alert.resolution === null),
    ...alerts.filter((alert) => alert.resolution !== null),
  ];
}
