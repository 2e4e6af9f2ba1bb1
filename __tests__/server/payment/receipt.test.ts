import { eq, ne } from 'drizzle-orm';
import { associatedUsers, coupons, units } from '@/server/domains/schema';
import type { Order } from '@/lib/contract/order';
import type { BalanceRecord } from '@/lib/contract/user';
import { call } from '../helpers';
import { placeNextOpenMeal } from '../money';
import { moneyWorld } from '../prepayment/moneyWorld';

// Decision 072: after paying ¥31 with a ¥5 coupon on a ¥36 order, the screens said ¥36 with no
// discount and the balance details read a ¥31 top-up, a ¥5 allowance and a ¥36 meal; a declined
// package payment stayed 支付中. The server now answers one receipt and one row per payment.

const { world, post, approve, balance, prepaymentsOf } = moneyWorld();

async function orderOf(token: string, id: number): Promise<Order> {
  const response = await call(world.t.app, { url: `/api/order/${id}`, token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function listed(token: string, child: number, id: number): Promise<Order | undefined> {
  const response = await call(world.t.app, {
    url: `/api/order/associate/${child}?page=0&size=50`,
    token,
  });
  return (response.json().data.content as Order[]).find((o) => o.id === id);
}

async function ledgerRows(token: string): Promise<BalanceRecord[]> {
  const response = await call(world.t.app, { url: '/api/user/0/account?size=100', token });
  expect(response.statusCode).toBe(200);
  return response.json().data.amountDetails.content;
}

async function platformCoupon(token: string) {
  const [coupon] = (
    await call(world.t.app, { url: '/api/allowance/coupon/0/scene/Platform', token })
  ).json().data as { id: number; value: number; name: string }[];
  expect(coupon).toBeDefined();
  return coupon!;
}

describe('the receipt', () => {
  it('an online payment with a coupon: price, coupon, paid, method on the detail and the list; one ledger row', async () => {
    const { tokenA, childA } = world;
    const coupon = await platformCoupon(tokenA);
    const order = await placeNextOpenMeal(world.t.app, tokenA, childA);
    const unpaid = await orderOf(tokenA, order.id);
    expect(unpaid.receipt).toEqual({
      price: order.amount,
      discounts: [],
      paid: 0,
      method: null,
      paidAt: null,
    });
    const rowsBefore = (await ledgerRows(tokenA)).length;
    const balanceBefore = await balance(tokenA);
    const started = await post(tokenA, '/api/associated/user/payment/order', {
      orderId: order.id,
      couponId: coupon.id,
    });
    expect(started.statusCode).toBe(200);
    const off = Math.min(coupon.value, order.amount);
    await approve(started.json().data.checkoutUrl);

    const detail = await orderOf(tokenA, order.id);
    expect(detail.receipt).toEqual({
      price: order.amount,
      discounts: [{ kind: 'coupon', name: coupon.name, amount: off }],
      paid: order.amount - off,
      method: 'sandbox',
      paidAt: detail.paidAt,
    });
    expect(detail.receipt.paidAt).not.toBeNull();
    expect((await listed(tokenA, childA, order.id))?.receipt).toEqual(detail.receipt);

    // One row: the payment as paid, the coupon as its discount; no top-up, no allowance.
    const rows = await ledgerRows(tokenA);
    expect(rows).toHaveLength(rowsBefore + 1);
    expect(rows[0]).toMatchObject({
      type: 'OrderDay',
      amount: -(order.amount - off),
      method: 'sandbox',
      discount: off,
    });
    // Paid online: the balance did not move.
    expect(await balance(tokenA)).toBe(balanceBefore);
  });

  it('a balance payment: the row is what left the balance', async () => {
    const { tokenA, childA } = world;
    const order = await placeNextOpenMeal(world.t.app, tokenA, childA);
    const before = await balance(tokenA);
    const paid = await post(tokenA, '/api/associated/user/payment/order', {
      orderId: order.id,
      channel: 'balance',
    });
    expect(paid.json().data.status).toBe('Paid');
    const detail = await orderOf(tokenA, order.id);
    expect(detail.receipt).toMatchObject({
      price: order.amount,
      discounts: [],
      paid: order.amount,
      method: 'balance',
    });
    const [row] = await ledgerRows(tokenA);
    expect(row).toMatchObject({ amount: -order.amount, method: 'balance', discount: 0 });
    expect(await balance(tokenA)).toBe(before - order.amount);
  });

  it("a package's meals: paid by the package, its discount on the receipt and the row", async () => {
    const { tokenB, childB } = world;
    const multiple = (await prepaymentsOf(tokenB, childB)).find(
      (p) => p.orderPaymentType === 'DisparkMultipleMeals',
    )!;
    const options = await call(world.t.app, {
      url: `/api/associated/user/placing/order/${childB}/date?diningType=Breakfast`,
      token: tokenB,
    });
    const dates = (options.json().data.dates as { date: string; status: string }[])
      .filter((d) => d.status === 'Available')
      .slice(0, 2)
      .map((d) => d.date);
    const bought = await post(tokenB, '/api/associated/user/payment/multiple/meals/pay/cost', {
      prepaymentId: multiple.id,
      associatedUserId: childB,
      diningTypes: ['Breakfast'],
      dates,
    });
    expect(bought.statusCode).toBe(200);
    await approve(bought.json().data.payment.checkoutUrl);
    const placed = (
      (
        await call(world.t.app, {
          url: `/api/order/associate/${childB}?page=0&size=10`,
          token: tokenB,
        })
      ).json().data.content as Order[]
    ).find((o) => o.diningType === 'Breakfast' && o.orderStatus === 'Pay')!;
    const { receipt } = placed;
    expect(receipt.method).toBe('package');
    expect(receipt.discounts).toHaveLength(1);
    expect(receipt.discounts[0]).toMatchObject({ kind: 'package' });
    expect(receipt.discounts[0]!.amount).toBeGreaterThan(0);
    expect(receipt.paid).toBe(receipt.price - receipt.discounts[0]!.amount);
    expect(await orderOf(tokenB, placed.id)).toMatchObject({ receipt });
    const rows = await ledgerRows(tokenB);
    expect(rows).toContainEqual(
      expect.objectContaining({
        type: 'OrderDay',
        amount: -receipt.paid,
        method: 'package',
        discount: receipt.discounts[0]!.amount,
      }),
    );
    // The package's money in stays a top-up row; its discount is not a second one.
    expect(rows.filter((row) => row.type === 'Allowance')).toHaveLength(0);
  });

  it("another family cannot read an order's receipt", async () => {
    const { tokenA, tokenB, childA } = world;
    const order = await placeNextOpenMeal(world.t.app, tokenA, childA);
    const other = await call(world.t.app, { url: `/api/order/${order.id}`, token: tokenB });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false });
    const list = await call(world.t.app, {
      url: `/api/order/associate/${childA}?page=0&size=10`,
      token: tokenB,
    });
    expect(list.statusCode).toBe(404);
  });
});

describe('a declined package payment', () => {
  it('ends the purchase (never 支付中) and the package can be paid again', async () => {
    const { tokenA, childA } = world;
    const sealing = (await prepaymentsOf(tokenA, childA)).find(
      (p) => p.orderPaymentType === 'Sealing',
    )!;
    const bought = await post(tokenA, '/api/associated/user/anonymous/pay/cost', {
      prepaymentId: sealing.id,
      associatedUserId: childA,
    });
    expect(bought.statusCode).toBe(200);
    const { purchase, payment } = bought.json().data;
    const paying = await call(world.t.app, {
      url: `/api/associated/user/${purchase.id}/paying/PAYING`,
      token: tokenA,
    });
    expect(paying.json().data.purchase.status).toBe('PAYING');
    const declined = await world.t.app.inject({
      method: 'POST',
      url: `${payment.checkoutUrl}/decline`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    expect(declined.statusCode).toBe(303);

    const after = await call(world.t.app, {
      url: `/api/associated/user/${purchase.id}/paying/PAYING`,
      token: tokenA,
    });
    expect(after.json().data).toMatchObject({
      purchase: { status: 'Cancel' },
      paymentStatus: 'Declined',
    });
    const listedAgain = (await prepaymentsOf(tokenA, childA)).find((p) => p.id === sealing.id)!;
    expect(listedAgain.orderPaymentUserStatus).not.toBe('PAYING');
    expect(listedAgain.purchasable).toBe(true);

    const retry = await post(tokenA, '/api/associated/user/anonymous/pay/cost', {
      prepaymentId: sealing.id,
      associatedUserId: childA,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.purchase.id).not.toBe(purchase.id);
  });
});

describe('coupon lists per school', () => {
  it("shows only the coupons that pay at the selected child's school", async () => {
    const { t, tokenA, accountA } = world;
    const db = t.app.database.db;
    const [child] = await db
      .select({ unitId: associatedUsers.unitId })
      .from(associatedUsers)
      .where(eq(associatedUsers.id, world.childA));
    const [other] = await db
      .select({ id: units.id })
      .from(units)
      .where(ne(units.id, child!.unitId));
    // A valid coupon of the same account, given at the demo's other school.
    const [elsewhere] = await db
      .insert(coupons)
      .values({
        accountId: accountA,
        unitId: other!.id,
        name: '别校券',
        couponScene: 'Business',
        value: 100,
        validFrom: '2020-01-01',
        validUntil: '2099-12-31',
      })
      .returning();

    for (const url of [
      '/api/allowance/coupon/0/user',
      '/api/allowance/coupon/0/scene/Business',
      '/api/allowance/coupon/0/preview',
    ]) {
      const response = await call(t.app, { url, token: tokenA });
      expect(response.statusCode).toBe(200);
      const ids = (response.json().data as { id: number }[]).map((c) => c.id);
      expect(ids).not.toContain(elsewhere!.id);
    }
    const count = await call(t.app, { url: '/api/allowance/coupon/0/count', token: tokenA });
    const valid = await call(t.app, { url: '/api/allowance/coupon/0/user', token: tokenA });
    expect(count.json().data.couponsNum).toBe(valid.json().data.length);
  });
});
