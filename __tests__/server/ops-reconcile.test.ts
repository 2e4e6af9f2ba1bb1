import { sql } from 'drizzle-orm';
import { balanceOf } from '@/server/domains/ledger';
import { reconcile } from '@/server/tasks/reconcile';
import { createTestApp, type TestApp } from './helpers';

// The books check the drills, the restore test and the gate rely on must read balances exactly as
// the app does: the demo seed's Allowance row (a prepayment discount, credited) included.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('gives every wallet (account and school) the balance the app shows, credits such as Allowance included', async () => {
  const db = t.app.database.db;
  const withAllowance = (await db.execute(
    sql`select distinct account_id as id from ledger where type = 'Allowance'`,
  )) as unknown as { rows: { id: number }[] };
  expect(withAllowance.rows.length).toBeGreaterThan(0);
  const books = await reconcile(db);
  expect(books.problems).toEqual([]);
  for (const account of books.accounts) {
    expect(account.balance).toBe(await balanceOf(db, account.id, account.unitId));
  }
});
