import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { CalendarDay, CalendarKind } from '../../../lib/contract/adminCalendar';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import { leaves, orderDays, orders, payments, schoolCalendar, units } from '../schema';
import { addDays, localDate } from '../../core/db/dates';
import { DomainError, notFound } from '../../core/errors';
import { serverMessage } from '../../messages';
import { post, type LedgerEntry } from '../ledger';
import { monthRange } from '../school';
import { closeAlertsOf, forgetAlertsOf } from '../allergy';
import { audit, type Staff } from './staff';

// The school calendar in the console (decision 049). A holiday or a collective leave day takes
// that day's paid meals out of their orders and credits each one's price: the order day becomes
// `Unsubscribe` in the same transaction as its ledger row, so a second declaration finds nothing
// left to credit (once). Meals already on leave were credited by their leave and are skipped.
// Unpaid orders lose that day's meal in the same transaction (decision 058), also once.

export const CALENDAR_REF = 'calendar';

export function createAdminCalendar(db: Db, clock: Clock) {
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
      unitId,
      type: kind === 'CollectivityLeave' ? 'Leave_Settlement' : 'Unsubscribe',
      amount: meal.price,
      remark: name,
      refType: CALENDAR_REF,
      refId: meal.id,
    }));
    await post(tx, entries);
    await closeAlertsOf(
      tx,
      credited.map((meal) => meal.id),
      clock.now(),
    );
    return credited.length;
  }

  /**
   * Unpaid orders lose the day's meal as a family's own cancel would (decision 058): an order left
   * without meals is removed, one with other days keeps them and its amount drops by the meal's
   * price. Either way its pending payments are cancelled (their amount no longer stands), so a
   * Paid arriving for one later is credited to the balance (decision 018). Returns the meals.
   */
  async function dropUnpaid(tx: Tx, unitId: number, date: string): Promise<number> {
    const meals = await tx
      .select({ id: orderDays.id, orderId: orderDays.orderId, price: orderDays.price })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .where(
        and(eq(orders.unitId, unitId), eq(orderDays.date, date), eq(orders.orderStatus, 'UnPay')),
      )
      .for('update');
    if (meals.length === 0) return 0;
    const orderIds = [...new Set(meals.map((meal) => meal.orderId))];
    await tx
      .update(payments)
      .set({ status: 'Cancelled', settledAt: clock.now() })
      .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'Pending')));
    await forgetAlertsOf(
      tx,
      meals.map((meal) => meal.id),
    );
    await tx.delete(orderDays).where(
      inArray(
        orderDays.id,
        meals.map((meal) => meal.id),
      ),
    );
    for (const orderId of orderIds) {
      const [left] = await tx
        .select({ n: count() })
        .from(orderDays)
        .where(eq(orderDays.orderId, orderId));
      if (Number(left?.n ?? 0) === 0) {
        await tx.delete(orders).where(eq(orders.id, orderId));
        continue;
      }
      const dropped = meals
        .filter((meal) => meal.orderId === orderId)
        .reduce((sum, meal) => sum + meal.price, 0);
      await tx
        .update(orders)
        .set({ amount: sql`${orders.amount} - ${dropped}` })
        .where(eq(orders.id, orderId));
    }
    return meals.length;
  }

  /**
   * The calendar changes only from tomorrow on, by the school's clock (decision 065): today's and
   * past meals were served, or are being, so a day off declared for them would credit meals eaten
   * and empty a production sheet the kitchen already cooked from.
   */
  async function assertFromTomorrow(tx: Tx, unitId: number, date: string): Promise<void> {
    const [unit] = await tx
      .select({ timeZone: units.timeZone })
      .from(units)
      .where(eq(units.id, unitId));
    if (!unit) throw notFound();
    const today = localDate(clock.now(), unit.timeZone);
    if (date <= today)
      throw new DomainError(
        'DATE_CLOSED',
        serverMessage('calendarPast', { tomorrow: addDays(today, 1) }),
      );
  }

  async function declare(
    tx: Tx,
    staff: Staff,
    day: { date: string; kind: CalendarKind; name: string },
  ): Promise<{ credited: number }> {
    await assertFromTomorrow(tx, staff.unitId, day.date);
    await tx
      .insert(schoolCalendar)
      .values({ unitId: staff.unitId, ...day })
      .onConflictDoUpdate({
        target: [schoolCalendar.unitId, schoolCalendar.date],
        set: { kind: day.kind, name: day.name },
      });
    const dayOff = day.kind !== 'Workday';
    const credited = dayOff ? await creditDay(tx, staff.unitId, day.date, day.kind, day.name) : 0;
    const unpaidDropped = dayOff ? await dropUnpaid(tx, staff.unitId, day.date) : 0;
    await audit(tx, staff, 'calendar.declare', day.date, {
      kind: day.kind,
      name: day.name,
      credited,
      unpaidDropped,
    });
    return { credited };
  }

  /** Removes the entry; meals credited when it was declared stay credited (nothing is charged). */
  async function clear(tx: Tx, staff: Staff, date: string): Promise<{ removed: boolean }> {
    await assertFromTomorrow(tx, staff.unitId, date);
    const removed = await tx
      .delete(schoolCalendar)
      .where(and(eq(schoolCalendar.unitId, staff.unitId), eq(schoolCalendar.date, date)))
      .returning({ date: schoolCalendar.date });
    if (removed.length > 0) await audit(tx, staff, 'calendar.clear', date);
    return { removed: removed.length > 0 };
  }

  return { month, declare, clear };
}
