import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import { addDays, localDate } from '../../core/db/dates';
import type { Db, Tx } from '../db';
import {
  associatedUsers,
  leaves,
  messages,
  orderDays,
  orders,
  payments,
  units,
  unitDiningSettings,
} from '../schema';
import { yuanOf } from '../../../lib/money/fen';
import { serverMessage, serverMessages } from '../../messages';
import { accountsWithRows, balanceSummary } from '../ledger';
import { calendarEntries, classifyDay, cutOff, DINING_TYPES } from '../school';
import type { NewReminder } from './service';
import { switchOf } from './settings';

// Every reminder producer in one module (decision 042). Each `…Reminder` function produces the
// reminder of ONE event and may be called by the code that causes it (a top-up, a refund, a
// payment notification: the money events call `balanceReminder` and `paymentReminder`);
// the scheduled job calls `scanAll`, which finds the recent events and calls the same functions.
// Producing twice is harmless: the (account, kind, event) index keeps the first.

export type Produce = (tx: Db | Tx, reminder: NewReminder) => Promise<unknown>;

/** How long before the order cut-off the "not ordered" reminder goes out. */
export const MEAL_REMINDER_LEAD_MS = 3 * 60 * 60_000;
/** How far back the job looks for payments, leave and answers it has not reminded of. */
const LOOKBACK_MS = 2 * 24 * 60 * 60_000;
/** How many days ahead the job looks for meals whose order cut-off is near. */
const DAYS_AHEAD = 7;

const diningLabel: Record<DiningType, string> = {
  Breakfast: serverMessages.diningBreakfast,
  Lunch: serverMessages.diningLunch,
  Dinner: serverMessages.diningDinner,
};

/**
 * Balance below the account's threshold at one of its schools (each school is a wallet, decision
 * 066); one reminder per fall (a credit starts a new one).
 */
export async function balanceReminder(tx: Db | Tx, produce: Produce, accountId: number) {
  const { receive, threshold } = await switchOf(tx, accountId, 'BalanceLow');
  if (!receive) return;
  for (const { balance, rows, lastCreditId } of await balanceSummary(tx, accountId)) {
    // An account that never had money moved (a teacher) is not reminded of an empty balance.
    if (rows === 0 || balance >= threshold) continue;
    await produce(tx, {
      accountId,
      kind: 'BalanceLow',
      eventKey: `${threshold}:${lastCreditId ?? 0}`,
      body: serverMessage('reminderBalanceLow', {
        balance: yuanOf(balance),
        threshold: yuanOf(threshold),
      }),
      target: { route: 'myAccountDetails', query: {} },
    });
  }
}

/** What a payment's result reminder says; the code that settles a payment already holds it. */
export interface SettledPayment {
  id: number;
  accountId: number;
  status: string;
  amount: number;
  outTradeNo: string;
  orderId: number | null;
  orderNo: string | null;
  orderType: string | null;
}

/**
 * A payment's result: Paid or Declined, once each. Given the settled payment itself (with its
 * order's number and type), nothing is read again: the notification at the cut-off is the
 * busiest write there is.
 */
export async function paymentReminder(
  tx: Db | Tx,
  produce: Produce,
  settled: number | SettledPayment,
) {
  const [payment] =
    typeof settled !== 'number'
      ? [settled]
      : await tx
          .select({
            id: payments.id,
            accountId: payments.accountId,
            status: payments.status,
            amount: payments.amount,
            outTradeNo: payments.outTradeNo,
            orderId: payments.orderId,
            orderNo: orders.orderNo,
            orderType: orders.orderType,
          })
          .from(payments)
          .leftJoin(orders, eq(orders.id, payments.orderId))
          .where(eq(payments.id, settled));
  if (!payment || (payment.status !== 'Paid' && payment.status !== 'Declined')) return;
  const values = { orderNo: payment.orderNo ?? payment.outTradeNo, amount: yuanOf(payment.amount) };
  await produce(tx, {
    accountId: payment.accountId,
    kind: 'PaymentResult',
    eventKey: `${payment.id}:${payment.status}`,
    body: serverMessage(
      payment.status === 'Paid' ? 'reminderPaymentPaid' : 'reminderPaymentDeclined',
      values,
    ),
    target:
      payment.orderId === null
        ? { route: 'orders', query: {} }
        : {
            route: payment.orderType === 'Month' ? 'monthOrderDetail' : 'dayOrderDetail',
            query: { id: payment.orderId },
          },
  });
}

export async function leaveReminder(tx: Db | Tx, produce: Produce, leaveId: number) {
  const [leave] = await tx
    .select({
      id: leaves.id,
      accountId: leaves.accountId,
      status: leaves.leaveStatus,
      date: leaves.leaveDate,
      diningType: leaves.diningType,
      child: associatedUsers.userName,
    })
    .from(leaves)
    .innerJoin(associatedUsers, eq(associatedUsers.id, leaves.associatedUserId))
    .where(eq(leaves.id, leaveId));
  if (!leave || leave.status !== 'Confirm') return;
  await produce(tx, {
    accountId: leave.accountId,
    kind: 'LeaveConfirmed',
    eventKey: String(leave.id),
    body: serverMessage('reminderLeaveConfirmed', {
      child: leave.child,
      date: leave.date,
      meal: diningLabel[leave.diningType],
    }),
    target: { route: 'leaveList', query: {} },
  });
}

