import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { closeExpired, PAYMENT_VALIDITY_MS } from './expiry';
import type { PayoutsService } from './payouts';
import type { PaymentProviders, PaymentsService } from './service';

// Reconciliation (decision 018) is a job, not a request: no route sits above it, so it opens a
// transaction itself (decision 060), one per answer recorded, so one provider's slow answer never
// holds a lock over the others and an error leaves what was already recorded.

export function createPaymentJobs(
  db: Db,
  payments: PaymentsService,
  payouts: PayoutsService,
  providers: PaymentProviders,
  clock: Clock,
) {
  /**
   * Asks each payment's provider about payments still Pending, and refund payouts still
   * Processing, after `olderThanMs` and records what it says; a payment past its validity that
   * the provider still calls pending is closed there and declined (decision 071). Returns how
   * many it asked and how many changed.
   */
  async function reconcile(olderThanMs: number): Promise<{ asked: number; settled: number }> {
    // An expired payment is closed even when the job is told to wait longer than its validity.
    const stale = await payments.stalePending(Math.min(olderThanMs, PAYMENT_VALIDITY_MS));
    let settled = 0;
    for (const payment of stale) {
      // Asked first, every time: a payment that did succeed is recorded paid, never closed.
      const report =
        (await payments.ask(payment)) ??
        (payment.channel === 'balance'
          ? null
          : await closeExpired(providers[payment.channel], clock, payment));
      if (!report) continue;
      await db.transaction((tx) => payments.record(tx, report));
      settled += 1;
    }
    // Refunds still on their way back are asked about too (decision 071).
    const paying = await payouts.staleProcessing(db, olderThanMs);
    for (const payout of paying) {
      const report = await payouts.ask(db, payout);
      if (!report) continue;
      await db.transaction((tx) => payouts.record(tx, report));
      settled += 1;
    }
    return { asked: stale.length + paying.length, settled };
  }
  return { reconcile };
}
export type PaymentJobs = ReturnType<typeof createPaymentJobs>;
