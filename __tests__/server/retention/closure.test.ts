import { eq } from 'drizzle-orm';
import { accounts } from '@/server/domains/schema';
import { reconcile } from '@/server/tasks/reconcile';
import { accountIdOf, call, createTestApp, passwordLogin, tokenOf, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';
import { ledgerBalance } from '../money';

// Decision 074: a guardian asks to close the account from Mine. The balance is asked back first
// through the refund flow; the school's administrator confirms; the account is anonymised only
// once no balance remains.

interface Closure {
  id: number;
  status: string;
  balance: number;
}

let t: TestApp;
let tokens: ConsoleTokens;
let parent: string;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parent = await tokenOf(t.app, 'parent_a');
  accountId = await accountIdOf(t.app, 'parent_a');
});
afterAll(() => t.close());

const waitingRefunds = async () =>
  (
    await adminData<{ id: number; amount: number; status: string }[]>(t.app, tokens.admin, {
      url: '/api/admin/refunds?status=ToAudit',
    })
  ).filter((refund) => refund.status === 'ToAudit');

describe('account closure', () => {
  it('asks the whole balance back as a refund and waits for it', async () => {
    const balance = await ledgerBalance(t.app, accountId);
    expect(balance).toBeGreaterThan(0);
    const asked = await call(t.app, { method: 'POST', url: '/api/user/closure', token: parent });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ status: 'Requested', balance });
    const again = await call(t.app, { method: 'POST', url: '/api/user/closure', token: parent });
    expect(again.json().data.id).toBe(asked.json().data.id);
    const refunds = await waitingRefunds();
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(balance);
    const mine = await call(t.app, { url: '/api/user/closure', token: parent });
    expect(mine.json().data).toMatchObject({ status: 'Requested' });
    const theirs = await call(t.app, {
      url: '/api/user/closure',
      token: await tokenOf(t.app, 'parent_b'),
    });
    expect(theirs.json().data).toBeNull();
  });

  it('shows the request to this school’s administrator only', async () => {
    const own = await adminData<(Closure & { accountId: number })[]>(t.app, tokens.admin, {
      url: '/api/admin/closures',
    });
    expect(own).toEqual([expect.objectContaining({ accountId, status: 'Requested' })]);
    const other = await adminData<Closure[]>(t.app, tokens.otherAdmin, {
      url: '/api/admin/closures',
    });
    expect(other).toEqual([]);
    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/admin/closures/${own[0]!.id}/confirm`,
      token: tokens.otherAdmin,
    });
    expect(refused.statusCode).toBe(404);
    for (const token of [tokens.kitchen, tokens.parent]) {
      const hidden = await call(t.app, { url: '/api/admin/closures', token });
      expect(hidden.statusCode).toBe(404);
    }
  });

  it('confirmed with a balance left, keeps the account until the refund is paid out', async () => {
    const [closure] = await adminData<Closure[]>(t.app, tokens.admin, {
      url: '/api/admin/closures',
    });
    const confirmed = await adminData<Closure>(t.app, tokens.admin, {
      method: 'POST',
      url: `/api/admin/closures/${closure!.id}/confirm`,
    });
    expect(confirmed.status).toBe('Confirmed');
    expect(confirmed.balance).toBeGreaterThan(0);
    expect((await passwordLogin(t.app, 'parent_a')).statusCode).toBe(200);
    expect(await t.app.services.retention.run()).toMatchObject({ closures: 0 });

    for (const refund of await waitingRefunds())
      await adminData(t.app, tokens.admin, {
        method: 'POST',
        url: `/api/admin/refunds/${refund.id}/approve`,
        body: { remark: '' },
      });
    expect(await ledgerBalance(t.app, accountId)).toBe(0);
    expect(await t.app.services.retention.run()).toMatchObject({ closures: 1 });

    const [done] = await adminData<Closure[]>(t.app, tokens.admin, {
      url: '/api/admin/closures',
    });
    expect(done).toMatchObject({ id: closure!.id, status: 'Done', balance: 0 });
    const [row] = await t.app.database.db
      .select({ mobile: accounts.mobile, userName: accounts.userName })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    expect(row).toEqual({ mobile: null, userName: `匿名家长 ${accountId}` });
    expect((await passwordLogin(t.app, 'parent_a')).statusCode).not.toBe(200);
    expect((await reconcile(t.app.database.db)).ok).toBe(true);
  });
});
