import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { loginFailures, loginLocks } from '../schema';

// Counted events per key (failed sign-ins, mobile lookups, accounts created), shared by every
// server process through the database (decision 019). A reservation is taken BEFORE the guarded
// work runs, under a transaction-scoped advisory lock on the key, so however many requests arrive
// together, no more than the limit get through: the count and the insert cannot interleave. The
// same SQL runs on PGlite (one connection, so the transaction alone serialises) and PostgreSQL.
// The reservation opens its own transaction, unlike a service's work (decision 060): it must
// commit whatever becomes of the request, since a failed sign-in that rolled its count back
// would never reach the limit.

export interface Quota {
  key: string;
  limit: number;
  windowMs: number;
}

export interface Reservation {
  /** The rows taken, one per quota: deleted again when the work turns out not to count. */
  ids: number[];
  /** Per quota, how many events the window now holds, this one included. */
  counts: number[];
}

export function createLimits(db: Db, clock: Clock) {
  /** Whether any of the keys is locked now. */
  async function lockedKeys(keys: string[]): Promise<boolean> {
    const rows = await db
      .select({ lockedUntil: loginLocks.lockedUntil })
      .from(loginLocks)
      .where(inArray(loginLocks.loginKey, keys));
    const now = clock.now();
    return rows.some((row) => row.lockedUntil > now);
  }

  /**
   * Takes one event from every quota at once, or none: null when a key is locked or a quota is
   * used up. `lockKey` names the advisory lock all these keys share (e.g. the account).
   */
  async function reserve(lockKey: string, quotas: Quota[]): Promise<Reservation | null> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 72707))`);
      const now = clock.now();
      const locks = await tx
        .select({ lockedUntil: loginLocks.lockedUntil })
        .from(loginLocks)
        .where(
          inArray(
            loginLocks.loginKey,
            quotas.map((quota) => quota.key),
          ),
        );
      if (locks.some((row) => row.lockedUntil > now)) return null;
      const counts: number[] = [];
      for (const quota of quotas) {
        const [row] = await tx
          .select({ n: count() })
          .from(loginFailures)
          .where(
            and(
              eq(loginFailures.loginKey, quota.key),
              gt(loginFailures.createdAt, new Date(now.getTime() - quota.windowMs)),
            ),
          );
        const used = Number(row?.n ?? 0);
        if (used >= quota.limit) return null;
        counts.push(used + 1);
      }
      const inserted = await tx
        .insert(loginFailures)
        .values(quotas.map((quota) => ({ loginKey: quota.key, createdAt: now })))
        .returning({ id: loginFailures.id });
      return { ids: inserted.map((row) => row.id), counts };
    });
  }

  /** Gives the reserved events back (the work succeeded and does not count). */
  async function release(reservation: Reservation): Promise<void> {
    if (reservation.ids.length > 0)
      await db.delete(loginFailures).where(inArray(loginFailures.id, reservation.ids));
  }

  /** Locks a key until `lockedUntil`; its events are forgotten (the lock now carries them). */
  async function lock(key: string, ms: number): Promise<void> {
    const lockedUntil = new Date(clock.now().getTime() + ms);
    await db
      .insert(loginLocks)
      .values({ loginKey: key, lockedUntil })
      .onConflictDoUpdate({ target: loginLocks.loginKey, set: { lockedUntil } });
    await db.delete(loginFailures).where(eq(loginFailures.loginKey, key));
  }

  async function clear(key: string): Promise<void> {
    await db.delete(loginFailures).where(eq(loginFailures.loginKey, key));
  }

  /** Forgets events older than any window (a day) and locks that have run out. */
  async function prune(): Promise<void> {
    const now = clock.now();
    await db
      .delete(loginFailures)
      .where(lt(loginFailures.createdAt, new Date(now.getTime() - 24 * 60 * 60_000)));
    await db.delete(loginLocks).where(lt(loginLocks.lockedUntil, now));
  }

  return { reserve, release, lock, clear, lockedKeys, prune };
}
export type LimitsService = ReturnType<typeof createLimits>;
