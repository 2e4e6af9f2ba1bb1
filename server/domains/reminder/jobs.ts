import { sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { scanAll } from './producers';
import type { ReminderDelivery } from './service';

// The scheduled job (decision 042): a table-driven scheduler in the same database, the same on
// embedded PGlite and on PostgreSQL. Every server process runs it each minute; a transaction-level
// advisory lock lets one process scan at a time (the others skip that tick), and the unique
// event index plus the per-row push claim keep "at most once per person and event" even if two
// scans did overlap.

const SCAN_LOCK = 72707015;

export function createReminderJobs(db: Db, clock: Clock, delivery: ReminderDelivery) {
  /** One tick: produce what is due, then push what is new. False when another process scanned. */
  async function runOnce(): Promise<boolean> {
    // A scheduled job is its own caller (no route above it), so it opens its transaction
    // itself (decision 060).
    const scanned = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${SCAN_LOCK}) as got`);
      const [row] = (result as unknown as { rows: { got: boolean }[] }).rows;
      if (!row?.got) return false;
      await scanAll(tx, delivery.produce, clock.now());
      return true;
    });
    await delivery.deliver();
    return scanned;
  }
  return { runOnce };
}
export type ReminderJobs = ReturnType<typeof createReminderJobs>;
