import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../config';
import type { Db } from '../db/database';
import { associatedUsers, tokens } from '../db/schema';
import { forbidden, invalidField, notFound, unauthorized } from '../http/errors';
import { sha256 } from './crypto';

/** Who is calling: the token's account and the identity headers, verified against it. */
export interface Caller {
  accountId: number;
  tokenHash: string;
  /** Set only when the `associatedUser` header named one of the account's associated users. */
  associatedUserId: number | null;
  unitId: number | null;
  userType: string | null;
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

export function createAccess(db: Db, clock: Clock) {
  async function accountOfToken(
    token: string,
  ): Promise<{ accountId: number; tokenHash: string } | null> {
    const tokenHash = sha256(token);
    const [row] = await db
      .select({ accountId: tokens.accountId })
      .from(tokens)
      .where(
        and(
          eq(tokens.tokenHash, tokenHash),
          isNull(tokens.revokedAt),
          gt(tokens.expiresAt, clock.now()),
        ),
      )
      .limit(1);
    return row ? { accountId: row.accountId, tokenHash } : null;
  }

  /**
   * The headers are the client's claim about the selected identity: an associated user of another
   * account is 404 (as if it did not exist), a unit or user type the account has no part in is 403.
   */
  async function verifyIdentity(request: FastifyRequest, accountId: number) {
    const associatedUserId = headerId(request, 'associatedUser');
    const unitId = headerId(request, 'unit');
    const userType = header(request, 'userType');
    if (associatedUserId === null && unitId === null && userType === null) {
      return { associatedUserId: null, unitId: null, userType: null };
    }
    if (userType !== null && userType.length > 40) throw forbidden();
    const mine = await db
      .select({
        id: associatedUsers.id,
        unitId: associatedUsers.unitId,
        userTypes: associatedUsers.userTypes,
      })
      .from(associatedUsers)
      .where(eq(associatedUsers.accountId, accountId));
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

  async function optionalCaller(request: FastifyRequest): Promise<Caller | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const found = await accountOfToken(token);
    if (!found) return null;
    return { ...found, ...(await verifyIdentity(request, found.accountId)) };
  }

  async function requireCaller(request: FastifyRequest): Promise<Caller> {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const found = await accountOfToken(token);
    if (!found) throw unauthorized();
    return { ...found, ...(await verifyIdentity(request, found.accountId)) };
  }

  return { optionalCaller, requireCaller };
}
export type AccessService = ReturnType<typeof createAccess>;
