import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import {
  accounts,
  associatedUsers,
  pushSubscriptions,
  rosterStudents,
  schoolStaff,
  socialAccounts,
  tokens,
} from '../schema';
import { leavers } from './tables';

// Anonymisation (decision 074): a child's name, photo, messages and notes, and once no child of
// the account is left, the guardian's name, mobile, sign-ins and devices, are removed or
// replaced by an anonymous label carrying only the row's id. Ledger, orders, payments and refunds
// stay as the school must keep them, tied to those same (now anonymous) ids, so the books still
// reconcile. Any copy of the name or mobile in free text anywhere (messages, reminders, audit
// details, stored answers) is replaced too: every text and JSON column of the schema is swept,
// which is what the test checks.

export const anonymousChild = (id: number) => `匿名学生 ${id}`;
export const anonymousGuardian = (id: number) => `匿名家长 ${id}`;

interface TextColumn {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** Replaces every copy of `secret` in every text and JSON column of the database. */
async function sweep(tx: Tx, secret: string, label: string): Promise<void> {
  if (secret.trim().length < 2) return;
  const columns = (
    (await tx.execute(
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying')
          order by table_name, column_name`,
    )) as unknown as { rows: TextColumn[] }
  ).rows;
  const pattern = `%${secret.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  for (const { table_name, column_name, data_type } of columns) {
    const table = sql.identifier(table_name);
    const column = sql.identifier(column_name);
    if (data_type === 'jsonb') {
      // Inside JSON the text is escaped as a JSON string is.
      const inJson = JSON.stringify(secret).slice(1, -1);
      await tx.execute(
        sql`update ${table} set ${column} = replace(${column}::text, ${inJson}, ${label})::jsonb
            where ${column}::text like ${`%${inJson.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      );
    } else
      await tx.execute(
        sql`update ${table} set ${column} = replace(${column}, ${secret}, ${label})
            where ${column} like ${pattern}`,
      );
  }
}

export async function anonymiseChild(tx: Tx, childId: number, at: Date): Promise<void> {
  const [child] = await tx
    .select({
      id: associatedUsers.id,
      accountId: associatedUsers.accountId,
      name: associatedUsers.userName,
      rosterStudentId: associatedUsers.rosterStudentId,
    })
    .from(associatedUsers)
    .where(eq(associatedUsers.id, childId))
    .for('update');
  if (!child) return;
  const label = anonymousChild(child.id);
  if (child.rosterStudentId) {
    const [roster] = await tx
      .select({ name: rosterStudents.name })
      .from(rosterStudents)
      .where(eq(rosterStudents.id, child.rosterStudentId));
    await tx
      .update(rosterStudents)
      .set({ name: label, studentNo: `anon-${child.rosterStudentId}` })
      .where(eq(rosterStudents.id, child.rosterStudentId));
    if (roster && roster.name !== child.name) await sweep(tx, roster.name, label);
  }
  await tx
    .update(associatedUsers)
    .set({ userName: label, headerUrl: null })
    .where(eq(associatedUsers.id, child.id));
  await tx.execute(
    sql`update messages set content = '', reply = null where associated_user_id = ${child.id}`,
  );
  await tx.execute(sql`update refunds set reason = '' where associated_user_id = ${child.id}`);
  if (child.name !== label) await sweep(tx, child.name, label);
  await tx
    .update(leavers)
    .set({ anonymisedAt: at })
    .where(and(eq(leavers.associatedUserId, child.id), isNull(leavers.anonymisedAt)));
}

/** The guardian's own personal data, once none of their children is still at a school. */
export async function anonymiseAccount(tx: Tx, accountId: number): Promise<void> {
  const [account] = await tx
    .select({ name: accounts.userName, mobile: accounts.mobile, username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account) return;
  const staff = await tx
    .select({ id: schoolStaff.accountId })
    .from(schoolStaff)
    .where(eq(schoolStaff.accountId, accountId));
  if (staff.length > 0) return;
  const label = anonymousGuardian(accountId);
  await tx
    .update(accounts)
    .set({ userName: label, mobile: null, username: null, passwordHash: null, headerUrl: null })
    .where(eq(accounts.id, accountId));
  await tx.delete(tokens).where(eq(tokens.accountId, accountId));
  await tx.delete(socialAccounts).where(eq(socialAccounts.accountId, accountId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
  await tx.execute(sql`delete from idempotency_keys where account_id = ${accountId}`);
  await tx.execute(sql`delete from reminders where account_id = ${accountId}`);
  await tx.execute(sql`update attachments set file_name = '' where account_id = ${accountId}`);
  if (account.mobile) {
    await tx.execute(sql`delete from sms_codes where mobile = ${account.mobile}`);
    await tx.execute(sql`delete from demo_sms_outbox where mobile = ${account.mobile}`);
    await sweep(tx, account.mobile, label);
  }
  if (account.name !== label) await sweep(tx, account.name, label);
  if (account.username) await sweep(tx, account.username, label);
}
