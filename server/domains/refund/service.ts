import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { RefundStatus } from '../../../lib/contract/money';
import type {
  PayoutStatus,
  Refund,
  RefundRule,
  RequestRefundBody,
} from '../../../lib/contract/refund';
import { yuanOf } from '../../../lib/money/fen';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import { associatedUsers, refundRules, refunds } from '../schema';
import { DomainError, notFound } from '../../core/errors';
import { serverMessage, serverMessages } from '../../messages';
import { ownChild } from '../user';
import { availableOf, lockAccount, refundableOf as cashBackOf } from '../ledger';
import type { MoneyReminders } from '../reminder';
import type { PayoutsService } from '../payment';

// Refunds of unused balance (decision 030), paid back to the payments they came from (decision
// 071). A request holds its amount (the account's available
// money at the child's school is its balance there less waiting requests, decision 066) under the account lock, so however many requests
// race, together they never ask for more than the balance. The school approves (Pass, and the
// provider is asked to pay it out; the Cash_Withdrawal row follows its confirmation) or rejects;
// the parent may cancel while it waits. The school's task and console call approve/reject with who decided.

type RefundRow = typeof refunds.$inferSelect;

const DEFAULT_RULE = { enabled: true, minAmount: 100, processingDays: 7, description: '' };

const handled = () => new DomainError('REFUND_HANDLED', serverMessages.refundHandled);

const exceeds = () => new DomainError('REFUND_EXCEEDS', serverMessages.refundExceeds);

const PAYOUT_REASONS: Partial<Record<PayoutStatus, string>> = {
  Closed: serverMessages.refundPayoutClosed,
  Abnormal: serverMessages.refundPayoutAbnormal,
};

