import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Identity, CurrentUser } from '../../../lib/contract/user';
import type { InvalidationChannel } from '../../core/cache/channel';
import type { TagCache } from '../../core/cache/tagCache';
import type { Db } from '../db';
import { accounts, associatedUsers, classes, grades, socialAccounts, units } from '../schema';
import { notFound } from '../../core/errors';
import { balanceOf, statementOf } from '../ledger';
import type { Caller } from '../../core/http/caller';
import { walletSchool } from './children';

type AccountRow = typeof accounts.$inferSelect;

/**
 * A column of an account's latest WeChat binding (the one its pages show), read beside the row
 * whose `accountId` column is given: one rule for the current user and for each identity.
 */
function bindingColumn(column: AnyPgColumn, accountId: AnyPgColumn) {
  return sql<
    string | null
  >`(select ${column} from ${socialAccounts} where ${socialAccounts.accountId} = ${accountId} and ${socialAccounts.provider} = 'wechat' order by ${socialAccounts.createdAt} desc limit 1)`;
}

/** Accounts, their associated users (identities) and the ledger balance. */
export function createUsers(
  db: Db,
  cache: TagCache,
  channel: Pick<InvalidationChannel, 'beforeHit'>,
) {
  async function account(accountId: number): Promise<AccountRow> {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function currentUser(accountId: number): Promise<CurrentUser> {
    // The account and its latest WeChat binding in one statement.
    const [found] = await db
      .select({
        row: accounts,
        openId: bindingColumn(socialAccounts.openId, accounts.id),
        openIdNo: bindingColumn(socialAccounts.openIdNo, accounts.id),
      })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    if (!found) throw notFound();
    const { row, ...binding } = found;
    return {
      userId: row.id,
      userName: row.userName,
      mobile: row.mobile,
      gender: row.gender,
      headerUrl: row.headerUrl,
      updatePassword: row.updatePassword,
      loginNumber: row.loginNumber,
      openId: binding.openId,
      openIdNo: binding.openIdNo,
      currentAssociatedUserId: row.currentAssociatedUserId,
    };
  }

  /**
   * The account's identities, from memory when nothing they are made of changed since they were
   * read (decision 038: the triggers of migration 0008 announce every such write).
   */
  async function cachedIdentities(accountId: number): Promise<Identity[]> {
    const key = `identities:${accountId}`;
    if (cache.get(key)) {
      await channel.beforeHit();
      const still = cache.get<Identity[]>(key);
      if (still) return still;
    }
    const epoch = cache.epoch();
    const list = await identities(accountId);
    cache.set(key, list, [`account:${accountId}`], epoch);
    return list;
  }

  /**
   * The account's identities; with `onlyId`, that one (404 when it is not the account's). Read
   * from the database: write routes answer with the identity they have just changed.
   */
  async function identities(accountId: number, onlyId?: number): Promise<Identity[]> {
    const where =
      onlyId === undefined
        ? eq(associatedUsers.accountId, accountId)
        : and(eq(associatedUsers.accountId, accountId), eq(associatedUsers.id, onlyId));
    // One statement: the children with their school, class and grade, the account's own
    // columns and its chat binding beside each (an account without children lists nothing).
    const rows = await db
      .select({
        user: associatedUsers,
        unitName: units.name,
        classes,
        grade: grades,
        row: {
          id: accounts.id,
          mobile: accounts.mobile,
          updatePassword: accounts.updatePassword,
          loginNumber: accounts.loginNumber,
        },
        binding: {
          openId: bindingColumn(socialAccounts.openId, associatedUsers.accountId),
          openIdNo: bindingColumn(socialAccounts.openIdNo, associatedUsers.accountId),
        },
      })
      .from(associatedUsers)
      .innerJoin(accounts, eq(accounts.id, associatedUsers.accountId))
      .innerJoin(units, eq(units.id, associatedUsers.unitId))
      .leftJoin(classes, eq(classes.id, associatedUsers.classesId))
      .leftJoin(grades, eq(grades.id, classes.gradeId))
      .where(where)
      .orderBy(asc(associatedUsers.id));
    return rows.map(({ user, unitName, classes: klass, grade, row, binding }) => ({
      userId: row.id,
      userName: user.userName,
      associatedUserId: user.id,
      gender: user.gender,
      headerUrl: user.headerUrl,
      userTypes: user.userTypes,
      unitId: user.unitId,
      unitName,
      mobile: row.mobile,
      gradeId: grade?.id ?? null,
      gradeName: grade?.name ?? null,
      gradeNumber: grade?.number ?? null,
      classesId: klass?.id ?? null,
      classesName: klass?.name ?? null,
      classesNumber: klass?.number ?? null,
      updatePassword: row.updatePassword,
      loginNumber: row.loginNumber,
      openId: binding.openId,
      openIdNo: binding.openIdNo,
    }));
  }

  async function identity(accountId: number, associatedUserId: number): Promise<Identity> {
    const [found] = await identities(accountId, associatedUserId);
    if (!found) throw notFound();
    return found;
  }

  /** The balance at the school of the call's child (decision 066); 0 without a child. */
  async function balance(caller: Caller): Promise<number> {
    const unitId = await walletSchool(db, caller);
    return unitId === null ? 0 : balanceOf(db, caller.accountId, unitId);
  }

  /** The rows of that same wallet, newest first, as the family paid (decision 072). */
  async function balanceRecords(caller: Caller, page: number, size: number) {
    const unitId = await walletSchool(db, caller);
    if (unitId === null) return { content: [], page, size, total: 0 };
    return statementOf(db, caller.accountId, unitId, page, size);
  }

  /** The school of the call's child, whose wallet and coupons a parent's lists show. */
  const schoolOf = (caller: Caller) => walletSchool(db, caller);

  async function findByMobile(mobile: string) {
    const [row] = await db.select().from(accounts).where(eq(accounts.mobile, mobile)).limit(1);
    return row ?? null;
  }

  async function findByLogin(username: string) {
    const [byName] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.username, username))
      .limit(1);
    return byName ?? (await findByMobile(username));
  }

  async function unboundOpenId(provider: string, openId: string) {
    const [row] = await db
      .select()
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.provider, provider),
          eq(socialAccounts.openId, openId),
          isNull(socialAccounts.accountId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  return {
    account,
    currentUser,
    identities: cachedIdentities,
    identity,
    balance,
    balanceRecords,
    schoolOf,
    findByMobile,
    findByLogin,
    unboundOpenId,
  };
}
export type UsersService = ReturnType<typeof createUsers>;
