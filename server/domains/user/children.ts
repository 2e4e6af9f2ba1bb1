import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock';
import type { Caller, SessionChild } from '../../core/http/caller';
import type { Db, Tx } from '../db';
import { accounts, associatedUsers, units } from '../schema';
import { invalidField, notFound } from '../../core/errors';

// "This account's child", looked up one way for orders, leaves, messages, uploads and the meal
// axis: another account's child answers 404 exactly like a child that does not exist.

/** A child of the calling account, with its school's time zone. */
export type OwnChild = Omit<SessionChild, 'userTypes'>;

const columns = {
  id: associatedUsers.id,
  accountId: associatedUsers.accountId,
  unitId: associatedUsers.unitId,
  userName: associatedUsers.userName,
  mealKind: associatedUsers.mealKind,
  timeZone: units.timeZone,
};

/** The account's own child by id; any other id answers 404. */
export async function ownChild(
  db: Db | Tx,
  accountId: number,
  associatedUserId: number,
): Promise<OwnChild> {
  const [row] = await db
    .select(columns)
    .from(associatedUsers)
    .innerJoin(units, eq(units.id, associatedUsers.unitId))
    .where(and(eq(associatedUsers.id, associatedUserId), eq(associatedUsers.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

/**
 * `selectedChild` from the associated users read with the caller's token (decision 038), without
 * a query; null when the caller has none or the child asked for is not among them (the caller
 * then asks the database, which also sees a child added within this request).
 */
export function selectedChildOfSession(caller: Caller, associatedUserId?: number): OwnChild | null {
  const session = caller.session;
  if (!session) return null;
  const wanted = associatedUserId ?? caller.associatedUserId;
  const mine = session.children;
  const found =
    wanted !== undefined && wanted !== null
      ? mine.find((child) => child.id === wanted)
      : (mine.find((child) => child.id === session.currentAssociatedUserId) ?? mine[0]);
  if (!found) return null;
  const { userTypes: _userTypes, ...child } = found;
  return child;
}

/**
 * The child a call is about: the id given, else the verified `associatedUser` header, else the
 * account's current child, else its first. 404 when the account has none (or not that one).
 */
export async function selectedChild(
  db: Db | Tx,
  caller: Caller,
  associatedUserId?: number,
): Promise<OwnChild> {
  const wanted = associatedUserId ?? caller.associatedUserId;
  if (wanted !== undefined && wanted !== null) return ownChild(db, caller.accountId, wanted);
  const rows = await db
    .select({ ...columns, current: accounts.currentAssociatedUserId })
    .from(associatedUsers)
    .innerJoin(units, eq(units.id, associatedUsers.unitId))
    .innerJoin(accounts, eq(accounts.id, associatedUsers.accountId))
    .where(eq(associatedUsers.accountId, caller.accountId))
    .orderBy(asc(associatedUsers.id));
  const row = rows.find((candidate) => candidate.id === rows[0]?.current) ?? rows[0];
  if (!row) throw notFound();
  const { current: _current, ...child } = row;
  return child;
}

/**
 * The school whose wallet a parent's balance calls answer (decision 066): that of the call's
 * child (the header's, else the current, else the first). Null for an account without children.
 */
export async function walletSchool(db: Db | Tx, caller: Caller): Promise<number | null> {
  const fromSession = selectedChildOfSession(caller);
  if (fromSession) return fromSession.unitId;
  if (caller.associatedUserId === undefined || caller.associatedUserId === null) {
    const [any] = await db
      .select({ id: associatedUsers.id })
      .from(associatedUsers)
      .where(eq(associatedUsers.accountId, caller.accountId))
      .limit(1);
    if (!any) return null;
  }
  return (await selectedChild(db, caller)).unitId;
}

/** Changing the account's children (adding one is enrolment's, decision 070). */
export function createChildren(db: Db, clock: Clock) {
  async function update(
    accountId: number,
    associatedUserId: number,
    changes: Partial<
      Pick<typeof associatedUsers.$inferInsert, 'userName' | 'gender' | 'headerUrl' | 'classesId'>
    >,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await db
      .update(associatedUsers)
      .set(changes)
      .where(
        and(eq(associatedUsers.id, associatedUserId), eq(associatedUsers.accountId, accountId)),
      );
  }

  /** The birth year of the account's own child (decision 081); another's child is 404. */
  async function birthYear(accountId: number, associatedUserId: number) {
    await ownChild(db, accountId, associatedUserId);
    const [row] = await db
      .select({ birthYear: associatedUsers.birthYear })
      .from(associatedUsers)
      .where(eq(associatedUsers.id, associatedUserId));
    return { associatedUserId, birthYear: row?.birthYear ?? null };
  }

  /** Sets or clears it; a year still to come is refused. */
  async function setBirthYear(accountId: number, associatedUserId: number, year: number | null) {
    await ownChild(db, accountId, associatedUserId);
    if (year !== null && year > clock.now().getUTCFullYear()) throw invalidField('birthYear');
    await db
      .update(associatedUsers)
      .set({ birthYear: year })
      .where(
        and(eq(associatedUsers.id, associatedUserId), eq(associatedUsers.accountId, accountId)),
      );
    return { associatedUserId, birthYear: year };
  }

  return { update, birthYear, setBirthYear };
}
export type ChildrenService = ReturnType<typeof createChildren>;
