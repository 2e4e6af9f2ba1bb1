import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DiningType, MealKind } from '../../../lib/contract/enums';
import type {
  CancelDayResult,
  CancelResult,
  Order,
  OrderOptions,
  PlaceOrderBody,
  Receipt,
} from '../../../lib/contract/order';
import type { Clock } from '../../core/clock';
import { addDays, localDate, localDateTime } from '../../core/db/dates';
import type { Db, Tx } from '../db';
import { associatedUsers, orderDays, orders, payments } from '../schema';
import { ownChild, type OwnChild } from '../user';
import { DomainError, notFound } from '../../core/errors';
import { lockAccount, post } from '../ledger';
import { closeLeavesOfCancelledDays, daysOnLeave } from '../leave';
import { serverMessage, serverMessages } from '../../messages';
import { assertFunctionOn, rulesWithFunctionsOn, type DiningRules } from '../school';
import { publishedVersionIds } from '../meal';
import { assertSafeToPlace, closeAlertsOf, forgetAlertsOf } from '../allergy';
import { createOrderable, monthsBetween } from './orderable';
import { receiptsOf } from './receipt';
import { paidPricesOf } from './dayPrice';
import { dayKinds, monthRange, orderCutOff, priceOf, servedDiningRules, slotKey } from '../school';

// Orders: placing (day or month), the list and details, cancelling (UnPay deleted; Pay ->
// Unsubscribe with the not-yet-cut-off days credited). Payment lives in payments.ts.

type OrderRow = typeof orders.$inferSelect;
type DayRow = typeof orderDays.$inferSelect;
type PaymentStatus = (typeof payments.$inferSelect)['status'];

const ORDER_WINDOW_DAYS = 31;

/** The ledger reference of one meal's credit when it is cancelled alone (decision 080). */
export const MEAL_CANCEL_REF = 'meal';
/** The ledger reference of one day a family cancelled from a paid order (decision 086). */
export const DAY_CANCEL_REF = 'order-day';

/** Days on a Confirm leave read as `Leave` (the stored day stays `Order`: see leaves.ts). */
async function withLeave(tx: Db | Tx, days: DayRow[]): Promise<DayRow[]> {
  const onLeave = await daysOnLeave(tx, days);
  return days.map((day) =>
    day.state === 'Order' && onLeave.has(slotKey(day.date, day.diningType))
      ? { ...day, state: 'Leave' }
      : day,
  );
}

export function toOrder(row: OrderRow, days: DayRow[], userName: string, receipt: Receipt): Order {
  const month = row.orderType === 'Month' ? (days[0]?.date.slice(0, 7) ?? null) : null;
  return {
    id: row.id,
    orderId: row.orderNo,
    outTradeNo: row.outTradeNo,
    orderStatus: row.orderStatus,
    payStatus: row.orderStatus === 'UnPay' ? 'UnPay' : 'Pay',
    payMode: row.payMode,
    orderType: row.orderType,
    associatedUserId: row.associatedUserId,
    userName,
    diningType: row.diningType,
    mealKind: row.mealKind,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    dayOrderDetails: days.map((day) => ({
      id: day.id,
      mealsDate: day.date,
      diningType: day.diningType,
      mealKind: day.mealKind,
      price: day.price,
      state: day.state,
    })),
    monthOrderDetail:
      month === null
        ? null
        : { month, days: days.length, unitPrice: days[0]?.price ?? 0, amount: row.amount },
    receipt,
  };
}

/**
 * `D`/`M`, the school's local date of placing (its own time zone, so an order placed at 01:00 in
 * Shanghai carries that day, not UTC's), then time and random digits.
 */
export function newOrderNo(orderType: string, now: Date, timeZone: string): string {
  const date = localDate(now, timeZone).replace(/-/g, '');
  const random = Math.floor(Math.random() * 1e4)
    .toString()
    .padStart(4, '0');
  return `${orderType === 'Month' ? 'M' : 'D'}${date}${String(now.getTime()).slice(-6)}${random}`;
}

function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return true;
  }
  return false;
}

/** Month orders reach this many months past the school's current month (MONTH_ORDER_MONTHS_AHEAD). */
export const DEFAULT_MONTH_ORDER_MONTHS_AHEAD = 2;