export async function messageReminder(tx: Db | Tx, produce: Produce, messageId: number) {
  const [message] = await tx
    .select({
      id: messages.id,
      accountId: messages.accountId,
      status: messages.status,
      reply: messages.reply,
      child: associatedUsers.userName,
    })
    .from(messages)
    .innerJoin(associatedUsers, eq(associatedUsers.id, messages.associatedUserId))
    .where(eq(messages.id, messageId));
  if (!message || message.status !== 'Resolved') return;
  await produce(tx, {
    accountId: message.accountId,
    kind: 'MessageAnswered',
    eventKey: String(message.id),
    body: serverMessage('reminderMessageAnswered', {
      child: message.child,
      reply: message.reply ?? '',
    }),
    target: { route: 'registerMessageRecord', query: {} },
  });
}

/**
 * The meals of a unit whose order cut-off falls in (now, now + lead] and that a child has not
 * ordered: one reminder per child, date and cut-off, naming the dining types.
 */
export async function mealNotOrderedReminders(tx: Db | Tx, produce: Produce, now: Date) {
  const settings = await tx
    .select({
      unitId: unitDiningSettings.unitId,
      diningType: unitDiningSettings.diningType,
      orderDaysBefore: unitDiningSettings.orderDaysBefore,
      orderTime: unitDiningSettings.orderTime,
      timeZone: units.timeZone,
      unitSwitch: units.functionalSwitch,
      diningSwitch: unitDiningSettings.functionalSwitch,
    })
    .from(unitDiningSettings)
    .innerJoin(units, eq(units.id, unitDiningSettings.unitId));
  // (unit, date, cut-off) -> dining types closing then
  const closing = new Map<
    string,
    { unitId: number; date: string; cutOff: Date; types: DiningType[] }
  >();
  for (const setting of settings) {
    // A school that does not take orders (for this dining type) has nothing to remind of.
    if (setting.unitSwitch.order === false || setting.diningSwitch.order === false) continue;
    const today = localDate(now, setting.timeZone);
    const entries = await calendarEntries(tx, setting.unitId, today, addDays(today, DAYS_AHEAD));
    for (let offset = 0; offset <= DAYS_AHEAD; offset += 1) {
      const date = addDays(today, offset);
      const entry = entries.get(date);
      if (classifyDay(date, entry) !== 'School' || entry === 'CollectivityLeave') continue;
      const closes = cutOff(date, setting.orderDaysBefore, setting.orderTime, setting.timeZone);
      const left = closes.getTime() - now.getTime();
      if (left <= 0 || left > MEAL_REMINDER_LEAD_MS) continue;
      const key = `${setting.unitId}|${date}|${closes.toISOString()}`;
      const group = closing.get(key) ?? { unitId: setting.unitId, date, cutOff: closes, types: [] };
      group.types.push(setting.diningType);
      closing.set(key, group);
    }
  }
  for (const group of closing.values()) {
    const children = await tx
      .select({
        id: associatedUsers.id,
        accountId: associatedUsers.accountId,
        name: associatedUsers.userName,
        timeZone: units.timeZone,
      })
      .from(associatedUsers)
      .innerJoin(units, eq(units.id, associatedUsers.unitId))
      .where(
        and(eq(associatedUsers.unitId, group.unitId), eq(associatedUsers.userTypes, 'Student')),
      );
    if (children.length === 0) continue;
    const ordered = await tx
      .select({ child: orderDays.associatedUserId, diningType: orderDays.diningType })
      .from(orderDays)
      .where(
        and(
          inArray(
            orderDays.associatedUserId,
            children.map((child) => child.id),
          ),
          eq(orderDays.date, group.date),
          inArray(orderDays.state, ['Order', 'Leave']),
        ),
      );
    for (const child of children) {
      const missing = DINING_TYPES.filter(
        (type) =>
          group.types.includes(type) &&
          !ordered.some((row) => row.child === child.id && row.diningType === type),
      );
      if (missing.length === 0) continue;
      await produce(tx, {
        accountId: child.accountId,
        kind: 'MealNotOrdered',
        eventKey: `${child.id}:${group.date}:${group.cutOff.toISOString()}`,
        body: serverMessage('reminderMealNotOrdered', {
          child: child.name,
          date: group.date,
          meals: missing.map((type) => diningLabel[type]).join(serverMessages.mealsJoiner),
          cutOff: localTime(group.cutOff, child.timeZone),
        }),
        target: {
          route: 'mealOrder',
          query: {
            associatedUserId: child.id,
            date: group.date,
            diningType: missing[0]!,
            orderType: 'Day',
          },
        },
      });
    }
  }
}

function localTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(instant)
    .replace(/(\d{2})\/(\d{2}),? /, '$2-$1 ');
}

/** The job's scan: every producer over the recent events. */
export async function scanAll(tx: Db | Tx, produce: Produce, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOOKBACK_MS);
  await mealNotOrderedReminders(tx, produce, now);
  for (const accountId of await accountsWithRows(tx)) await balanceReminder(tx, produce, accountId);
  const settled = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.status, ['Paid', 'Declined']), gte(payments.settledAt, since)));
  for (const { id } of settled) await paymentReminder(tx, produce, id);
  const confirmed = await tx
    .select({ id: leaves.id })
    .from(leaves)
    .where(and(eq(leaves.leaveStatus, 'Confirm'), gte(leaves.createdAt, since)));
  for (const { id } of confirmed) await leaveReminder(tx, produce, id);
  const answered = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, 'Resolved'), gte(messages.resolvedAt, since)))
    .orderBy(desc(messages.resolvedAt));
  for (const { id } of answered) await messageReminder(tx, produce, id);
}
