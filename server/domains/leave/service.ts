import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DiningType, LeaveStatus } from '../../../lib/contract/enums';
import { LEAVE_REASON_MAX, type Leave, type LeaveableDate } from '../../../lib/contract/leave';
import type { Paged } from '../../../lib/contract/core';
import type { Clock } from '../../core/clock';
import { localDate, localDateTime } from '../../core/db/dates';
import type { Db, Tx } from '../db';
import { leaves, orderDays, orders } from '../schema';
import { DomainError, notFound } from '../../core/errors';
import { ownChild } from '../user';
import { balanceOf, lockAccount, netByRef, post } from '../ledger';
import { serverMessage, serverMessages } from '../../messages';
import { assertFunctionOn } from '../school';
import { diningRules, leaveCutOff, servedDiningRules, slotKey, type DiningRules } from '../school';

// Leave (DESIGN.md): asked for one paid meal before that dining type's leave cut-off. Leave on a
// paid day credits the day's price (Leave_Settlement) in the same transaction as the new leave;
// cancelling it charges the credit back, refused when the balance cannot cover it. The order day
// itself stays `Order`: the meal axis shows Leave for an ordered meal with a Confirm leave, and
// cancelling the order skips days on leave (they were credited already).

type LeaveRow = typeof leaves.$inferSelect;

export interface LeaveTarget {
  associatedUserId: number;
  leaveDate: string;
  diningType: DiningType;
}

/** Asking: the target's date and any more `dates` (decision 086), and an optional reason. */
export interface LeaveAsk extends LeaveTarget {
  dates?: string[];
  reason?: string;
}

export const LEAVE_REF = 'leave';

/**
 * What was paid for each of an order's meals (the order domain's, decision 086), handed in by
 * the app so the two domains do not import each other.
 */
export type PaidPrices = (
  tx: Db | Tx,
  order: typeof orders.$inferSelect,
  days: { id: number; price: number }[],
) => Promise<Map<number, number>>;

