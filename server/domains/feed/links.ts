import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CalendarFeedState, IssuedCalendarFeed } from '../../../lib/contract/feed';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import type { Db, Tx } from '../db';
import { associatedUsers, calendarFeeds } from '../schema';
import { ownChild } from '../user';

// A child's private calendar link (decision 073). The token is 32 random bytes; the database holds
// its SHA-256 only. Issuing a new link revokes the child's earlier one, so "renew" is one call.

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createCalendarLinks(db: Db, clock: Clock, publicOrigin: string) {
  const addressOf = (token: string) =>
    new URL(`/api/feed/child/${token}/calendar.ics`, publicOrigin).toString();

  async function states(accountId: number): Promise<CalendarFeedState[]> {
    const rows = await db
      .select({ id: associatedUsers.id, issuedAt: calendarFeeds.issuedAt })
      .from(associatedUsers)
      .leftJoin(
        calendarFeeds,
        and(
          eq(calendarFeeds.associatedUserId, associatedUsers.id),
          eq(calendarFeeds.accountId, accountId),
          isNull(calendarFeeds.revokedAt),
        ),
      )
      .where(eq(associatedUsers.accountId, accountId))
      .orderBy(asc(associatedUsers.id));
    return rows.map((row) => ({
      associatedUserId: row.id,
      active: row.issuedAt !== null,
      issuedAt: row.issuedAt?.toISOString() ?? null,
    }));
  }

  async function revokeIn(tx: Tx, accountId: number, childId: number): Promise<void> {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: clock.now() })
      .where(
        and(
          eq(calendarFeeds.associatedUserId, childId),
          eq(calendarFeeds.accountId, accountId),
          isNull(calendarFeeds.revokedAt),
        ),
      );
  }

  /** A new link for the account's own child (another's answers 404); the old one stops. */
  async function issue(tx: Tx, accountId: number, childId: number): Promise<IssuedCalendarFeed> {
    await ownChild(tx, accountId, childId);
    await revokeIn(tx, accountId, childId);
    const token = randomBytes(32).toString('base64url');
    const issuedAt = clock.now();
    await tx.insert(calendarFeeds).values({
      accountId,
      associatedUserId: childId,
      tokenHash: hashToken(token),
      issuedAt,
    });
    const url = addressOf(token);
    return {
      associatedUserId: childId,
      url,
      webcal: url.replace(/^https?:/, 'webcal:'),
      issuedAt: issuedAt.toISOString(),
    };
  }

  async function revoke(tx: Tx, accountId: number, childId: number): Promise<CalendarFeedState> {
    await ownChild(tx, accountId, childId);
    await revokeIn(tx, accountId, childId);
    return { associatedUserId: childId, active: false, issuedAt: null };
  }

  /**
   * The child a live token opens, while the account that issued it is still the child's; any
   * other token (unknown, revoked, the child moved to another account) is 404 and names nothing.
   */
  async function childOfToken(token: string) {
    const [row] = await db
      .select({ accountId: calendarFeeds.accountId, childId: calendarFeeds.associatedUserId })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)));
    if (!row) throw notFound();
    return ownChild(db, row.accountId, row.childId);
  }

  return { states, issue, revoke, childOfToken };
}
