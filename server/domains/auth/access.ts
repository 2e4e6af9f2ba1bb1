import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MealKind } from '../../../lib/contract/enums';
import type { InvalidationChannel } from '../../core/cache/channel';
import type { TagCache } from '../../core/cache/tagCache';
import type { Clock } from '../../core/clock';
import type { Caller, CallerSession } from '../../core/http/caller';
import type { Db } from '../db';
import { accounts, associatedUsers, tokens, units } from '../schema';
import { forbidden, invalidField, notFound, unauthorized } from '../../core/errors';
import { sha256 } from '../../core/crypto';

/** A token's account and associated users, as one joined query reads them. */
interface TokenSession extends CallerSession {
  accountId: number;
  expiresAt: number;
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === '' || text === 'undefined' || text === 'null') return null;
  return text;
}

function headerId(request: FastifyRequest, name: string): number | null {
  const text = header(request, name);
  if (text === null) return null;
  if (!/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647 || Number(text) < 1) {
    throw invalidField(name);
  }
  return Number(text);
}

/** Tokens are looked up for at most this long from memory; revocation clears them at once. */
const SESSION_TTL_MS = 60_000;

export function createAccess(
  db: Db,
  clock: Clock,
  cache: TagCache,
  channel: Pick<InvalidationChannel, 'beforeHit'>,
) {
  /**
   * One query: the token (valid now), its account and the account's associated users. Prepared
   * once (named, so each connection parses it once): every request that misses the cache sends it.
   */
  const sessionQuery = db
    .select({
      accountId: tokens.accountId,
      expiresAt: tokens.expiresAt,
      current: accounts.currentAssociatedUserId,
      id: associatedUsers.id,
      unitId: associatedUsers.unitId,
      userName: associatedUsers.userName,
      userTypes: associatedUsers.userTypes,
      mealKind: associatedUsers.mealKind,
      timeZone: units.timeZone,
    })
    .from(tokens)
    .innerJoin(accounts, eq(accounts.id, tokens.accountId))
    .leftJoin(associatedUsers, eq(associatedUsers.accountId, tokens.accountId))
    .leftJoin(units, eq(units.id, associatedUsers.unitId))
    .where(
      and(
        eq(tokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(tokens.revokedAt),
        gt(tokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(associatedUsers.id))
    .prepare('canteen_session_of_token');

  async function readSession(tokenHash: string): Promise<TokenSession | null> {
    const rows = await sessionQuery.execute({ tokenHash, now: clock.now().toISOString() });
    const first = rows[0];
    if (!first) return null;
    const children: CallerSession['children'] = [];
    for (const row of rows) {
      if (row.id === null || row.unitId === null || row.timeZone === null) continue;
      children.push({
        id: row.id,
        accountId: first.accountId,
        unitId: row.unitId,
        userName: row.userName ?? '',
        userTypes: row.userTypes ?? 'Student',
        mealKind: (row.mealKind ?? 'Ordinary') as MealKind,
        timeZone: row.timeZone,
      });
    }
    return {
      accountId: first.accountId,
      expiresAt: first.expiresAt.getTime(),
      currentAssociatedUserId: first.current,
      children,
    };
  }

  async function sessionOf(
    token: string,
  ): Promise<{ tokenHash: string; session: TokenSession } | null> {
    const tokenHash = sha256(token);
    const key = `session:${tokenHash}`;
    const cached = cache.get<TokenSession>(key);
    if (cached) {
      await channel.beforeHit();
      const still = cache.get<TokenSession>(key);
      if (still && still.expiresAt > clock.now().getTime()) return { tokenHash, session: still };
    }
    const epoch = cache.epoch();
    const session = await readSession(tokenHash);
    if (!session) return null;
    cache.set(
      key,
      session,
      [`token:${tokenHash}`, `account:${session.accountId}`],
      epoch,
      SESSION_TTL_MS,
    );
    return { tokenHash, session };
  }

  /**
   * The headers are the client's claim about the selected identity: an associated user of another
   * account is 404 (as if it did not exist), a unit or user type the account has no part in is 403.
   */
  function verifyIdentity(request: FastifyRequest, session: CallerSession) {
    const associatedUserId = headerId(request, 'associatedUser');
    const unitId = headerId(request, 'unit');
    const userType = header(request, 'userType');
    if (associatedUserId === null && unitId === null && userType === null) {
      return { associatedUserId: null, unitId: null, userType: null };
    }
    if (userType !== null && userType.length > 40) throw forbidden();
    const mine = session.children;
    if (associatedUserId !== null) {
      const selected = mine.find((row) => row.id === associatedUserId);
      if (!selected) throw notFound();
      if (unitId !== null && unitId !== selected.unitId) throw forbidden();
      if (userType !== null && userType !== selected.userTypes) throw forbidden();
      return { associatedUserId, unitId: selected.unitId, userType: selected.userTypes };
    }
    if (unitId !== null && !mine.some((row) => row.unitId === unitId)) throw forbidden();
    if (userType !== null && !mine.some((row) => row.userTypes === userType)) throw forbidden();
    return { associatedUserId: null, unitId, userType };
  }

  function callerOf(request: FastifyRequest, tokenHash: string, session: TokenSession): Caller {
    return {
      accountId: session.accountId,
      tokenHash,
      ...verifyIdentity(request, session),
      session: {
        children: session.children,
        currentAssociatedUserId: session.currentAssociatedUserId,
      },
    };
  }

  async function optionalCaller(request: FastifyRequest): Promise<Caller | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const found = await sessionOf(token);
    if (!found) return null;
    return callerOf(request, found.tokenHash, found.session);
  }

  async function requireCaller(request: FastifyRequest): Promise<Caller> {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const found = await sessionOf(token);
    if (!found) throw unauthorized();
    return callerOf(request, found.tokenHash, found.session);
  }

  return { optionalCaller, requireCaller };
}
export type AccessService = ReturnType<typeof createAccess>;
