import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DiningType, MealKind } from '../../../lib/contract/enums';
import type {
  CollectionSource,
  CollectionState,
  ServingCounts,
} from '../../../lib/contract/serving';
import type { Db, Tx } from '../db';
import {
  associatedUsers,
  leaves,
  mealCollections,
  orderDays,
  orders,
  schoolCalendar,
} from '../schema';

// The meals of one service (decision 078), one rule for the lists, the marks, the parent's view,
// the tray labels and the end-of-service job. A meal is expected for every order day still `Order`
// of a paid order (Pay, or Unsubscribe whose day was past its cut-off), as the kitchen's sheet
// counts it (decision 047); a confirmed leave, or the school's collective leave or holiday, makes
// it Leave; a row of `meal_collections` says Collected or Missed.

export interface Service {
  unitId: number;
  date: string;
  diningType: DiningType;
}

export interface ServiceMeal {
  associatedUserId: number;
  accountId: number;
  name: string;
  classesId: number | null;
  mealKind: MealKind;
  orderDayId: number;
  state: Exclude<CollectionState, 'NotOrdered'>;
  at: Date | null;
  source: CollectionSource | null;
}

/** The school declared the day off for everyone: every ordered meal is Leave. */
const DAY_OFF = new Set(['CollectivityLeave', 'Holiday']);

/** The service's meals, of some children or of some classes only when asked. */
export async function serviceMeals(
  db: Db | Tx,
  service: Service,
  only: { children?: number[]; classes?: number[] } = {},
): Promise<ServiceMeal[]> {
  if (only.children?.length === 0 || only.classes?.length === 0) return [];
  const filters: SQL[] = [];
  if (only.children) filters.push(inArray(orderDays.associatedUserId, only.children));
  if (only.classes) filters.push(inArray(associatedUsers.classesId, only.classes));
  const ordered = await db
    .select({
      associatedUserId: orderDays.associatedUserId,
      accountId: associatedUsers.accountId,
      name: associatedUsers.userName,
      classesId: associatedUsers.classesId,
      mealKind: orderDays.mealKind,
      orderDayId: orderDays.id,
    })
    .from(orderDays)
    .innerJoin(orders, eq(orders.id, orderDays.orderId))
    .innerJoin(associatedUsers, eq(associatedUsers.id, orderDays.associatedUserId))
    .where(
      and(
        eq(orders.unitId, service.unitId),
        eq(orderDays.date, service.date),
        eq(orderDays.diningType, service.diningType),
        eq(orderDays.state, 'Order'),
        inArray(orders.orderStatus, ['Pay', 'Unsubscribe']),
        ...filters,
      ),
    )
    .orderBy(orderDays.id);
  if (ordered.length === 0) return [];
  const ids = [...new Set(ordered.map((meal) => meal.associatedUserId))];
  const [entry] = await db
    .select({ kind: schoolCalendar.kind })
    .from(schoolCalendar)
    .where(and(eq(schoolCalendar.unitId, service.unitId), eq(schoolCalendar.date, service.date)));
  const onLeave = new Set(
    (
      await db
        .select({ id: leaves.associatedUserId })
        .from(leaves)
        .where(
          and(
            inArray(leaves.associatedUserId, ids),
            eq(leaves.leaveDate, service.date),
            eq(leaves.diningType, service.diningType),
            eq(leaves.leaveStatus, 'Confirm'),
          ),
        )
    ).map((row) => row.id),
  );
  const marks = new Map(
    (await collectionsOf(db, service, ids)).map((row) => [row.associatedUserId, row]),
  );
  const seen = new Set<number>();
  const meals: ServiceMeal[] = [];
  for (const meal of ordered) {
    // One meal per child and service, whatever number of order days name it.
    if (seen.has(meal.associatedUserId)) continue;
    seen.add(meal.associatedUserId);
    const mark = marks.get(meal.associatedUserId);
    const dayOff = entry !== undefined && DAY_OFF.has(entry.kind);
    meals.push({
      ...meal,
      state: dayOff || onLeave.has(meal.associatedUserId) ? 'Leave' : (mark?.outcome ?? 'Ordered'),
      at: mark?.at ?? null,
      source: mark?.source ?? null,
    });
  }
  return meals;
}

/** The rows of `meal_collections` of a service's children. */
export function collectionsOf(db: Db | Tx, service: Service, children: number[]) {
  return db
    .select()
    .from(mealCollections)
    .where(
      and(
        inArray(mealCollections.associatedUserId, children),
        eq(mealCollections.date, service.date),
        eq(mealCollections.diningType, service.diningType),
      ),
    );
}

export function countsOf(meals: readonly { state: CollectionState }[]): ServingCounts {
  const counts = { expected: 0, collected: 0, missed: 0, leave: 0 };
  for (const { state } of meals) {
    if (state === 'Leave') counts.leave += 1;
    else if (state === 'NotOrdered') continue;
    else {
      counts.expected += 1;
      if (state === 'Collected') counts.collected += 1;
      if (state === 'Missed') counts.missed += 1;
    }
  }
  return counts;
}
