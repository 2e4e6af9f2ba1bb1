import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Paged } from '../../../lib/contract/core';
import type { Leaver, StaffRead } from '../../../lib/contract/retention';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import type { Log } from '../../core/providers';
import type { Db, Tx } from '../db';
import { audit, type Staff } from '../console';
import { accounts, associatedUsers } from '../schema';
import { anonymiseAccount, anonymiseChild } from './anonymise';
import type { ClosuresService } from './closures';
import { leavers, retentionSettings, staffReads } from './tables';

export const DEFAULT_RETENTION_DAYS = 365;

export function createRetention(db: Db, clock: Clock, closures: ClosuresService, log: Log) {
  async function setting(unitId: number): Promise<{ days: number }> {
    const [row] = await db
      .select({ days: retentionSettings.days })
      .from(retentionSettings)
      .where(eq(retentionSettings.unitId, unitId));
    return { days: row?.days ?? DEFAULT_RETENTION_DAYS };
  }

  async function saveSetting(tx: Tx, staff: Staff, days: number): Promise<{ days: number }> {
    await tx
      .insert(retentionSettings)
      .values({ unitId: staff.unitId, days })
      .onConflictDoUpdate({ target: retentionSettings.unitId, set: { days } });
    await audit(tx, staff, 'retention.save', String(days));
    return { days };
  }

  /** Marks a child of the school as leaving on `leftOn` (again: the later mark wins). */
  async function markLeaver(
    tx: Tx,
    staff: Pick<Staff, 'unitId' | 'accountId'>,
    childId: number,
    leftOn: string,
  ): Promise<Leaver> {
    const [child] = await tx
      .select({ id: associatedUsers.id, userName: associatedUsers.userName })
      .from(associatedUsers)
      .where(
        and(
          eq(associatedUsers.id, childId),
          eq(associatedUsers.unitId, staff.unitId),
          eq(associatedUsers.userTypes, 'Student'),
        ),
      );
    if (!child) throw notFound();
    const [row] = await tx
      .insert(leavers)
      .values({ unitId: staff.unitId, associatedUserId: child.id, leftOn, createdAt: clock.now() })
      .onConflictDoUpdate({ target: leavers.associatedUserId, set: { leftOn } })
      .returning();
    await audit(tx, staff, 'leaver.mark', String(child.id), { leftOn });
    return {
      associatedUserId: child.id,
      userName: child.userName,
      leftOn: row!.leftOn,
      anonymised: row!.anonymisedAt !== null,
    };
  }

  /**
   * After a roster import (the school's whole roster, decision 050): a linked child whose student
   * the file no longer holds is marked leaving today; one the file holds again loses a mark not yet
   * acted on, so an import by mistake is undone by the right one. Answers how many were marked.
   */
  async function markDropped(
    tx: Tx,
    staff: Pick<Staff, 'unitId' | 'accountId'>,
    keptStudentNos: string[],
  ): Promise<number> {
    const kept = JSON.stringify(keptStudentNos);
    const now = clock.now();
    await tx.execute(
      sql`delete from leavers l using associated_users c, roster_students r
          where l.associated_user_id = c.id and r.id = c.roster_student_id
            and l.unit_id = ${staff.unitId} and l.anonymised_at is null
            and r.student_no in (select jsonb_array_elements_text(${kept}::jsonb))`,
    );
    const marked = (await tx.execute(
      sql`insert into leavers (unit_id, associated_user_id, left_on, created_at)
          select c.unit_id, c.id,
            to_char((${now.toISOString()}::timestamptz at time zone u.time_zone)::date, 'YYYY-MM-DD'),
            ${now.toISOString()}::timestamptz
          from associated_users c join roster_students r on r.id = c.roster_student_id
            join units u on u.id = c.unit_id
          where c.unit_id = ${staff.unitId}
            and r.student_no not in (select jsonb_array_elements_text(${kept}::jsonb))
          on conflict (associated_user_id) do nothing
          returning id`,
    )) as unknown as { rows: unknown[] };
    if (marked.rows.length > 0)
      await audit(tx, staff, 'leaver.rosterDropped', null, { marked: marked.rows.length });
    return marked.rows.length;
  }

  /**
   * The daily job (also `npm run retention`): anonymises every leaver whose school's retention
   * period has passed, then the guardian once none of their children is left un-anonymised, and
   * finishes confirmed closures whose refunds were paid out. One transaction per person; a second
   * run finds nothing to do.
   */
  async function run(): Promise<{ children: number; accounts: number; closures: number }> {
    const now = clock.now();
    const due = (
      (await db.execute(
        sql`select l.associated_user_id as id, c.account_id from leavers l
            join associated_users c on c.id = l.associated_user_id
            join units u on u.id = l.unit_id
            left join retention_settings r on r.unit_id = l.unit_id
            where l.anonymised_at is null
              and l.left_on::date + coalesce(r.days, ${DEFAULT_RETENTION_DAYS})
                <= (${now.toISOString()}::timestamptz at time zone u.time_zone)::date
            order by l.id`,
      )) as unknown as { rows: { id: number; account_id: number }[] }
    ).rows;
    let anonymisedAccounts = 0;
    for (const leaver of due) {
      const whole = await db.transaction(async (tx) => {
        await anonymiseChild(tx, Number(leaver.id), now);
        const [left] = await tx
          .select({ n: count() })
          .from(associatedUsers)
          .leftJoin(leavers, eq(leavers.associatedUserId, associatedUsers.id))
          .where(
            and(
              eq(associatedUsers.accountId, Number(leaver.account_id)),
              isNull(leavers.anonymisedAt),
            ),
          );
        if (Number(left?.n ?? 0) > 0) return false;
        await anonymiseAccount(tx, Number(leaver.account_id));
        return true;
      });
      if (whole) anonymisedAccounts += 1;
    }
    const closed = await closures.finishWaiting();
    const result = { children: due.length, accounts: anonymisedAccounts, closures: closed };
    log.info(result, 'retention: personal data anonymised');
    return result;
  }

  /** One staff read of a child's personal data (decision 074). */
  async function logRead(
    staff: Pick<Staff, 'unitId' | 'accountId'>,
    what: string,
    childIds: (number | null)[],
  ): Promise<void> {
    const ids = childIds.length > 0 ? childIds : [null];
    await db.insert(staffReads).values(
      ids.map((associatedUserId) => ({
        unitId: staff.unitId,
        staffAccountId: staff.accountId,
        associatedUserId,
        what,
        createdAt: clock.now(),
      })),
    );
  }

  async function reads(staff: Staff, page: number, size: number): Promise<Paged<StaffRead>> {
    const where = eq(staffReads.unitId, staff.unitId);
    const [total] = await db.select({ n: count() }).from(staffReads).where(where);
    const rows = await db
      .select({
        id: staffReads.id,
        staffName: accounts.userName,
        associatedUserId: staffReads.associatedUserId,
        childName: associatedUsers.userName,
        what: staffReads.what,
        createdAt: staffReads.createdAt,
      })
      .from(staffReads)
      .innerJoin(accounts, eq(accounts.id, staffReads.staffAccountId))
      .leftJoin(associatedUsers, eq(associatedUsers.id, staffReads.associatedUserId))
      .where(where)
      .orderBy(desc(staffReads.id))
      .limit(size)
      .offset(page * size);
    return {
      content: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      page,
      size,
      total: Number(total?.n ?? 0),
    };
  }

  /** Children of an account at the school: whose data a console read of that account touches. */
  async function childrenAt(unitId: number, accountId: number): Promise<number[]> {
    const rows = await db
      .select({ id: associatedUsers.id })
      .from(associatedUsers)
      .where(and(eq(associatedUsers.accountId, accountId), eq(associatedUsers.unitId, unitId)));
    return rows.map((row) => row.id);
  }

  return { setting, saveSetting, markLeaver, markDropped, run, logRead, reads, childrenAt };
}
export type RetentionService = ReturnType<typeof createRetention>;
