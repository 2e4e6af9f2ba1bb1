import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../config';
import type { Db } from '../db/database';
import { loginFailures, loginLocks, tokens } from '../db/schema';
import { HttpError } from '../http/errors';
import { serverMessages } from '../messages';
import { newToken, sha256 } from './crypto';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;
const LOCK_MS = 15 * 60_000;
/** Failures before answers start to slow down, and the slow-down per further failure. */
const FREE_FAILURES = 3;
const STEP_MS = 500;
const MAX_DELAY_MS = 5000;

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** Tokens and the login guard. All state is in the database, so processes can share it. */
export function createSessions(
  db: Db,
  clock: Clock,
  ttlSeconds: number,
  delay: (ms: number) => Promise<void>,
) {
  async function issue(accountId: number): Promise<IssuedToken> {
    const token = newToken();
    const expiresAt = new Date(clock.now().getTime() + ttlSeconds * 1000);
    await db
      .insert(tokens)
      .values({ tokenHash: sha256(token), accountId, expiresAt, createdAt: clock.now() });
    return { access_token: token, token_type: 'bearer', expires_in: ttlSeconds };
  }

  async function revoke(tokenHash: string): Promise<void> {
    await db
      .update(tokens)
      .set({ revokedAt: clock.now() })
      .where(and(eq(tokens.tokenHash, tokenHash), isNull(tokens.revokedAt)));
  }

  /** Refuses a locked login key before any password or code is checked. */
  async function assertNotLocked(loginKey: string): Promise<void> {
    const [lock] = await db
      .select()
      .from(loginLocks)
      .where(eq(loginLocks.loginKey, loginKey))
      .limit(1);
    if (lock && lock.lockedUntil > clock.now()) {
      throw new HttpError(429, serverMessages.accountLocked, 'ACCOUNT_LOCKED');
    }
  }

  /** Records a failure, locks after 10 in 15 minutes, and slows the answer down after 3. */
  async function recordFailure(loginKey: string): Promise<void> {
    const now = clock.now();
    await db.insert(loginFailures).values({ loginKey, createdAt: now });
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.loginKey, loginKey),
          gt(loginFailures.createdAt, new Date(now.getTime() - WINDOW_MS)),
        ),
      );
    const failures = Number(row?.n ?? 0);
    if (failures >= MAX_FAILURES) {
      const lockedUntil = new Date(now.getTime() + LOCK_MS);
      await db
        .insert(loginLocks)
        .values({ loginKey, lockedUntil })
        .onConflictDoUpdate({ target: loginLocks.loginKey, set: { lockedUntil } });
      // The lock now carries the count; after it, the key starts from zero.
      await db.delete(loginFailures).where(eq(loginFailures.loginKey, loginKey));
      throw new HttpError(429, serverMessages.accountLocked, 'ACCOUNT_LOCKED');
    }
    if (failures > FREE_FAILURES)
      await delay(Math.min((failures - FREE_FAILURES) * STEP_MS, MAX_DELAY_MS));
  }

  async function clearFailures(loginKey: string): Promise<void> {
    await db.delete(loginFailures).where(eq(loginFailures.loginKey, loginKey));
  }

  return { issue, revoke, assertNotLocked, recordFailure, clearFailures };
}
export type SessionService = ReturnType<typeof createSessions>;
