import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PayoutStatus } from '../../../lib/contract/refund';
import type { Clock } from '../../core/clock';
import { DomainError, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import { ledger, payments, refundPayouts, refunds } from '../schema';
import { post } from '../ledger';
import type { RefundReport } from './provider';
import type { PaymentProviders } from './service';

// An approved refund goes back to where its money came from (decision 071): the account's paid
// payments at the refund's school, oldest first, each for no more than it still has to give
// back. Money the school gave (discounts, coupons: Allowance) came from no payment, so it is
// never paid out as cash. The Cash_Withdrawal row is written when the provider confirms, once.

type RefundRow = typeof refunds.$inferSelect;
type PayoutRow = typeof refundPayouts.$inferSelect;

const exceeds = () => new DomainError('REFUND_EXCEEDS', serverMessages.refundExceeds);

export function createPayouts(clock: Clock, providers: PaymentProviders, demo: boolean) {
  /** The account's paid payments at a school, oldest first, with what each can still give back. */
  async function refundable(tx: Db | Tx, accountId: number, unitId: number) {
    // Payouts on their way or done count against the payment; closed and abnormal ones do not.
    const given = sql<string>`coalesce((select sum(${refundPayouts.amount}) from ${refundPayouts}
      where ${refundPayouts.paymentId} = ${payments.id}
      and ${refundPayouts.status} in ('Processing', 'Success')), 0)`;
    const rows = await tx
      .select({ payment: payments, paid: ledger.amount, given })
      .from(payments)
      .innerJoin(
        ledger,
        and(
          eq(ledger.refType, 'payment'),
          eq(ledger.refId, payments.id),
          eq(ledger.type, 'Recharge'),
        ),
      )
      .where(
        and(
          eq(payments.accountId, accountId),
          eq(ledger.unitId, unitId),
          eq(payments.status, 'Paid'),
          inArray(payments.channel, ['wechat', 'sandbox', 'orangebank']),
        ),
      )
      .orderBy(asc(payments.settledAt), asc(payments.id));
    return rows
      .map((row) => ({ payment: row.payment, paid: row.paid, left: row.paid - Number(row.given) }))
      .filter((row) => row.left > 0);
  }

  /**
   * Fen the account can have back as cash at a school, before the balance caps it: what its
   * payments can still give back. The demo's sandbox also pays out the seed's money, which no
   * payment brought in.
   */
  async function cashLimit(tx: Db | Tx, accountId: number, unitId: number): Promise<number> {
    if (demo) return Number.MAX_SAFE_INTEGER;
    const rows = await refundable(tx, accountId, unitId);
    return rows.reduce((sum, row) => sum + row.left, 0);
  }

  /**
   * Pays an approved refund out, inside the approval's transaction: a provider that cannot be
   * reached rolls the approval back (the refund waits to be approved again); the numbers asked
   * for are the same next time, so a refund the provider did take is not taken twice.
   */
  async function payOut(tx: Tx, refund: RefundRow): Promise<void> {
    const parts: {
      paymentId: number | null;
      outTradeNo: string;
      total: number;
      amount: number;
      channel: string;
    }[] = [];
    let left = refund.amount;
    for (const row of await refundable(tx, refund.accountId, refund.unitId)) {
      if (left === 0) break;
      const amount = Math.min(left, row.left);
      parts.push({
        paymentId: row.payment.id,
        outTradeNo: row.payment.outTradeNo,
        total: row.paid,
        amount,
        channel: row.payment.channel,
      });
      left -= amount;
    }
    if (left > 0 && demo) {
      parts.push({
        paymentId: null,
        outTradeNo: '',
        total: left,
        amount: left,
        channel: 'sandbox',
      });
      left = 0;
    }
    if (left > 0) throw exceeds();
    for (const part of parts) {
      const provider = providers[part.channel as 'wechat' | 'sandbox' | 'orangebank'];
      if (!provider)
        throw new DomainError('PAYMENT_UNAVAILABLE', serverMessages.paymentUnavailable);
      const outRefundNo = `R${refund.id}P${part.paymentId ?? 0}`;
      const report = await provider.refund({
        outTradeNo: part.outTradeNo,
        outRefundNo,
        amount: part.amount,
        total: part.total,
        reason: refund.reason,
      });
      await tx.insert(refundPayouts).values({
        refundId: refund.id,
        paymentId: part.paymentId,
        outRefundNo,
        amount: part.amount,
        createdAt: clock.now(),
      });
      await record(tx, report);
    }
  }

  /**
   * Applies what the provider said about one payout, once: Success writes the Cash_Withdrawal
   * row; Closed and Abnormal leave the money in the balance. A payout already settled stays as
   * it is (a replayed notification changes nothing). False when we never asked for it.
   */
  async function record(tx: Tx, report: RefundReport): Promise<boolean> {
    const [payout] = await tx
      .select()
      .from(refundPayouts)
      .where(eq(refundPayouts.outRefundNo, report.outRefundNo))
      .for('update');
    if (!payout) return false;
    if (payout.status !== 'Processing' || report.status === 'Processing') return true;
    await tx
      .update(refundPayouts)
      .set({
        status: report.status,
        providerRef: report.providerRef ?? null,
        settledAt: clock.now(),
      })
      .where(eq(refundPayouts.id, payout.id));
    if (report.status !== 'Success') return true;
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, payout.refundId));
    await post(tx, [
      {
        accountId: refund!.accountId,
        associatedUserId: refund!.associatedUserId,
        unitId: refund!.unitId,
        type: 'Cash_Withdrawal',
        amount: payout.amount,
        // Under the refund, one row per confirmed payout: the refund's rows add up to what left.
        refType: 'refund',
        refId: refund!.id,
        remark: payout.outRefundNo,
      },
    ]);
    return true;
  }

  /** A provider's refund notification, checked over the raw bytes: 401 unless genuine. */
  async function notify(
    tx: Tx,
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void> {
    const provider = providers.wechat;
    if (!provider) throw notFound();
    const report = await provider.verifyRefundNotification(raw, headers).catch(() => null);
    if (!report) throw new DomainError('BAD_SIGNATURE', serverMessages.badSignature);
    if (!(await record(tx, report))) throw notFound();
  }

  /** Payouts still Processing after `olderThanMs`: reconciliation asks their provider. */
  function staleProcessing(db: Db, olderThanMs: number): Promise<PayoutRow[]> {
    return db
      .select()
      .from(refundPayouts)
      .where(
        and(
          eq(refundPayouts.status, 'Processing'),
          lt(refundPayouts.createdAt, new Date(clock.now().getTime() - olderThanMs)),
        ),
      )
      .orderBy(asc(refundPayouts.id));
  }

  /** What the payout's provider says now; null when it is still processing. */
  async function ask(tx: Db | Tx, payout: PayoutRow): Promise<RefundReport | null> {
    const [payment] = payout.paymentId
      ? await tx.select().from(payments).where(eq(payments.id, payout.paymentId))
      : [];
    const provider = payment && providers[payment.channel];
    if (!provider) return null;
    const report = await provider.queryRefund(payout.outRefundNo);
    return report.status === 'Processing' || report.outRefundNo !== payout.outRefundNo
      ? null
      : report;
  }

  /** The payouts of some refunds, for showing where each stands. */
  async function ofRefunds(tx: Db | Tx, refundIds: number[]): Promise<Map<number, PayoutStatus>> {
    if (refundIds.length === 0) return new Map();
    const rows = await tx
      .select({ refundId: refundPayouts.refundId, status: refundPayouts.status })
      .from(refundPayouts)
      .where(inArray(refundPayouts.refundId, refundIds));
    const result = new Map<number, PayoutStatus>();
    for (const row of rows) result.set(row.refundId, worse(result.get(row.refundId), row.status));
    return result;
  }

  return { refundable, cashLimit, payOut, record, notify, staleProcessing, ask, ofRefunds };
}

/** A refund stands as its least settled part: Abnormal, Closed, Processing, then Success. */
const ORDER: PayoutStatus[] = ['Abnormal', 'Closed', 'Processing', 'Success'];
function worse(a: PayoutStatus | undefined, b: PayoutStatus): PayoutStatus {
  if (a === undefined) return b;
  return ORDER.indexOf(a) <= ORDER.indexOf(b) ? a : b;
}

export type PayoutsService = ReturnType<typeof createPayouts>;