export function createRefunds(
  db: Db,
  clock: Clock,
  remind: MoneyReminders,
  payouts: PayoutsService,
) {
  function toRefund(row: RefundRow, userName: string, payout?: PayoutStatus): Refund {
    return {
      id: row.id,
      associatedUserId: row.associatedUserId,
      userName,
      amount: row.amount,
      reason: row.reason,
      status: row.status,
      handledRemark: row.handledRemark,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
      payout: payout ? { status: payout, reason: PAYOUT_REASONS[payout] ?? null } : null,
    };
  }

  /** Refunds shown with where their payouts stand. */
  async function shown(tx: Db | Tx, rows: { row: RefundRow; userName: string }[]) {
    const states = await payouts.ofRefunds(
      tx,
      rows.map(({ row }) => row.id),
    );
    return rows.map(({ row, userName }) => toRefund(row, userName, states.get(row.id)));
  }

  /**
   * What the account may ask back as cash at a school now (decision 071): its available balance,
   * and no more than its payments there can still give back less the requests already waiting;
   * what the school gave is never part of it.
   */
  async function refundableOf(tx: Db | Tx, accountId: number, unitId: number): Promise<number> {
    const [waiting] = await tx
      .select({ held: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(
        and(
          eq(refunds.accountId, accountId),
          eq(refunds.unitId, unitId),
          eq(refunds.status, 'ToAudit'),
        ),
      );
    const toPayments =
      (await payouts.cashLimit(tx, accountId, unitId)) - Number(waiting?.held ?? 0);
    // Both limits hold: what the payments there can still take back (decision 071), and the cash
    // paid in less what the school's gifts did not cover, within the balance (decision 072).
    return Math.max(0, Math.min(await cashBackOf(tx, accountId, unitId), toPayments));
  }

  async function ruleOfUnit(tx: Db | Tx, unitId: number) {
    const [row] = await tx.select().from(refundRules).where(eq(refundRules.unitId, unitId));
    return row ?? { unitId, ...DEFAULT_RULE };
  }

  /** The school's rule; only a school one of the caller's children attends (else 404). */
  async function rule(accountId: number, schoolId: number): Promise<RefundRule> {
    const [child] = await db
      .select({ id: associatedUsers.id })
      .from(associatedUsers)
      .where(and(eq(associatedUsers.accountId, accountId), eq(associatedUsers.unitId, schoolId)))
      .limit(1);
    if (!child) throw notFound();
    const found = await ruleOfUnit(db, schoolId);
    return {
      schoolId,
      enabled: found.enabled,
      minAmount: found.minAmount,
      processingDays: found.processingDays,
      description: found.description,
      refundable: await refundableOf(db, accountId, schoolId),
    };
  }

  async function list(accountId: number, associatedUserId: number, page: number, size: number) {
    const kid = await ownChild(db, accountId, associatedUserId);
    const where = and(eq(refunds.accountId, accountId), eq(refunds.associatedUserId, kid.id));
    const [total] = await db.select({ n: count() }).from(refunds).where(where);
    const rows = await db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(size)
      .offset(page * size);
    return {
      content: await shown(
        db,
        rows.map((row) => ({ row, userName: kid.userName })),
      ),
      page,
      size,
      total: Number(total?.n ?? 0),
    };
  }

  async function load(tx: Db | Tx, id: number, accountId?: number) {
    const [found] = await tx
      .select({ row: refunds, userName: associatedUsers.userName })
      .from(refunds)
      .innerJoin(associatedUsers, eq(associatedUsers.id, refunds.associatedUserId))
      .where(
        accountId === undefined
          ? eq(refunds.id, id)
          : and(eq(refunds.id, id), eq(refunds.accountId, accountId)),
      );
    if (!found) throw notFound();
    return found;
  }

  async function detail(accountId: number, id: number): Promise<Refund> {
    const [refund] = await shown(db, [await load(db, id, accountId)]);
    return refund!;
  }

  /** Inside the caller's (idempotent) transaction. */
  async function request(tx: Tx, accountId: number, body: RequestRefundBody): Promise<Refund> {
    const kid = await ownChild(tx, accountId, body.associatedUserId);
    const found = await ruleOfUnit(tx, kid.unitId);
    if (!found.enabled) throw new DomainError('REFUND_CLOSED', serverMessages.refundClosed);
    if (body.amount < found.minAmount)
      throw new DomainError(
        'REFUND_TOO_SMALL',
        serverMessage('refundTooSmall', { min: yuanOf(found.minAmount) }),
      );
    await lockAccount(tx, accountId);
    // Only cash paid in at the child's school can go back from it (decisions 066, 072), and only
    // to the payments it came from (decision 071).
    if (body.amount > (await refundableOf(tx, accountId, kid.unitId))) throw exceeds();
    const [row] = await tx
      .insert(refunds)
      .values({
        accountId,
        associatedUserId: kid.id,
        unitId: kid.unitId,
        amount: body.amount,
        reason: body.reason,
        createdAt: clock.now(),
      })
      .returning();
    return toRefund(row!, kid.userName);
  }

  /** Moves a waiting request on, under its account's lock (taken before the row's). */
  async function settle(
    tx: Tx,
    id: number,
    accountId: number | undefined,
    to: RefundStatus,
    by: string | null,
    remark: string | null,
  ): Promise<Refund> {
    const { row: seen } = await load(tx, id, accountId);
    await lockAccount(tx, seen.accountId);
    await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, id)).for('update');
    const { row, userName } = await load(tx, id, accountId);
    if (row.status !== 'ToAudit') throw handled();
    const [updated] = await tx
      .update(refunds)
      .set({ status: to, handledBy: by, handledRemark: remark, handledAt: clock.now() })
      .where(eq(refunds.id, id))
      .returning();
    if (to === 'Pass') {
      // Checked before the provider is asked: money it paid out must be money the balance has.
      if (row.amount > (await availableOf(tx, row.accountId, row.unitId))) throw exceeds();
      await payouts.payOut(tx, updated!);
      await remind.balance(tx, row.accountId);
    }
    const [refund] = await shown(tx, [{ row: updated!, userName }]);
    return refund!;
  }

  /** The parent cancels a request the school has not handled. */
  function cancel(tx: Tx, accountId: number, id: number): Promise<Refund> {
    return settle(tx, id, accountId, 'Cancel', null, null);
  }

  /**
   * The school approves, inside the caller's transaction (with the console's audit row): the
   * money leaves the balance (Cash_Withdrawal) with the state change.
   */
  function approve(tx: Tx, id: number, by: string, remark: string | null = null): Promise<Refund> {
    return settle(tx, id, undefined, 'Pass', by, remark);
  }

  function reject(tx: Tx, id: number, by: string, remark: string | null = null): Promise<Refund> {
    return settle(tx, id, undefined, 'NotPass', by, remark);
  }

  /** For the school (task and console): requests of one school, or all, by status. */
  async function ofSchool(unitId: number | undefined, status: RefundStatus | undefined) {
    const conditions = [
      unitId === undefined ? undefined : eq(refunds.unitId, unitId),
      status === undefined ? undefined : eq(refunds.status, status),
    ].filter((condition) => condition !== undefined);
    const rows = await db
      .select({ row: refunds, userName: associatedUsers.userName })
      .from(refunds)
      .innerJoin(associatedUsers, eq(associatedUsers.id, refunds.associatedUserId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    const listed = await shown(db, rows);
    return listed.map((refund, at) => ({ ...refund, unitId: rows[at]!.row.unitId }));
  }

  return { rule, list, detail, request, cancel, approve, reject, ofSchool };
}

export type RefundsService = ReturnType<typeof createRefunds>;
