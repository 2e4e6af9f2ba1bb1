import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { AdminClosure, Closure } from '../../../lib/contract/retention';
import type { Clock } from '../../core/clock';
import { DomainError, notFound } from '../../core/errors';
import type { Db, Tx } from '../db';
import { audit, type Staff } from '../console';
import { availableOf, balanceSummary } from '../ledger';
import type { RefundsService } from '../refund';
import { accounts, associatedUsers } from '../schema';
import { anonymiseAccount, anonymiseChild } from './anonymise';
import { accountClosures } from './tables';

// Closing an account (decision 074): the guardian asks from Mine; whatever balance the account
// holds at each school is asked back at once through the refund flow (a request of the whole
// available balance per school, which the school approves or rejects as any other); a school's
// administrator confirms; the data is anonymised once no balance remains, at confirmation or by
// the retention job when the last refund is paid out.

type Row = typeof accountClosures.$inferSelect;

/** Refusals the refund rule makes that leave the balance for the school to settle by hand. */
const LEFT_FOR_THE_SCHOOL = new Set(['REFUND_TOO_SMALL', 'REFUND_CLOSED']);

export async function balanceOfAccount(tx: Db | Tx, accountId: number): Promise<number> {
  return (await balanceSummary(tx, accountId)).reduce((sum, school) => sum + school.balance, 0);
}

export function createClosures(db: Db, clock: Clock, refunds: RefundsService) {
  async function view(tx: Db | Tx, row: Row): Promise<Closure> {
    return {
      id: row.id,
      status: row.status,
      balance: await balanceOfAccount(tx, row.accountId),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function open(tx: Db | Tx, accountId: number): Promise<Row | undefined> {
    const [row] = await tx
      .select()
      .from(accountClosures)
      .where(and(eq(accountClosures.accountId, accountId), ne(accountClosures.status, 'Done')))
      .orderBy(desc(accountClosures.id))
      .limit(1);
    return row;
  }

  async function request(tx: Tx, accountId: number): Promise<Closure> {
    const existing = await open(tx, accountId);
    if (existing) return view(tx, existing);
    const [row] = await tx
      .insert(accountClosures)
      .values({ accountId, status: 'Requested', createdAt: clock.now() })
      .returning();
    for (const school of await balanceSummary(tx, accountId)) {
      const amount = await availableOf(tx, accountId, school.unitId);
      if (amount <= 0) continue;
      const [child] = await tx
        .select({ id: associatedUsers.id })
        .from(associatedUsers)
        .where(
          and(eq(associatedUsers.accountId, accountId), eq(associatedUsers.unitId, school.unitId)),
        )
        .limit(1);
      if (!child) continue;
      try {
        await refunds.request(tx, accountId, {
          associatedUserId: child.id,
          amount,
          reason: '注销账号',
        });
      } catch (error) {
        if (!(error instanceof DomainError && LEFT_FOR_THE_SCHOOL.has(error.code))) throw error;
      }
    }
    return view(tx, row!);
  }

  async function mine(accountId: number): Promise<Closure | null> {
    const [row] = await db
      .select()
      .from(accountClosures)
      .where(eq(accountClosures.accountId, accountId))
      .orderBy(desc(accountClosures.id))
      .limit(1);
    return row ? view(db, row) : null;
  }

  /** Accounts with a child at the school: only their closures are this console's. */
  async function ofSchool(tx: Db | Tx, unitId: number, id?: number): Promise<AdminClosure[]> {
    const rows = await tx
      .selectDistinct({ closure: accountClosures, userName: accounts.userName })
      .from(accountClosures)
      .innerJoin(accounts, eq(accounts.id, accountClosures.accountId))
      .innerJoin(associatedUsers, eq(associatedUsers.accountId, accountClosures.accountId))
      .where(
        and(
          eq(associatedUsers.unitId, unitId),
          ...(id
            ? [eq(accountClosures.id, id)]
            : [inArray(accountClosures.status, ['Requested', 'Confirmed', 'Done'])]),
        ),
      )
      .orderBy(desc(accountClosures.id));
    return Promise.all(
      rows.map(async ({ closure, userName }) => ({
        ...(await view(tx, closure)),
        accountId: closure.accountId,
        userName,
      })),
    );
  }

  /** Anonymises the account and its children if nothing is left to refund; true when done. */
  async function finish(tx: Tx, row: Row): Promise<boolean> {
    if ((await balanceOfAccount(tx, row.accountId)) !== 0) return false;
    const children = await tx
      .select({ id: associatedUsers.id })
      .from(associatedUsers)
      .where(eq(associatedUsers.accountId, row.accountId));
    const now = clock.now();
    for (const child of children) await anonymiseChild(tx, child.id, now);
    await anonymiseAccount(tx, row.accountId);
    await tx
      .update(accountClosures)
      .set({ status: 'Done', doneAt: now })
      .where(eq(accountClosures.id, row.id));
    return true;
  }

  async function confirm(tx: Tx, staff: Staff, id: number): Promise<void> {
    if ((await ofSchool(tx, staff.unitId, id)).length === 0) throw notFound();
    const [row] = await tx
      .select()
      .from(accountClosures)
      .where(eq(accountClosures.id, id))
      .for('update');
    if (!row || row.status === 'Done') return;
    const confirmed = { ...row, status: 'Confirmed' as const };
    await tx
      .update(accountClosures)
      .set({ status: 'Confirmed', confirmedBy: staff.accountId, confirmedAt: clock.now() })
      .where(eq(accountClosures.id, id));
    await audit(tx, staff, 'closure.confirm', String(id));
    await finish(tx, confirmed);
  }

  /** Confirmed closures whose refunds have all been paid out: the retention job finishes them. */
  async function finishWaiting(): Promise<number> {
    const waiting = await db
      .select()
      .from(accountClosures)
      .where(eq(accountClosures.status, 'Confirmed'));
    let done = 0;
    for (const row of waiting) if (await db.transaction((tx) => finish(tx, row))) done += 1;
    return done;
  }

  const list = (unitId: number, id?: number) => ofSchool(db, unitId, id);

  return { request, mine, list, confirm, finishWaiting };
}
export type ClosuresService = ReturnType<typeof createClosures>;