export function createLeaves(db: Db, clock: Clock, paidPricesOf: PaidPrices) {
  function assertOpen(rules: DiningRules, date: string): void {
    const cutOff = leaveCutOff(rules, date);
    if (cutOff.getTime() <= clock.now().getTime())
      throw new DomainError(
        'LEAVE_CLOSED',
        serverMessage('leaveDayClosed', { date, time: localDateTime(cutOff, rules.timeZone) }),
        // The form names the day and its cut-off in the user's language.
        { date, cutOff: cutOff.toISOString() },
      );
  }

  /** The paid meal (order day of a Pay order) for this child, date and dining type. */
  async function paidMeal(tx: Db | Tx, target: LeaveTarget) {
    const [row] = await tx
      .select({ id: orderDays.id, price: orderDays.price, order: orders })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .where(
        and(
          eq(orderDays.associatedUserId, target.associatedUserId),
          eq(orderDays.date, target.leaveDate),
          eq(orderDays.diningType, target.diningType),
          eq(orderDays.state, 'Order'),
          eq(orders.orderStatus, 'Pay'),
        ),
      );
    return row;
  }

  async function standing(tx: Db | Tx, target: LeaveTarget): Promise<LeaveRow | undefined> {
    const [row] = await tx
      .select()
      .from(leaves)
      .where(
        and(
          eq(leaves.associatedUserId, target.associatedUserId),
          eq(leaves.leaveDate, target.leaveDate),
          eq(leaves.diningType, target.diningType),
          eq(leaves.leaveStatus, 'Confirm'),
        ),
      )
      .orderBy(desc(leaves.id))
      .limit(1);
    return row;
  }

  /** The latest leave of the meal is closed but still credited: its order was cancelled. */
  async function closedWithItsOrder(tx: Db | Tx, target: LeaveTarget): Promise<boolean> {
    const [latest] = await tx
      .select()
      .from(leaves)
      .where(
        and(
          eq(leaves.associatedUserId, target.associatedUserId),
          eq(leaves.leaveDate, target.leaveDate),
          eq(leaves.diningType, target.diningType),
        ),
      )
      .orderBy(desc(leaves.id))
      .limit(1);
    if (!latest || latest.leaveStatus !== 'Cancel') return false;
    return ((await creditedOf(tx, [latest.id])).get(latest.id) ?? 0) > 0;
  }

  /** Net fen the ledger credited for each leave (credit minus charge-back). */
  async function creditedOf(tx: Db | Tx, ids: number[]): Promise<Map<number, number>> {
    const net = await netByRef(tx, LEAVE_REF, ids);
    return new Map([...net].map(([id, fen]) => [id, Math.max(0, fen)]));
  }

  function toLeave(row: LeaveRow, userName: string, credited: number): Leave {
    return {
      id: row.id,
      associatedUserId: row.associatedUserId,
      userName,
      leaveDate: row.leaveDate,
      diningType: row.diningType,
      leaveStatus: row.leaveStatus,
      credited,
      reason: row.reason ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * Asks for leave inside the caller's transaction; `Confirm` once it stands for every day asked.
   * Several days (decision 086) are all or nothing: the first day past its cut-off or without a
   * paid meal refuses the request, naming the day, and the transaction writes nothing. Each new
   * leave credits what was paid for its meal, never more (a package's or coupon's discount is the
   * school's money).
   */
  async function request(tx: Tx, accountId: number, ask: LeaveAsk): Promise<LeaveStatus> {
    const kid = await ownChild(tx, accountId, ask.associatedUserId);
    const reason = ask.reason?.trim() ? ask.reason.trim() : null;
    if (reason && [...reason].length > LEAVE_REASON_MAX)
      throw new DomainError(
        'INVALID_INPUT',
        serverMessage('leaveReasonTooLong', { max: LEAVE_REASON_MAX }),
      );
    // One money mover per account at a time: two different keys for the same meal cannot both
    // pass the "no leave yet" check below.
    await lockAccount(tx, accountId);
    const rules = await servedDiningRules(tx, kid.unitId, ask.diningType);
    await assertFunctionOn(tx, kid.unitId, ask.diningType, 'leave');
    const dates = [...new Set([ask.leaveDate, ...(ask.dates ?? [])])].sort();
    for (const leaveDate of dates) {
      const target = { associatedUserId: kid.id, leaveDate, diningType: ask.diningType };
      assertOpen(rules, leaveDate);
      if (await standing(tx, target)) continue;
      const meal = await paidMeal(tx, target);
      if (!meal)
        throw new DomainError(
          'LEAVE_NOT_ALLOWED',
          serverMessage('leaveDayNotAllowed', { date: leaveDate }),
          { date: leaveDate },
        );
      const [row] = await tx
        .insert(leaves)
        .values({
          accountId,
          associatedUserId: kid.id,
          unitId: kid.unitId,
          leaveDate,
          diningType: ask.diningType,
          leaveStatus: 'Confirm',
          reason,
          createdAt: clock.now(),
        })
        .returning();
      const paid = (await paidPricesOf(tx, meal.order, [meal])).get(meal.id) ?? 0;
      await post(tx, [
        {
          accountId,
          associatedUserId: kid.id,
          unitId: kid.unitId,
          type: 'Leave_Settlement',
          amount: paid,
          refType: LEAVE_REF,
          refId: row!.id,
        },
      ]);
    }
    return 'Confirm';
  }

  /** Cancels the standing leave: the meal is back on and its credit charged again. */
  async function cancel(tx: Tx, accountId: number, target: LeaveTarget): Promise<Leave> {
    const kid = await ownChild(tx, accountId, target.associatedUserId);
    await lockAccount(tx, accountId);
    const leave = await standing(tx, target);
    if (!leave) {
      // The order was cancelled under the leave: it was closed with its credit kept.
      if (await closedWithItsOrder(tx, target))
        throw new DomainError('LEAVE_ORDER_GONE', serverMessages.leaveOrderGone);
      throw notFound();
    }
    const rules = await servedDiningRules(tx, kid.unitId, target.diningType);
    assertOpen(rules, target.leaveDate);
    // A cancelled order cannot give the meal back.
    if (!(await paidMeal(tx, target)))
      throw new DomainError('LEAVE_ORDER_GONE', serverMessages.leaveOrderGone);
    const credited = (await creditedOf(tx, [leave.id])).get(leave.id) ?? 0;
    if (credited > (await balanceOf(tx, accountId, kid.unitId)))
      throw new DomainError('INSUFFICIENT_BALANCE', serverMessages.leaveChargeBackShort);
    const [updated] = await tx
      .update(leaves)
      .set({ leaveStatus: 'Cancel' })
      .where(eq(leaves.id, leave.id))
      .returning();
    await post(tx, [
      {
        accountId,
        associatedUserId: kid.id,
        unitId: kid.unitId,
        type: 'OrderDay',
        amount: credited,
        remark: 'leave cancelled',
        refType: LEAVE_REF,
        refId: leave.id,
      },
    ]);
    return toLeave(updated!, kid.userName, 0);
  }

  async function list(
    accountId: number,
    associatedUserId: number,
    page: number,
    size: number,
  ): Promise<Paged<Leave>> {
    const kid = await ownChild(db, accountId, associatedUserId);
    const where = and(eq(leaves.accountId, accountId), eq(leaves.associatedUserId, kid.id));
    const [total] = await db.select({ n: count() }).from(leaves).where(where);
    const rows = await db
      .select()
      .from(leaves)
      .where(where)
      .orderBy(desc(leaves.leaveDate), desc(leaves.id))
      .limit(size)
      .offset(page * size);
    const credited = await creditedOf(
      db,
      rows.map((row) => row.id),
    );
    return {
      content: rows.map((row) => toLeave(row, kid.userName, credited.get(row.id) ?? 0)),
      page,
      size,
      total: Number(total?.n ?? 0),
    };
  }

  /** Paid meals from today on, not on leave yet, whose leave cut-off is still ahead. */
  async function available(
    accountId: number,
    associatedUserId: number,
    diningType?: DiningType,
    withClosed = false,
  ): Promise<LeaveableDate[]> {
    const kid = await ownChild(db, accountId, associatedUserId);
    const today = localDate(clock.now(), kid.timeZone);
    const meals = await db
      .select({ date: orderDays.date, diningType: orderDays.diningType })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .where(
        and(
          eq(orderDays.associatedUserId, kid.id),
          gte(orderDays.date, today),
          eq(orderDays.state, 'Order'),
          eq(orders.orderStatus, 'Pay'),
          diningType ? eq(orderDays.diningType, diningType) : undefined,
        ),
      )
      .orderBy(asc(orderDays.date));
    const onLeave = await db
      .select({ date: leaves.leaveDate, diningType: leaves.diningType })
      .from(leaves)
      .where(
        and(
          eq(leaves.associatedUserId, kid.id),
          gte(leaves.leaveDate, today),
          eq(leaves.leaveStatus, 'Confirm'),
        ),
      );
    const taken = new Set(onLeave.map((row) => slotKey(row.date, row.diningType)));
    const rulesByDining = new Map<string, DiningRules | null>();
    const now = clock.now().getTime();
    const result: LeaveableDate[] = [];
    for (const meal of meals) {
      if (taken.has(slotKey(meal.date, meal.diningType))) continue;
      if (!rulesByDining.has(meal.diningType))
        rulesByDining.set(meal.diningType, await diningRules(db, kid.unitId, meal.diningType));
      const rules = rulesByDining.get(meal.diningType);
      if (!rules) continue;
      const cutOff = leaveCutOff(rules, meal.date);
      const closed = cutOff.getTime() <= now;
      if (closed && !withClosed) continue;
      result.push({
        leaveDate: meal.date,
        diningType: meal.diningType,
        cutOff: cutOff.toISOString(),
        ...(withClosed ? { closed } : {}),
      });
    }
    return result;
  }

  return { request, cancel, list, available };
}

export type LeavesService = ReturnType<typeof createLeaves>;

/** Order days of an order that are on a Confirm leave (credited by the leave, not by cancel). */
/**
 * An order is cancelled with days on leave (so a meal is never credited twice): their leave is closed (`Cancel`,
 * its credit kept: the ledger says what it gave) so it cannot stand for a later order of the same
 * meal, whose day would otherwise read as on leave and never be credited.
 */
export async function closeLeavesOfCancelledDays(
  tx: Db | Tx,
  days: { associatedUserId: number; date: string; diningType: DiningType }[],
): Promise<void> {
  for (const day of days) {
    await tx
      .update(leaves)
      .set({ leaveStatus: 'Cancel' })
      .where(
        and(
          eq(leaves.associatedUserId, day.associatedUserId),
          eq(leaves.leaveDate, day.date),
          eq(leaves.diningType, day.diningType),
          eq(leaves.leaveStatus, 'Confirm'),
        ),
      );
  }
}

export async function daysOnLeave(
  tx: Db | Tx,
  days: { associatedUserId: number; date: string; diningType: string }[],
): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await tx
    .select({ date: leaves.leaveDate, diningType: leaves.diningType })
    .from(leaves)
    .where(
      and(
        eq(leaves.associatedUserId, days[0]!.associatedUserId),
        inArray(
          leaves.leaveDate,
          days.map((day) => day.date),
        ),
        eq(leaves.leaveStatus, 'Confirm'),
      ),
    );
  return new Set(rows.map((row) => slotKey(row.date, row.diningType)));
}
