import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers';

// Decision 065's migration on a database that was already exploited: duplicate Sealing purchases
// (paid twice, and unpaid ones beside them) must not stop the unique index from being created,
// and no open duplicate may stay payable at its discount.

const DIR = path.join(__dirname, '../../../server/core/db/migrations');
const FILE = readdirSync(DIR).find((name) => name.endsWith('_once_per_child_purchases.sql'))!;
const statements = readFileSync(path.join(DIR, FILE), 'utf8')
  .split('--> statement-breakpoint')
  .map((part) => part.trim())
  .filter(Boolean);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function run(text: string) {
  return (await t.app.database.db.execute(sql.raw(text))) as unknown as {
    rows: Record<string, unknown>[];
  };
}

it('gives up open duplicates, keeps one marked purchase per child, and the index builds', async () => {
  // Back to the state before the migration, then the exploit's rows.
  await run('drop index "prepayment_purchases_once_idx"');
  await run('update "prepayment_purchases" set "once_per_child" = false');
  const [sealing] = (
    await run(
      `select p."id", p."unit_id" from "prepayments" p where p."order_payment_type" = 'Sealing' limit 1`,
    )
  ).rows as { id: number }[];
  const [a, b] = (
    await run('select "id", "account_id" from "associated_users" order by "id" limit 2')
  ).rows as { id: number; account_id: number }[];
  const rows: [number, number, string][] = [
    [a!.id, a!.account_id, 'Pay'],
    [a!.id, a!.account_id, 'Pay'],
    [a!.id, a!.account_id, 'UnPay'],
    [b!.id, b!.account_id, 'UnPay'],
    [b!.id, b!.account_id, 'PAYING'],
    [b!.id, b!.account_id, 'UnPay'],
  ];
  for (const [i, [child, account, status]] of rows.entries())
    await run(
      `insert into "prepayment_purchases" ("order_no", "account_id", "associated_user_id", "prepayment_id", "order_type", "amount", "credit_amount", "status", "created_at")
       values ('M${i}', ${account}, ${child}, ${sealing!.id}, 'PayCost', 800, 1000, '${status}', now())`,
    );
  for (const statement of statements.filter((s) => !s.startsWith('ALTER TABLE')))
    await run(statement);

  const after = (
    await run(
      `select "associated_user_id" as child, "status", "once_per_child" as once from "prepayment_purchases"
       where "order_no" like 'M%' order by "id"`,
    )
  ).rows;
  expect(after).toEqual([
    { child: a!.id, status: 'Pay', once: true },
    { child: a!.id, status: 'Pay', once: false },
    { child: a!.id, status: 'Cancel', once: true },
    { child: b!.id, status: 'Cancel', once: true },
    { child: b!.id, status: 'Cancel', once: true },
    { child: b!.id, status: 'UnPay', once: true },
  ]);
  await expect(
    run(
      `insert into "prepayment_purchases" ("order_no", "account_id", "associated_user_id", "prepayment_id", "order_type", "amount", "credit_amount", "status", "once_per_child", "created_at")
       values ('M-new', ${b!.account_id}, ${b!.id}, ${sealing!.id}, 'PayCost', 800, 1000, 'UnPay', true, now())`,
    ),
  ).rejects.toThrow();
});
