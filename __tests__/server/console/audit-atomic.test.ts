import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { adminAudit, ledger, orders, refunds } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';
import { consoleTokens, type ConsoleTokens } from './console';

// A console change and its audit row commit in one transaction: when the record cannot be
// written, the change is rolled back too (a counter payment, a refund decision); when it can,
// both stand. The audit table is made to refuse new rows for the first half of each case.

let t: TestApp;
let tokens: ConsoleTokens;
let parent: string;
let child: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parent = await tokenOf(t.app, 'parent_a');
  const identities = (
    await call(t.app, { url: '/api/associated/user/identity', token: parent })
  ).json().data as { associatedUserId: number }[];
  child = identities[0]!.associatedUserId;
});
afterAll(() => t.close());

const db = () => t.app.database.db;

/** Runs `action` while the audit table refuses every new row. */
async function withAuditRefused<T>(action: () => Promise<T>): Promise<T> {
  await db().execute(
    sql`alter table admin_audit add constraint audit_refused check (false) not valid`,
  );
  try {
    return await action();
  } finally {
    await db().execute(sql`alter table admin_audit drop constraint audit_refused`);
  }
}

async function auditRows(action: string, target: string): Promise<number> {
  const rows = await db()
    .select({ id: adminAudit.id })
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action), eq(adminAudit.target, target)));
  return rows.length;
}

const post = (url: string, body?: unknown) =>
  call(t.app, { method: 'POST', url, token: tokens.admin, body });

it('a counter payment and its audit row commit or roll back together', async () => {
  const order = await placeNextOpenMeal(t.app, parent, child);
  const status = async () =>
    (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.orderStatus;

  const refused = await withAuditRefused(() => post(`/api/admin/orders/${order.id}/paid`));
  expect(refused.statusCode).toBe(500);
  expect(await status()).toBe('UnPay');
  expect(await auditRows('order.markPaid', String(order.id))).toBe(0);

  const marked = await post(`/api/admin/orders/${order.id}/paid`);
  expect(marked.json().data).toEqual({ marked: true });
  expect(await status()).toBe('Pay');
  expect(await auditRows('order.markPaid', String(order.id))).toBe(1);
});

it('a refund decision and its audit row commit or roll back together', async () => {
  const asked = await call(t.app, {
    method: 'POST',
    url: '/api/refund/user',
    token: parent,
    body: { associatedUserId: child, amount: 100, reason: '转学' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(asked.statusCode).toBe(200);
  const id = asked.json().data.id as number;
  const state = async () => ({
    status: (await db().select().from(refunds).where(eq(refunds.id, id)))[0]!.status,
    withdrawals: (
      await db()
        .select({ id: ledger.id })
        .from(ledger)
        .where(and(eq(ledger.refType, 'refund'), eq(ledger.refId, id)))
    ).length,
  });

  const refused = await withAuditRefused(() =>
    post(`/api/admin/refunds/${id}/approve`, { remark: '' }),
  );
  expect(refused.statusCode).toBe(500);
  expect(await state()).toEqual({ status: 'ToAudit', withdrawals: 0 });
  expect(await auditRows('refund.approve', String(id))).toBe(0);

  const approved = await post(`/api/admin/refunds/${id}/approve`, { remark: '' });
  expect(approved.statusCode).toBe(200);
  expect(await state()).toEqual({ status: 'Pass', withdrawals: 1 });
  expect(await auditRows('refund.approve', String(id))).toBe(1);
});

it('a coupon given and revoked, each with its audit row, or neither', async () => {
  const body = {
    mobile: '13800000001',
    name: '补偿券',
    value: 300,
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
  };
  const couponRows = async () =>
    (await db().execute(
      sql`select count(*)::int as n from coupons where name = '补偿券'`,
    )) as unknown as {
      rows: { n: number }[];
    };

  const refused = await withAuditRefused(() => post('/api/admin/coupons', body));
  expect(refused.statusCode).toBe(500);
  expect((await couponRows()).rows[0]!.n).toBe(0);

  // The answer is the coupon as the list shows it after the commit.
  const issued = await post('/api/admin/coupons', body);
  expect(issued.statusCode).toBe(200);
  const coupon = issued.json().data as { id: number; name: string; revokedAt: string | null };
  expect(coupon).toMatchObject({ name: '补偿券', value: 300, revokedAt: null });
  expect(await auditRows('coupon.issue', String(coupon.id))).toBe(1);

  const notRevoked = await withAuditRefused(() => post(`/api/admin/coupons/${coupon.id}/revoke`));
  expect(notRevoked.statusCode).toBe(500);
  const list = (await call(t.app, { url: '/api/admin/coupons', token: tokens.admin })).json()
    .data as { id: number; revokedAt: string | null }[];
  expect(list.find((row) => row.id === coupon.id)?.revokedAt).toBeNull();

  const revoked = await post(`/api/admin/coupons/${coupon.id}/revoke`);
  expect(revoked.json().data.revokedAt).not.toBeNull();
  expect(await auditRows('coupon.revoke', String(coupon.id))).toBe(1);
});
