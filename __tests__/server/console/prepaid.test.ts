import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { ledger } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { ledgerBalance } from '../money';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 051 (extended): the school's refund requests approved or rejected in the console
// through the refunds service, each recorded in the audit; prepayments and coupons listed,
// added and issued. The 404s for everyone else are in access.test.ts; here the ones that name a
// row of this school.

let t: TestApp;
let tokens: ConsoleTokens;
let parent: string;
let child: number;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parent = await tokenOf(t.app, 'parent_a');
  const identities = (
    await call(t.app, { url: '/api/associated/user/identity', token: parent })
  ).json().data as { associatedUserId: number }[];
  child = identities[0]!.associatedUserId;
  const found = await adminData<{ accountId: number }[]>(t.app, tokens.admin, {
    url: '/api/admin/accounts?q=13800000001',
  });
  accountId = found[0]!.accountId;
});
afterAll(() => t.close());

interface Refund {
  id: number;
  amount: number;
  status: string;
  handledRemark: string | null;
}

async function askRefund(amount: number): Promise<Refund> {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/refund/user',
    token: parent,
    body: { associatedUserId: child, amount, reason: '转学' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Refund;
}

async function withdrawals(refundId: number): Promise<number> {
  const rows = await t.app.database.db
    .select({ id: ledger.id })
    .from(ledger)
    .where(and(eq(ledger.refType, 'refund'), eq(ledger.refId, refundId)));
  return rows.length;
}

async function auditActions(): Promise<{ action: string; target: string | null }[]> {
  const log = await adminData<{ content: { action: string; target: string | null }[] }>(
    t.app,
    tokens.admin,
    { url: '/api/admin/audit?page=0&size=50' },
  );
  return log.content;
}

function decide(token: string, id: number, verb: 'approve' | 'reject', remark = '') {
  return call(t.app, {
    method: 'POST',
    url: `/api/admin/refunds/${id}/${verb}`,
    token,
    body: { remark },
  });
}

describe('refunds in the console', () => {
  it('lists a waiting request, approves it once: one Cash_Withdrawal, audited', async () => {
    const asked = await askRefund(1000);
    const waiting = await adminData<Refund[]>(t.app, tokens.admin, {
      url: '/api/admin/refunds?status=ToAudit',
    });
    expect(waiting).toContainEqual(expect.objectContaining({ id: asked.id, amount: 1000 }));
    const before = await ledgerBalance(t.app, accountId);

    for (const token of [tokens.parent, tokens.teacher, tokens.kitchen, tokens.otherAdmin])
      expect((await decide(token, asked.id, 'approve')).statusCode).toBe(404);
    expect(await withdrawals(asked.id)).toBe(0);

    const approved = await decide(tokens.admin, asked.id, 'approve', '已转账');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'Pass', handledRemark: '已转账' });
    const again = await decide(tokens.admin, asked.id, 'approve');
    expect({ status: again.statusCode, code: again.json().code }).toEqual({
      status: 409,
      code: 'REFUND_HANDLED',
    });
    expect(await withdrawals(asked.id)).toBe(1);
    expect(await ledgerBalance(t.app, accountId)).toBe(before - 1000);
    const audited = (await auditActions()).filter(
      (row) => row.action === 'refund.approve' && row.target === String(asked.id),
    );
    expect(audited).toHaveLength(1);

    const detail = await call(t.app, { url: `/api/refund/user/${asked.id}`, token: parent });
    expect(detail.json().data.status).toBe('Pass');
  });

  it('rejects one with a remark: no money moves, audited, and it cannot be approved after', async () => {
    const asked = await askRefund(500);
    const before = await ledgerBalance(t.app, accountId);
    for (const token of [tokens.parent, tokens.teacher, tokens.kitchen, tokens.otherAdmin])
      expect((await decide(token, asked.id, 'reject', 'x')).statusCode).toBe(404);
    const rejected = await decide(tokens.admin, asked.id, 'reject', '余额已用于订餐');
    expect(rejected.json().data).toMatchObject({
      status: 'NotPass',
      handledRemark: '余额已用于订餐',
    });
    expect((await decide(tokens.admin, asked.id, 'approve')).statusCode).toBe(409);
    expect(await withdrawals(asked.id)).toBe(0);
    expect(await ledgerBalance(t.app, accountId)).toBe(before);
    expect(await auditActions()).toContainEqual(
      expect.objectContaining({ action: 'refund.reject', target: String(asked.id) }),
    );
    // The other school's administrator sees none of this school's requests.
    const other = await adminData<Refund[]>(t.app, tokens.otherAdmin, {
      url: '/api/admin/refunds',
    });
    expect(other.map((row) => row.id)).not.toContain(asked.id);
  });
});