export function createOrders(
  db: Db,
  clock: Clock,
  monthsAhead: number = DEFAULT_MONTH_ORDER_MONTHS_AHEAD,
) {
  /** Dates in range with their state for this child and dining type. */
  async function options(
    accountId: number,
    associatedUserId: number,
    diningType: DiningType,
    mealKind: MealKind | undefined,
    month: string | undefined,
    tx: Db | Tx = db,
    // What the caller already holds (the child with its token, placing's rules): not read again.
    known: { kid?: OwnChild; rules?: DiningRules } = {},
  ): Promise<OrderOptions> {
    const kid =
      known.kid?.id === associatedUserId
        ? known.kid
        : await ownChild(tx, accountId, associatedUserId);
    const rules = known.rules ?? (await servedDiningRules(tx, kid.unitId, diningType));
    const today = localDate(clock.now(), rules.timeZone);
    const range = month
      ? monthRange(month)
      : { from: addDays(today, 1), to: addDays(today, ORDER_WINDOW_DAYS) };
    const kinds = await dayKinds(tx, kid.unitId, range.from, range.to);
    const held = await tx
      .select({ date: orderDays.date })
      .from(orderDays)
      .where(
        and(
          eq(orderDays.associatedUserId, associatedUserId),
          eq(orderDays.diningType, diningType),
          inArray(orderDays.state, ['Order', 'Leave']),
        ),
      );
    const heldDates = new Set(held.map((row) => row.date));
    const now = clock.now().getTime();
    const dates = [...kinds].map(([date, kind]) => {
      const cutOff = orderCutOff(rules, date);
      const status =
        kind === 'Weekend'
          ? ('Weekend' as const)
          : kind === 'Holiday'
            ? ('Holiday' as const)
            : heldDates.has(date)
              ? ('Ordered' as const)
              : cutOff.getTime() <= now
                ? ('Closed' as const)
                : ('Available' as const);
      return { date, cutOff: cutOff.toISOString(), status };
    });
    const kind = mealKind ?? kid.mealKind;
    return {
      associatedUserId,
      diningType,
      mealKind: kind,
      price: priceOf(rules, kind),
      dates,
    };
  }

  async function load(
    tx: Db | Tx,
    accountId: number,
    id: number,
  ): Promise<{ row: OrderRow; days: DayRow[]; userName: string }> {
    const [found] = await tx
      .select({ row: orders, userName: associatedUsers.userName })
      .from(orders)
      .innerJoin(associatedUsers, eq(associatedUsers.id, orders.associatedUserId))
      .where(and(eq(orders.id, id), eq(orders.accountId, accountId)));
    if (!found) throw notFound();
    const days = await tx
      .select()
      .from(orderDays)
      .where(eq(orderDays.orderId, id))
      .orderBy(asc(orderDays.date));
    return { row: found.row, days, userName: found.userName };
  }

  async function detail(accountId: number, id: number, tx: Db | Tx = db): Promise<Order> {
    const { row, days, userName } = await load(tx, accountId, id);
    const receipt = (await receiptsOf(tx, [row])).get(row.id)!;
    const shown = await withLeave(tx, days);
    const order = toOrder(row, shown, userName, receipt);
    if (row.orderStatus !== 'Pay') return order;
    // Decision 086: which days may still be cancelled alone, and for how much.
    const rules = await servedDiningRules(tx, row.unitId, row.diningType).catch(() => null);
    if (!rules) return order;
    const prices = await paidPricesOf(tx, row, days);
    const now = clock.now().getTime();
    order.dayOrderDetails = order.dayOrderDetails.map((day) => {
      const cutOff = orderCutOff(rules, day.mealsDate);
      return day.state === 'Order' && cutOff.getTime() > now
        ? { ...day, cancel: { credit: prices.get(day.id) ?? 0, cutOff: cutOff.toISOString() } }
        : day;
    });
    return order;
  }

  /**
   * The caller's order's status and its latest payment's, in one query: what the payment result
   * page polls (the whole detail's receipt and cancellable days are not needed there).
   */
  async function statusOf(
    accountId: number,
    id: number,
  ): Promise<{ orderStatus: OrderRow['orderStatus']; paymentStatus: PaymentStatus | null }> {
    const [found] = await db
      .select({
        orderStatus: orders.orderStatus,
        // Qualified by hand: inside a one-table select drizzle leaves columns unqualified.
        paymentStatus: sql<PaymentStatus | null>`(select p.status from payments p where p.order_id = "orders"."id" order by p.id desc limit 1)`,
      })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.accountId, accountId)));
    if (!found) throw notFound();
    return found;
  }

  async function list(accountId: number, associatedUserId: number, page: number, size: number) {
    const kid = await ownChild(db, accountId, associatedUserId);
    const where = and(
      eq(orders.accountId, accountId),
      eq(orders.associatedUserId, associatedUserId),
    );
    const [total] = await db.select({ n: count() }).from(orders).where(where);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset(page * size);
    const days = rows.length
      ? await db
          .select()
          .from(orderDays)
          .where(
            inArray(
              orderDays.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderDays.date))
      : [];
    const shown = await withLeave(db, days);
    const receipts = await receiptsOf(db, rows);
    return {
      content: rows.map((row) =>
        toOrder(
          row,
          shown.filter((day) => day.orderId === row.id),
          kid.userName,
          receipts.get(row.id)!,
        ),
      ),
      page,
      size,
      total: Number(total?.n ?? 0),
    };
  }

  /** Places an order inside the caller's transaction (idempotency records it in the same one). */
  async function place(
    tx: Tx,
    accountId: number,
    body: PlaceOrderBody,
    known?: OwnChild,
  ): Promise<Order> {
    const kid =
      known?.id === body.associatedUserId
        ? known
        : await ownChild(tx, accountId, body.associatedUserId);
    const rules = await rulesWithFunctionsOn(
      tx,
      kid.unitId,
      body.diningType,
      body.orderType === 'Month' ? ['order', 'monthOrder'] : ['order'],
    );
    if (body.orderType === 'Month') {
      const thisMonth = localDate(clock.now(), kid.timeZone).slice(0, 7);
      if (body.month && monthsBetween(thisMonth, body.month) > monthsAhead)
        throw new DomainError(
          'MONTH_TOO_FAR',
          serverMessage('monthTooFar', { months: monthsAhead + 1 }),
        );
    }
    const available = await options(
      accountId,
      body.associatedUserId,
      body.diningType,
      body.mealKind,
      body.month,
      tx,
      { kid, rules: rules ?? undefined },
    );
    const byDate = new Map(available.dates.map((entry) => [entry.date, entry]));
    const dates =
      body.orderType === 'Month'
        ? available.dates.filter((entry) => entry.status === 'Available').map((entry) => entry.date)
        : (body.dates ?? []);
    if (dates.length === 0)
      throw new DomainError('NOTHING_TO_ORDER', serverMessages.nothingToOrder);
    for (const date of dates) {
      const entry = byDate.get(date);
      if (entry?.status === 'Ordered')
        throw new DomainError('ALREADY_ORDERED', serverMessages.alreadyOrdered);
      if (entry?.status !== 'Available')
        throw new DomainError('DATE_CLOSED', serverMessages.dateClosed);
    }
    // Safe by construction (decision 080): never a published meal holding a verified allergen.
    await assertSafeToPlace(tx, {
      childId: kid.id,
      unitId: kid.unitId,
      diningType: body.diningType,
      mealKind: body.mealKind,
      dates,
    });
    const price = available.price;
    const now = clock.now();
    const orderNo = newOrderNo(body.orderType, now, kid.timeZone);
    try {
      const [row] = await tx
        .insert(orders)
        .values({
          orderNo,
          accountId,
          associatedUserId: kid.id,
          unitId: kid.unitId,
          orderType: body.orderType,
          diningType: body.diningType,
          mealKind: body.mealKind,
          payMode: body.payMode,
          amount: price * dates.length,
          createdAt: now,
        })
        .returning();
      // Decision 063: each meal keeps the menu version it was ordered against.
      const versions = await publishedVersionIds(
        tx,
        { unitId: kid.unitId, diningType: body.diningType, mealKind: body.mealKind },
        dates,
      );
      const days = await tx
        .insert(orderDays)
        .values(
          dates.map((date) => ({
            orderId: row!.id,
            associatedUserId: kid.id,
            date,
            diningType: body.diningType,
            mealKind: body.mealKind,
            price,
            menuVersionId: versions.get(date) ?? null,
          })),
        )
        .returning();
      // The answer from what was just written (as detail() would read it back); a status other
      // than a fresh order's goes through detail() for its cancellable days.
      if (row!.orderStatus !== 'UnPay') return await detail(accountId, row!.id, tx);
      days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const receipt = (await receiptsOf(tx, [row!])).get(row!.id)!;
      return toOrder(row!, await withLeave(tx, days), kid.userName, receipt);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new DomainError('ALREADY_ORDERED', serverMessages.alreadyOrdered);
      throw error;
    }
  }

  /** UnPay: deleted. Pay: Unsubscribe, its not-yet-cut-off ordered days credited. */
  async function cancel(tx: Tx, accountId: number, id: number): Promise<CancelResult> {
    const { row, days } = await load(tx, accountId, id);
    // Lock the order: a concurrent callback or cancel waits and then sees the new status.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
    const [current] = await tx.select().from(orders).where(eq(orders.id, id));
    if (!current || current.orderStatus === 'Unsubscribe') {
      throw new DomainError('ALREADY_CANCELLED', serverMessages.alreadyCancelled);
    }
    // A paid order's cancellation is a refund: the school may have switched refunds off.
    if (current.orderStatus === 'Pay')
      await assertFunctionOn(tx, row.unitId, row.diningType, 'refund');
    if (current.orderStatus === 'UnPay') {
      await forgetAlertsOf(
        tx,
        days.map((day) => day.id),
      );
      await tx.delete(orderDays).where(eq(orderDays.orderId, id));
      await tx.delete(orders).where(eq(orders.id, id));
      return { deleted: true, order: null, credited: 0 };
    }
    // Order row, then account: the same order as the payment callback, so no deadlock; leave
    // takes the account lock too, so the days on leave read below are settled.
    await lockAccount(tx, accountId);
    const onLeave = await daysOnLeave(tx, days);
    const rules = await servedDiningRules(tx, row.unitId, row.diningType);
    const now = clock.now().getTime();
    // Days on leave were credited by the leave (Leave_Settlement): never twice.
    const credited = days.filter(
      (day) =>
        day.state === 'Order' &&
        !onLeave.has(slotKey(day.date, day.diningType)) &&
        orderCutOff(rules, day.date).getTime() > now,
    );
    // What was paid for each day, never its list price (decision 086): a package's or a coupon's
    // discount is the school's money and must not come back as balance.
    const prices = await paidPricesOf(tx, current, credited);
    const amount = credited.reduce((sum, day) => sum + (prices.get(day.id) ?? 0), 0);
    // Days on leave leave the order too (no second credit), so the meal can be ordered again.
    const leftOnLeave = days.filter(
      (day) => day.state === 'Order' && onLeave.has(slotKey(day.date, day.diningType)),
    );
    if (leftOnLeave.length > 0) {
      await tx
        .update(orderDays)
        .set({ state: 'Unsubscribe' })
        .where(
          inArray(
            orderDays.id,
            leftOnLeave.map((day) => day.id),
          ),
        );
      await closeLeavesOfCancelledDays(tx, leftOnLeave);
    }
    if (credited.length > 0) {
      await tx
        .update(orderDays)
        .set({ state: 'Unsubscribe' })
        .where(
          inArray(
            orderDays.id,
            credited.map((day) => day.id),
          ),
        );
    }
    await tx
      .update(orders)
      .set({ orderStatus: 'Unsubscribe', refundedAmount: current.refundedAmount + amount })
      .where(eq(orders.id, id));
    await closeAlertsOf(
      tx,
      [...credited, ...leftOnLeave].map((day) => day.id),
      clock.now(),
    );
    await post(tx, [
      {
        accountId,
        associatedUserId: row.associatedUserId,
        unitId: row.unitId,
        type: 'Unsubscribe',
        amount,
        refType: 'order',
        refId: id,
      },
    ]);
    return { deleted: false, order: await detail(accountId, id, tx), credited: amount };
  }

  /** The caller's order by its payment's trade number; 404 for anyone else's. */
  async function byTradeNo(accountId: number, outTradeNo: string): Promise<Order> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.outTradeNo, outTradeNo), eq(orders.accountId, accountId)))
      .limit(1);
    if (!row) throw notFound();
    return detail(accountId, row.id);
  }

  /**
   * One meal out of its order (decision 080's cancellation of an unsafe meal), whatever the
   * cut-off; the caller decides when that is allowed. Unpaid: the order's amount drops by the
   * meal and its pending payments are cancelled (a late Paid goes to the balance). Paid: the
   * meal is credited once (Unsubscribe) unless a leave credited it already. A meal no longer
   * ordered changes nothing (a replay): returns the fen credited.
   */
  async function cancelMeal(tx: Tx, accountId: number, orderDayId: number): Promise<number> {
    const [found] = await tx
      .select({ orderId: orderDays.orderId })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .where(and(eq(orderDays.id, orderDayId), eq(orders.accountId, accountId)));
    if (!found) throw notFound();
    // The order row first, then the account: the same order as cancel and the payment callback.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, found.orderId))
      .for('update');
    const [day] = await tx.select().from(orderDays).where(eq(orderDays.id, orderDayId));
    if (!order || !day || day.state !== 'Order') return 0;
    await tx.update(orderDays).set({ state: 'Unsubscribe' }).where(eq(orderDays.id, day.id));
    if (order.orderStatus === 'UnPay') {
      await tx
        .update(payments)
        .set({ status: 'Cancelled', settledAt: clock.now() })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'Pending')));
      const [left] = await tx
        .select({ n: count() })
        .from(orderDays)
        .where(and(eq(orderDays.orderId, order.id), eq(orderDays.state, 'Order')));
      await tx
        .update(orders)
        .set({
          amount: Math.max(0, order.amount - day.price),
          ...(Number(left?.n ?? 0) === 0 ? { orderStatus: 'Unsubscribe' as const } : {}),
        })
        .where(eq(orders.id, order.id));
      return 0;
    }
    await lockAccount(tx, accountId);
    if ((await daysOnLeave(tx, [day])).has(slotKey(day.date, day.diningType))) {
      await closeLeavesOfCancelledDays(tx, [day]);
      return 0;
    }
    // What was paid for this meal, not its list price (decision 086): a package or coupon
    // discount never comes back as balance.
    const credit = (await paidPricesOf(tx, order, [day])).get(day.id) ?? 0;
    await tx
      .update(orders)
      .set({ refundedAmount: order.refundedAmount + credit })
      .where(eq(orders.id, order.id));
    if (credit > 0)
      await post(tx, [
        {
          accountId,
          associatedUserId: day.associatedUserId,
          unitId: order.unitId,
          type: 'Unsubscribe',
          amount: credit,
          refType: MEAL_CANCEL_REF,
          refId: day.id,
        },
      ]);
    return credit;
  }

  /**
   * Decision 086: one day of the caller's paid order cancelled before its (ordering) cut-off, the
   * fen actually paid for it credited (Unsubscribe) at the order's school. The order row lock
   * orders it with `cancel` and the payment callback; the day's state is the guard, so a second
   * request (a double tap with a new key, a concurrent one) finds it cancelled: 409, no credit.
   */
  async function cancelDay(
    tx: Tx,
    accountId: number,
    id: number,
    dayId: number,
  ): Promise<CancelDayResult> {
    const { row } = await load(tx, accountId, id);
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    const [day] = await tx
      .select()
      .from(orderDays)
      .where(and(eq(orderDays.id, dayId), eq(orderDays.orderId, id)));
    if (!order || !day) throw notFound();
    const when = { date: day.date };
    if (order.orderStatus === 'UnPay')
      throw new DomainError('ORDER_UNPAID', serverMessages.dayCancelUnpaid);
    if (order.orderStatus !== 'Pay' || day.state === 'Unsubscribe')
      throw new DomainError('DAY_ALREADY_CANCELLED', serverMessage('dayAlreadyCancelled', when));
    await assertFunctionOn(tx, row.unitId, row.diningType, 'refund');
    await lockAccount(tx, accountId);
    if ((await daysOnLeave(tx, [day])).has(slotKey(day.date, day.diningType)))
      throw new DomainError('DAY_ON_LEAVE', serverMessage('dayOnLeave', when));
    const rules = await servedDiningRules(tx, row.unitId, row.diningType);
    const cutOff = orderCutOff(rules, day.date);
    if (cutOff.getTime() <= clock.now().getTime())
      throw new DomainError(
        'DAY_CANCEL_CLOSED',
        serverMessage('dayCancelClosed', {
          date: day.date,
          time: localDateTime(cutOff, rules.timeZone),
        }),
      );
    const credit = (await paidPricesOf(tx, order, [day])).get(day.id) ?? 0;
    await tx.update(orderDays).set({ state: 'Unsubscribe' }).where(eq(orderDays.id, day.id));
    const [left] = await tx
      .select({ n: count() })
      .from(orderDays)
      .where(and(eq(orderDays.orderId, id), eq(orderDays.state, 'Order')));
    await tx
      .update(orders)
      .set({
        refundedAmount: order.refundedAmount + credit,
        // The last meal gone: the order reads as cancelled, as a whole-order cancel would.
        ...(Number(left?.n ?? 0) === 0 ? { orderStatus: 'Unsubscribe' as const } : {}),
      })
      .where(eq(orders.id, id));
    await closeAlertsOf(tx, [day.id], clock.now());
    await post(tx, [
      {
        accountId,
        associatedUserId: day.associatedUserId,
        unitId: order.unitId,
        type: 'Unsubscribe',
        amount: credit,
        refType: DAY_CANCEL_REF,
        refId: day.id,
      },
    ]);
    return { order: await detail(accountId, id, tx), credited: credit };
  }

  const orderable = createOrderable(options);

  return {
    options,
    orderable,
    detail,
    statusOf,
    list,
    place,
    cancel,
    cancelDay,
    cancelMeal,
    paidPrices: paidPricesOf,
    load,
    byTradeNo,
  };
}

export type OrdersService = ReturnType<typeof createOrders>;
