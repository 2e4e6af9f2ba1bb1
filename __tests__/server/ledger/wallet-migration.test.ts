import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { signedAmount } from '@/server/domains/ledger';
import { classes, ledger, units } from '@/server/domains/schema';
import { accountIdOf, call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { consoleTokens } from '../console/console';
import { enrolChild } from '../enrolment/enrolment';
import { placeNextOpenMeal } from '../money';

// Decision 066's migration: the ledger rows written before wallets were per school get the school
// their money came from. The demo database plus money moved through the app's own calls at two
// schools (an order paid online with a coupon, one from the balance, a paid order cancelled, a
// top-up, refunds approved at each school): every row is written knowing its school, then the
// schools are forgotten and the migration's backfill must find each one again, and the
// balances per school must add up to the single balance of before.

const MIGRATIONS = path.join(process.cwd(), 'server/core/db/migrations');

/** The migration's backfill statements (after its marked comment, before the NOT NULL). */
function backfill(): string[] {
  const file = readdirSync(MIGRATIONS).find((name) => name.endsWith('_wallet_per_school.sql'));
  const text = readFileSync(path.join(MIGRATIONS, file!), 'utf8');
  const marked = text.slice(text.indexOf('-- Backfill'));
  return marked
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0 && !/SET NOT NULL/.test(statement));
}

let t: TestApp;
let keySeq = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string, url: string, body: unknown) =>
  call(t.app, {
    method: 'POST',
    url,
    token,
    body,
    headers: { 'idempotency-key': `migrate-${(keySeq += 1)}` },
  });

async function approveCheckout(checkoutUrl: string): Promise<void> {
  const approved = await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
  expect(approved.statusCode).toBeLessThan(400);
}

it('gives every existing row the school its money came from, balances adding up', async () => {
  const db = t.app.database.db;
  const tokens = await consoleTokens(t.app);
  const parent = await tokenOf(t.app, 'parent_a');
  const accountId = await accountIdOf(t.app, 'parent_a');
  const [schoolA, schoolB] = (await db.select({ id: units.id }).from(units).orderBy(units.id)).map(
    (row) => row.id,
  ) as [number, number];
  const identities = (
    await call(t.app, { url: '/api/associated/user/identity', token: parent })
  ).json().data as { associatedUserId: number }[];
  const childA = identities[0]!.associatedUserId;

  // At A: an order paid online with a coupon, one paid from the balance and then cancelled.
  const [coupon] = (
    await call(t.app, { url: '/api/allowance/coupon/0/scene/Platform', token: parent })
  ).json().data as { id: number }[];
  const first = await placeNextOpenMeal(t.app, parent, childA);
  const paid = await send(parent, '/api/associated/user/payment/order', {
    orderId: first.id,
    couponId: coupon!.id,
  });
  expect(paid.statusCode).toBe(200);
  await approveCheckout(paid.json().data.checkoutUrl);
  const second = await placeNextOpenMeal(t.app, parent, childA);
  const fromBalance = await send(parent, '/api/associated/user/payment/order', {
    orderId: second.id,
    channel: 'balance',
  });
  expect(fromBalance.statusCode).toBe(200);
  const cancelled = await call(t.app, { url: `/api/order/${second.id}/retreat`, token: parent });
  expect(cancelled.json().data.credited).toBeGreaterThan(0);
  // At A: a refund asked and approved by A.
  const refundA = await send(parent, '/api/refund/user', { associatedUserId: childA, amount: 300 });
  expect(refundA.statusCode).toBe(200);
  expect(
    (
      await call(t.app, {
        method: 'POST',
        url: `/api/admin/refunds/${refundA.json().data.id}/approve`,
        token: tokens.admin,
        body: { remark: '' },
      })
    ).statusCode,
  ).toBe(200);
  // At B: a child there, money paid in at B's counter (a row with no reference) and refunded.
  const [classB] = await db.select().from(classes).where(eq(classes.unitId, schoolB)).limit(1);
  const childB = (
    await enrolChild(t.app, db, parent, {
      userName: '张小刚',
      unitId: schoolB,
      classesId: classB!.id,
    })
  ).json().data.associatedUserId as number;
  await db.insert(ledger).values({
    accountId,
    unitId: schoolB,
    associatedUserId: childB,
    type: 'Recharge',
    amount: 800,
    remark: 'counter',
  });
  const refundB = await send(parent, '/api/refund/user', { associatedUserId: childB, amount: 500 });
  expect(refundB.statusCode).toBe(200);
  expect(
    (
      await call(t.app, {
        method: 'POST',
        url: `/api/admin/refunds/${refundB.json().data.id}/approve`,
        token: tokens.otherAdmin,
        body: { remark: '' },
      })
    ).statusCode,
  ).toBe(200);

  const written = await db
    .select({ id: ledger.id, unitId: ledger.unitId, refType: ledger.refType })
    .from(ledger)
    .orderBy(ledger.id);
  const refTypes = new Set(written.map((row) => row.refType));
  for (const kind of ['payment', 'coupon', 'order', 'refund', null])
    expect(refTypes).toContain(kind);
  expect(new Set(written.map((row) => row.unitId))).toEqual(new Set([schoolA, schoolB]));
  const single = async () =>
    (
      (await db.execute(
        sql`select account_id as id, sum(${signedAmount}) as total from ledger group by 1 order by 1`,
      )) as unknown as { rows: { id: number; total: string }[] }
    ).rows.map((row) => ({ id: row.id, total: Number(row.total) }));
  const before = await single();

  // Before the migration, rows had no school.
  await db.execute(sql`alter table ledger alter column unit_id drop not null`);
  await db.execute(sql`update ledger set unit_id = null`);
  for (const statement of backfill()) await db.execute(sql.raw(statement));

  const found = await db
    .select({ id: ledger.id, unitId: ledger.unitId, refType: ledger.refType })
    .from(ledger)
    .orderBy(ledger.id);
  expect(found).toEqual(written);
  const perSchool = (
    (await db.execute(
      sql`select account_id as id, unit_id, sum(${signedAmount}) as total from ledger group by 1, 2`,
    )) as unknown as { rows: { id: number; unit_id: number; total: string }[] }
  ).rows;
  const summed = new Map<number, number>();
  for (const row of perSchool) {
    expect(Number(row.total)).toBeGreaterThanOrEqual(0);
    summed.set(row.id, (summed.get(row.id) ?? 0) + Number(row.total));
  }
  expect(before.map((row) => ({ id: row.id, total: summed.get(row.id) }))).toEqual(before);
  const atB = perSchool.find((row) => row.id === accountId && row.unit_id === schoolB);
  expect(Number(atB?.total)).toBe(300);
});
