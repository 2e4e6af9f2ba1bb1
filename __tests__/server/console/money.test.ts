import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { ledgerBalance, placeNextOpenMeal } from '../money';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 051: the console's money views and the counter payment, as the mark-paid task does it.

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

interface Paged<T> {
  content: T[];
  total: number;
}

describe('console money', () => {
  it('lists an unpaid order and marks it paid at the counter, once', async () => {
    const order = await placeNextOpenMeal(t.app, parent, child);
    const unpaid = await adminData<Paged<{ id: number; amount: number }>>(t.app, tokens.admin, {
      url: '/api/admin/orders/unpaid?page=0&size=50',
    });
    expect(unpaid.content).toContainEqual(expect.objectContaining({ id: order.id }));
    const marked = await adminData<{ marked: boolean }>(t.app, tokens.admin, {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/paid`,
    });
    expect(marked.marked).toBe(true);
    const detail = (await call(t.app, { url: `/api/order/${order.id}`, token: parent })).json()
      .data;
    expect({ status: detail.orderStatus, mode: detail.payMode }).toEqual({
      status: 'Pay',
      mode: 'Offline',
    });
    const again = await adminData<{ marked: boolean }>(t.app, tokens.admin, {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/paid`,
    });
    expect(again.marked).toBe(false);
    const other = await call(t.app, {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/paid`,
      token: tokens.otherAdmin,
    });
    expect(other.statusCode).toBe(404);
  });

  it('finds a family and reads its ledger, which matches its balance', async () => {
    const found = await adminData<{ accountId: number; children: string[]; balance: number }[]>(
      t.app,
      tokens.admin,
      { url: '/api/admin/accounts?q=13800000001' },
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.children).toEqual(['张小明', '张小红']);
    const { accountId } = found[0]!;
    const ledgerPage = await adminData<
      Paged<{ type: string; amount: number }> & { balance: number }
    >(t.app, tokens.admin, { url: `/api/admin/accounts/${accountId}/ledger?page=0&size=100` });
    expect(ledgerPage.balance).toBe(await ledgerBalance(t.app, accountId));
    expect(ledgerPage.content.reduce((sum, row) => sum + row.amount, 0)).toBe(ledgerPage.balance);
    expect(found[0]!.balance).toBe(ledgerPage.balance);
    // The other school's administrator finds nobody here and reads no ledger of this school.
    expect(
      await adminData(t.app, tokens.otherAdmin, { url: '/api/admin/accounts?q=13800000001' }),
    ).toEqual([]);
    const other = await call(t.app, {
      url: `/api/admin/accounts/${accountId}/ledger`,
      token: tokens.otherAdmin,
    });
    expect(other.statusCode).toBe(404);
  });

  it('lists payments with their states, and the mismatched ones on their own', async () => {
    const all = await adminData<Paged<{ status: string; outcome: string | null }>>(
      t.app,
      tokens.admin,
      { url: '/api/admin/payments?page=0&size=100' },
    );
    const mismatched = await adminData<Paged<{ outcome: string | null }>>(t.app, tokens.admin, {
      url: '/api/admin/payments?mismatched=1',
    });
    expect(mismatched.content.every((row) => row.outcome === 'amount_differs')).toBe(true);
    expect(mismatched.total).toBe(
      all.content.filter((row) => row.outcome === 'amount_differs').length,
    );
  });
});
