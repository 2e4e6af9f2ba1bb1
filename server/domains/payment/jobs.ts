import type { Db } from '../db';
import type { PaymentsService } from './service';

// Reconciliation (decision 018) is a job, not a request: no route sits above it, so it opens a
// transaction itself (decision 060), one per answer recorded, so one provider's slow answer never
// holds a lock over the others and an error leaves what was already recorded.

export function createPaymentJobs(db: Db, payments: PaymentsService) {
  /**
   * Asks each payment's provider about payments still Pending after `olderThanMs` and records what
   * it says. Returns how many it asked and how many changed.
   */
  async function reconcile(olderThanMs: number): Promise<{ asked: number; settled: number }> {
    const stale = await payments.stalePending(olderThanMs);
    let settled = 0;
    for (const payment of stale) {
      const report = await payments.ask(payment);
      if (!report) continue;
      await db.transaction((tx) => payments.record(tx, report));
      settled += 1;
    }
    return { asked: stale.length, settled };
  }
  return { reconcile };
}
export type PaymentJobs = ReturnType<typeof createPaymentJobs>;
