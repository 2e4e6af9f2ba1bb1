import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { RefundStatus } from '../../../lib/contract/money';
import type { Refund, RefundRule, RequestRefundBody } from '../../../lib/contract/refund';
import { yuanOf } from '../../../lib/money/fen';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import { associatedUsers, refundRules, refunds } from '../schema';
import { DomainError, notFound } from '../../core/errors';
import { serverMessage, serverMessages } from '../../messages';
import { ownChild } from '../user';
import { lockAccount, post, refundableOf } from '../ledger';
import type { MoneyReminders } from '../reminder';

// Refunds of unused balance (decision 030). A request holds its amount (the account's available
// money at the child's school is its balance there less waiting requests, decision 066) under the account lock, so however many requests
// race, together they never ask for more than the balance. The school approves (the
// Cash_Withdrawal row, in the same transaction as Pass) or rejects; the parent may cancel while
// it waits. The school's task and console call approve/reject with who decided.

type RefundRow = typeof refunds.$inferSelect;

const DEFAULT_RULE = { enabled: true, minAmount: 100, processingDays: 7, description: '' };

const handled = () => new DomainError('REFUND_HANDLED', serverMessages.refundHandled);

export function createRefunds(db: Db, clock: Clock, remind: MoneyReminders) {
  function toRefund(row: RefundRow, userName: string): Refund {
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
    };
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
      content: rows.map((row) => toRefund(row, kid.userName)),
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
    const { row, userName } = await load(db, id, accountId);
    return toRefund(row, userName);
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
    // Only cash paid in at the child's school can go back from it (decisions 066, 072).
    if (body.amount > (await refundableOf(tx, accountId, kid.unitId)))
      throw new DomainError('REFUND_EXCEEDS', serverMessages.refundExceeds);
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
    if (to === 'Pass')
      await post(tx, [
        {
          accountId: row.accountId,
          associatedUserId: row.associatedUserId,
          unitId: row.unitId,
          type: 'Cash_Withdrawal',
          amount: row.amount,
          refType: 'refund',
          refId: row.id,
        },
      ]);
    if (to === 'Pass') await remind.balance(tx, row.accountId);
    return toRefund(updated!, userName);
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
    return rows.map(({ row, userName }) => ({ ...toRefund(row, userName), unitId: row.unitId }));
  }

  return { rule, list, detail, request, cancel, approve, reject, ofSchool };
}

export type RefundsService = ReturnType<typeof createRefunds>;
