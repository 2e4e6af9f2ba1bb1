import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { CalendarDay, CalendarKind } from '../../../lib/contract/adminCalendar';
import type { Db, Tx } from '../../db/database';
import { leaves, orderDays, orders, schoolCalendar } from '../../db/schema';
import { post, type LedgerEntry } from '../ledger';
import { monthRange } from '../schoolDays';
import { audit, type Staff } from './staff';

// The school calendar in the console (decision 049). A holiday or a collective leave day takes
// that day's paid meals out of their orders and credits each one's price: the order day becomes
// `Unsubscribe` in the same transaction as its ledger row, so a second declaration finds nothing
// left to credit (once). Meals already on leave were credited by their leave and are skipped.

export const CALENDAR_REF = 'calendar';

export function createAdminCalendar(db: Db) {
  async function month(staff: Staff, value: string): Promise<CalendarDay[]> {
    const { from, to } = monthRange(value);
    return db
      .select({ date: schoolCalendar.date, kind: schoolCalendar.kind, name: schoolCalendar.name })
      .from(schoolCalendar)
      .where(
        and(
          eq(schoolCalendar.unitId, staff.unitId),
          gte(schoolCalendar.date, from),
          lte(schoolCalendar.date, to),
        ),
      )
      .orderBy(asc(schoolCalendar.date));
  }

  async function creditDay(tx: Tx, unitId: number, date: string, kind: CalendarKind, name: string) {
    const meals = await tx
      .select({
        id: orderDays.id,
        orderId: orderDays.orderId,
        price: orderDays.price,
        associatedUserId: orderDays.associatedUserId,
        diningType: orderDays.diningType,
        accountId: orders.accountId,
      })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .where(
        and(
          eq(orders.unitId, unitId),
          eq(orderDays.date, date),
          eq(orderDays.state, 'Order'),
          inArray(orders.orderStatus, ['Pay', 'Unsubscribe']),
        ),
      )
      .for('update');
    const onLeave = new Set(
      (
        await tx
          .select({ associatedUserId: leaves.associatedUserId, diningType: leaves.diningType })
          .from(leaves)
          .where(
            and(
              eq(leaves.unitId, unitId),
              eq(leaves.leaveDate, date),
              eq(leaves.leaveStatus, 'Confirm'),
            ),
          )
      ).map((row) => `${row.associatedUserId}|${row.diningType}`),
    );
    const credited = meals.filter(
      (meal) => !onLeave.has(`${meal.associatedUserId}|${meal.diningType}`),
    );
    if (credited.length === 0) return 0;
    await tx
      .update(orderDays)
      .set({ state: 'Unsubscribe' })
      .where(
        inArray(
          orderDays.id,
          credited.map((meal) => meal.id),
        ),
      );
    for (const meal of credited) {
      await tx
        .update(orders)
        .set({ refundedAmount: sql`${orders.refundedAmount} + ${meal.price}` })
        .where(eq(orders.id, meal.orderId));
    }
    const entries: LedgerEntry[] = credited.map((meal) => ({
      accountId: meal.accountId,
      associatedUserId: meal.associatedUserId,
      type: kind === 'CollectivityLeave' ? 'Leave_Settlement' : 'Unsubscribe',
      amount: meal.price,
      remark: name,
      refType: CALENDAR_REF,
      refId: meal.id,
    }));
    await post(tx, entries);
    return credited.length;
  }

  async function declare(
    staff: Staff,
    day: { date: string; kind: CalendarKind; name: string },
  ): Promise<{ credited: number }> {
    return db.transaction(async (tx) => {
      await tx
        .insert(schoolCalendar)
        .values({ unitId: staff.unitId, ...day })
        .onConflictDoUpdate({
          target: [schoolCalendar.unitId, schoolCalendar.date],
          set: { kind: day.kind, name: day.name },
        });
      const credited =
        day.kind === 'Workday'
          ? 0
          : await creditDay(tx, staff.unitId, day.date, day.kind, day.name);
      await audit(tx, staff, 'calendar.declare', day.date, {
        kind: day.kind,
        name: day.name,
        credited,
      });
      return { credited };
    });
  }

  /** Removes the entry; meals credited when it was declared stay credited (nothing is charged). */
  async function clear(staff: Staff, date: string): Promise<{ removed: boolean }> {
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(schoolCalendar)
        .where(and(eq(schoolCalendar.unitId, staff.unitId), eq(schoolCalendar.date, date)))
        .returning({ date: schoolCalendar.date });
      if (removed.length > 0) await audit(tx, staff, 'calendar.clear', date);
      return { removed: removed.length > 0 };
    });
  }

  return { month, declare, clear };
}