describe('prepayments and coupons in the console', () => {
  it('adds a prepayment the families then see, audited', async () => {
    const added = await adminData<{ id: number; name: string; paidCount: number }>(
      t.app,
      tokens.admin,
      {
        method: 'POST',
        url: '/api/admin/prepayments',
        body: {
          name: '秋季学期餐费',
          orderPaymentType: 'Dispark',
          amount: 60000,
          validFrom: '2026-01-01',
          validUntil: '2030-12-31',
        },
      },
    );
    expect(added).toMatchObject({ name: '秋季学期餐费', paidCount: 0 });
    const listed = await adminData<{ id: number }[]>(t.app, tokens.admin, {
      url: '/api/admin/prepayments',
    });
    expect(listed.map((row) => row.id)).toContain(added.id);
    const families = await call(t.app, {
      url: `/api/prepayment/associated/user/${child}?page=0&size=50`,
      token: parent,
    });
    expect((families.json().data.content as { id: number }[]).map((row) => row.id)).toContain(
      added.id,
    );
    expect(await auditActions()).toContainEqual(
      expect.objectContaining({ action: 'prepayment.add', target: String(added.id) }),
    );
    const other = await adminData<{ id: number }[]>(t.app, tokens.otherAdmin, {
      url: '/api/admin/prepayments',
    });
    expect(other.map((row) => row.id)).not.toContain(added.id);
  });

  it('refuses a Custom prepayment whose bounds are upside down', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/prepayments',
      token: tokens.admin,
      body: {
        name: '自定义',
        orderPaymentType: 'Custom',
        amount: 0,
        minAmount: 5000,
        maxAmount: 100,
        validFrom: '2026-01-01',
        validUntil: '2026-12-31',
      },
    });
    expect({ status: response.statusCode, code: response.json().code }).toEqual({
      status: 400,
      code: 'INVALID_INPUT',
    });
  });

  it("issues a coupon to a family by mobile; the parent has it; another school's cannot", async () => {
    const body = {
      mobile: '13800000001',
      name: '新学期立减',
      value: 300,
      validFrom: '2026-01-01',
      validUntil: '2030-12-31',
    };
    const issued = await adminData<{ id: number; userId: number; accountName: string }>(
      t.app,
      tokens.admin,
      { method: 'POST', url: '/api/admin/coupons', body },
    );
    expect(issued.userId).toBe(accountId);
    const listed = await adminData<{ id: number }[]>(t.app, tokens.admin, {
      url: '/api/admin/coupons',
    });
    expect(listed.map((row) => row.id)).toContain(issued.id);
    const own = await call(t.app, { url: '/api/allowance/coupon/0/user', token: parent });
    expect((own.json().data as { id: number }[]).map((row) => row.id)).toContain(issued.id);
    expect(await auditActions()).toContainEqual(
      expect.objectContaining({ action: 'coupon.issue', target: String(issued.id) }),
    );
    // Not a family of 明德中学: its administrator cannot give this parent anything.
    const other = await call(t.app, {
      method: 'POST',
      url: '/api/admin/coupons',
      token: tokens.otherAdmin,
      body,
    });
    expect(other.statusCode).toBe(404);
    const stranger = await call(t.app, {
      method: 'POST',
      url: '/api/admin/coupons',
      token: tokens.admin,
      body: { ...body, mobile: '13912345678' },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
