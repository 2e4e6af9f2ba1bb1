import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/server/domains/schema';
import { ARCHIVE_SCOPE } from '@/server/domains/exports';
import { accountIdOf, call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { firstChild } from '../console/console';
import { unzipped } from './files';
import { paidOrder, sendMessage } from './world';

// Decision 074: a guardian downloads, from Mine, everything the app holds about them and their
// children as one zip; every table of the schema is either in it or declared out of scope.

type Row = Record<string, unknown>;

let t: TestApp;
let parent: string;
let accountId: number;
let files: Record<string, string>;

const tableNames = () =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table));

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.app.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await tokenOf(t.app, 'parent_a');
  accountId = await accountIdOf(t.app, 'parent_a');
  const child = await firstChild(t.app, parent);
  await paidOrder(t.app, parent, child);
  await sendMessage(t.app, parent, child, '午餐能否少放辣椒');
  // Another family's history, which must stay out of parent_a's archive.
  const other = await tokenOf(t.app, 'parent_b');
  await sendMessage(t.app, other, await firstChild(t.app, other), '另一个家庭的留言');
  const response = await call(t.app, { url: '/api/user/archive', token: parent });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  files = unzipped(response);
});
afterAll(() => t.close());

describe('family archive', () => {
  it('names every table of the schema: exported, or out of scope with its reason', () => {
    const names = tableNames().map((table) => table.name);
    const undeclared = names.filter((name) => !(name in ARCHIVE_SCOPE));
    expect(undeclared).toEqual([]);
    const unknown = Object.keys(ARCHIVE_SCOPE).filter((name) => !names.includes(name));
    expect(unknown).toEqual([]);
    for (const entry of Object.values(ARCHIVE_SCOPE))
      if ('outOfScope' in entry) expect(entry.outOfScope.length).toBeGreaterThan(10);
  });

  it('holds the account, its children, orders, payments, ledger and messages, with a README', () => {
    expect(files['README.txt']).toMatch(/everything this app holds about you/);
    const read = (name: string) => JSON.parse(files[`${name}.json`]!) as Row[];
    expect(read('accounts')).toEqual([expect.objectContaining({ id: accountId })]);
    expect(read('accounts')[0]).not.toHaveProperty('password_hash');
    expect(read('associated_users').length).toBeGreaterThan(0);
    expect(read('orders').length).toBeGreaterThan(0);
    expect(read('payments').length).toBeGreaterThan(0);
    expect(read('payments')[0]).not.toHaveProperty('checkout_key');
    expect(read('ledger').length).toBeGreaterThan(0);
    expect(read('messages').map((m) => m.content)).toContain('午餐能否少放辣椒');
    expect(files['messages.csv']).toContain('午餐能否少放辣椒');
  });

  it('holds every row of every table that names the account or its children, and no other', async () => {
    const children = (
      await rows(sql`select id from associated_users where account_id = ${accountId}`)
    ).map((row) => Number(row.id));
    for (const table of tableNames()) {
      const columns = table.columns.map((column) => column.name);
      const byAccount = columns.includes('account_id');
      const byChild = columns.includes('associated_user_id');
      if (!byAccount && !byChild) continue;
      const entry = ARCHIVE_SCOPE[table.name]!;
      const where = byAccount
        ? sql`account_id = ${accountId}`
        : sql`associated_user_id in (select id from associated_users where account_id = ${accountId})`;
      const [count] = await rows(
        sql`select count(*) as n from ${sql.identifier(table.name)} where ${where}`,
      );
      if ('outOfScope' in entry) continue;
      const archived = JSON.parse(files[`${table.name}.json`] ?? '[]') as Row[];
      expect({ table: table.name, rows: archived.length }).toEqual({
        table: table.name,
        rows: Number(count?.n),
      });
      for (const row of archived) {
        if (byAccount && row.account_id !== undefined)
          expect({ table: table.name, account: row.account_id }).toEqual({
            table: table.name,
            account: accountId,
          });
        if (byChild && row.associated_user_id !== null && row.associated_user_id !== undefined)
          expect(children).toContain(Number(row.associated_user_id));
      }
    }
  });

  it('holds nothing of other accounts', async () => {
    const others = await rows(
      sql`select a.mobile, a.user_name from accounts a where a.id <> ${accountId}
          and a.mobile is not null`,
    );
    const otherChildren = await rows(
      sql`select user_name from associated_users where account_id <> ${accountId}
          and user_name not in (select user_name from associated_users where account_id = ${accountId})`,
    );
    const everything = Object.values(files).join('\n');
    for (const other of others) expect(everything).not.toContain(String(other.mobile));
    for (const child of otherChildren) expect(everything).not.toContain(`"${child.user_name}"`);
    expect(everything).not.toContain('另一个家庭的留言');
  });

  it('is for the signed-in account only', async () => {
    const anonymous = await call(t.app, { url: '/api/user/archive' });
    expect(anonymous.statusCode).toBe(401);
  });
});
