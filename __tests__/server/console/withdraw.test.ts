import { randomUUID } from 'node:crypto';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';
import { adminData, auditLines, consoleTokens, firstChild, type ConsoleTokens } from './console';

// Decision 057: the school withdraws a prepayment (families no longer see or buy it, purchases
// already made stand) and revokes an unused coupon (the family can no longer use it; a used one
// answers 409). Both only by the school's administrator, both audited once.

let t: TestApp;
let tokens: ConsoleTokens;
let parent: string;
let child: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parent = await tokenOf(t.app, 'parent_a');
  child = await firstChild(t.app, parent);
});
afterAll(() => t.close());

const OUTSIDERS = () => [tokens.parent, tokens.teacher, tokens.kitchen, tokens.otherAdmin];

function post(token: string, url: string, body?: unknown) {
  return call(t.app, {
    method: 'POST',
    url,
    token,
    body,
    headers: { 'idempotency-key': randomUUID() },
  });
}

async function auditOf(action: string, target: number): Promise<number> {
  return (await auditLines(t.app, tokens.admin)).filter((line) => line === `${action} ${target}`)
    .length;
}

async function offered(): Promise<number[]> {
  const response = await call(t.app, {
    url: `/api/prepayment/associated/user/${child}?page=0&size=100`,
    token: parent,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data.content as { id: number }[]).map((row) => row.id);
}

async function balance(): Promise<number> {
  return (await call(t.app, { url: '/api/user/0/balance', token: parent })).json().data.myAmount;
}

describe('withdrawing a prepayment', () => {
  it('takes it off the families’ list and out of sale; a purchase already begun still settles', async () => {
    const added = await adminData<{ id: number }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/prepayments',
      body: {
        name: '春季餐费包',
        orderPaymentType: 'Dispark',
        amount: 20000,
        validFrom: '2026-01-01',
        validUntil: '2030-12-31',
      },
    });
    expect(await offered()).toContain(added.id);
    const begun = await post(parent, '/api/associated/user/anonymous/pay/cost', {
      prepaymentId: added.id,
      associatedUserId: child,
    });
    expect(begun.statusCode).toBe(200);
    const { payment } = begun.json().data as { payment: { checkoutUrl: string } };

    const url = `/api/admin/prepayments/${added.id}/withdraw`;
    for (const token of OUTSIDERS()) {
      const refused = await call(t.app, { method: 'POST', url, token });
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect(await offered()).toContain(added.id);

    const withdrawn = await adminData<{ id: number; withdrawnAt: string | null }>(
      t.app,
      tokens.admin,
      { method: 'POST', url },
    );
    expect(withdrawn.withdrawnAt).not.toBeNull();
    expect(await offered()).not.toContain(added.id);
    const buy = await post(parent, '/api/associated/user/anonymous/pay/cost', {
      prepaymentId: added.id,
      associatedUserId: child,
    });
    expect(buy.statusCode).toBe(404);
    const model = await call(t.app, {
      url: `/api/prepayment/${added.id}/associated/user/${child}/discount`,
      token: parent,
    });
    expect(model.statusCode).toBe(404);

    // The purchase begun before it was withdrawn is the family's: its money still arrives.
    const before = await balance();
    const paid = await t.app.inject({
      method: 'POST',
      url: `${payment.checkoutUrl}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    expect(paid.statusCode).toBe(303);
    expect(await balance()).toBe(before + 20000);
    const listed = await adminData<{ id: number; paidCount: number; withdrawnAt: string }[]>(
      t.app,
      tokens.admin,
      { url: '/api/admin/prepayments' },
    );
    expect(listed.find((row) => row.id === added.id)).toMatchObject({
      paidCount: 1,
      withdrawnAt: withdrawn.withdrawnAt,
    });

    // A second press changes nothing and records nothing more.
    const again = await adminData<{ withdrawnAt: string }>(t.app, tokens.admin, {
      method: 'POST',
      url,
    });
    expect(again.withdrawnAt).toBe(withdrawn.withdrawnAt);
    expect(await auditOf('prepayment.withdraw', added.id)).toBe(1);
  });

  it('answers 404 for a prepayment that does not exist', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/prepayments/999999/withdraw',
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(404);
  });
});

async function issue(value: number): Promise<{ id: number }> {
  return adminData<{ id: number }>(t.app, tokens.admin, {
    method: 'POST',
    url: '/api/admin/coupons',
    body: {
      mobile: '13800000001',
      name: '撤回测试券',
      value,
      validFrom: '2026-01-01',
      validUntil: '2030-12-31',
    },
  });
}

async function couponIds(query: string): Promise<number[]> {
  const response = await call(t.app, {
    url: `/api/allowance/coupon/0/user${query}`,
    token: parent,
  });
  return (response.json().data as { id: number }[]).map((row) => row.id);
}

describe('revoking a coupon', () => {
  it('an unused one: only the administrator; the family can no longer use it', async () => {
    const coupon = await issue(100);
    expect(await couponIds('')).toContain(coupon.id);
    const url = `/api/admin/coupons/${coupon.id}/revoke`;
    for (const token of OUTSIDERS()) {
      const refused = await call(t.app, { method: 'POST', url, token });
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect(await couponIds('')).toContain(coupon.id);

    const revoked = await adminData<{ revokedAt: string | null; couponStatus: string | null }>(
      t.app,
      tokens.admin,
      { method: 'POST', url },
    );
    expect(revoked).toMatchObject({ couponStatus: 'Not_Use', revokedAt: expect.any(String) });
    expect(await couponIds('')).not.toContain(coupon.id);
    expect(await couponIds('?couponStatus=Not_Use')).toContain(coupon.id);

    const order = await placeNextOpenMeal(t.app, parent, child);
    const pay = await post(parent, '/api/associated/user/payment/order', {
      orderId: order.id,
      couponId: coupon.id,
    });
    expect({ status: pay.statusCode, code: pay.json().code }).toEqual({
      status: 400,
      code: 'COUPON_INVALID',
    });

    const again = await call(t.app, { method: 'POST', url, token: tokens.admin });
    expect(again.statusCode).toBe(200);
    expect(await auditOf('coupon.revoke', coupon.id)).toBe(1);
  });

  it('a used one answers 409 with a clear message and stays used', async () => {
    const order = await placeNextOpenMeal(t.app, parent, child);
    // Worth the whole order, so it is used at once without a provider (decision 031).
    const coupon = await issue(order.amount);
    const paid = await post(parent, '/api/associated/user/payment/order', {
      orderId: order.id,
      couponId: coupon.id,
      channel: 'balance',
    });
    expect(paid.statusCode).toBe(200);
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/admin/coupons/${coupon.id}/revoke`,
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'COUPON_USED',
      message: '该优惠券已使用，不能撤回',
    });
    expect(await couponIds('?couponStatus=Use')).toContain(coupon.id);
    expect(await auditOf('coupon.revoke', coupon.id)).toBe(0);
  });

  it('revoked while its online payment is under way: the money goes to the balance, the order stays unpaid', async () => {
    const coupon = await issue(100);
    const order = await placeNextOpenMeal(t.app, parent, child);
    const started = await post(parent, '/api/associated/user/payment/order', {
      orderId: order.id,
      couponId: coupon.id,
    });
    expect(started.statusCode).toBe(200);
    const { amount, checkoutUrl } = started.json().data as { amount: number; checkoutUrl: string };
    const revoked = await call(t.app, {
      method: 'POST',
      url: `/api/admin/coupons/${coupon.id}/revoke`,
      token: tokens.admin,
    });
    expect(revoked.statusCode).toBe(200);
    const before = await balance();
    const paid = await t.app.inject({
      method: 'POST',
      url: `${checkoutUrl}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    expect(paid.statusCode).toBe(303);
    expect(await balance()).toBe(before + amount);
    const detail = await call(t.app, { url: `/api/order/${order.id}`, token: parent });
    expect(detail.json().data.orderStatus).toBe('UnPay');
    expect(await couponIds('?couponStatus=Use')).not.toContain(coupon.id);
  });
});
