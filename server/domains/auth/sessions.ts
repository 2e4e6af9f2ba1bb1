import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { tokens } from '../schema';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';
import { newToken, sha256 } from '../../core/crypto';
import type { LimitsService } from './limits';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;
/** Across every client address: a ceiling a spread-out attack still meets. */
const MAX_FAILURES_PER_SUBJECT = 30;
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
  limits: LimitsService,
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

  const locked = () => new DomainError('ACCOUNT_LOCKED', serverMessages.accountLocked);

  /**
   * Runs one password or code check under the sign-in guard (decision 019). Failures count per
   * (subject, client address): ten in 15 minutes lock that pair for 15 minutes, and thirty across
   * all addresses lock the subject. Each check reserves its place before it runs, atomically, so
   * sixty parallel guesses still get at most ten checked. A check that succeeds gives its place
   * back and clears the pair; `counts(error)` says whether a refusal is a guess (an expired SMS
   * code is not: no code was there to guess).
   */
  async function guard<T>(
    scope: 'password' | 'sms',
    subject: string,
    ip: string,
    check: () => Promise<T>,
    counts: (error: unknown) => boolean = () => true,
  ): Promise<T> {
    const subjectKey = `${scope}:${subject}`;
    const pairKey = `${subjectKey}@${ip}`;
    const reservation = await limits.reserve(subjectKey, [
      { key: pairKey, limit: MAX_FAILURES, windowMs: WINDOW_MS },
      { key: subjectKey, limit: MAX_FAILURES_PER_SUBJECT, windowMs: WINDOW_MS },
    ]);
    if (!reservation) throw locked();
    let result: T;
    try {
      result = await check();
    } catch (error) {
      if (!counts(error)) {
        await limits.release(reservation);
        throw error;
      }
      const [pairFailures = 0, subjectFailures = 0] = reservation.counts;
      if (subjectFailures >= MAX_FAILURES_PER_SUBJECT) await limits.lock(subjectKey, LOCK_MS);
      if (pairFailures >= MAX_FAILURES) {
        await limits.lock(pairKey, LOCK_MS);
        throw locked();
      }
      if (subjectFailures >= MAX_FAILURES_PER_SUBJECT) throw locked();
      if (pairFailures > FREE_FAILURES)
        await delay(Math.min((pairFailures - FREE_FAILURES) * STEP_MS, MAX_DELAY_MS));
      throw error;
    }
    await limits.release(reservation);
    await limits.clear(pairKey);
    return result;
  }

  return { issue, revoke, guard };
}
export type SessionsService = ReturnType<typeof createSessions>;
