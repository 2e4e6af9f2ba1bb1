import { eq } from 'drizzle-orm';
import { coupons } from '@/server/domains/schema';
import { call, type TestApp } from '../helpers';
import { moneyWorld } from './moneyWorld';
import { ledgerBalance, placeNextOpenMeal } from '../money';

// The money of decisions 029 and 031 end to end through the API: prepayments bought and paid in
// the sandbox, coupons and balance payments of orders, and what the console reads of them
// (refunds and another account's ids: refunds-and-access.test.ts).

const { world, post, approve, balance, prepaymentsOf } = moneyWorld();
let t: TestApp;
let tokenA: string;
let tokenB: string;
let accountA: number;
let childA: number;
let childB: number;
beforeAll(() => ({ t, tokenA, tokenB, accountA, childA, childB } = world));

describe('prepayments', () => {
  it('lists one of each type with the child discount, 4 a page', async () => {
    const page = await call(t.app, {
      url: `/api/prepayment/associated/user/${childA}?page=0&size=4`,
      token: tokenA,
    });
    expect(page.json().data.content).toHaveLength(4);
    expect(page.json().data.total).toBe(5);
    const all = await prepaymentsOf(tokenA, childA);
    expect(all.map((p) => p.orderPaymentType)).toEqual([
      'Sealing',
      'Dispark',
      'DisparkMultipleMeals',
      'Custom',
      'QRCode',
    ]);
    expect(all[0]!.discountRate).toBe(80);
  });

  it('a package bought in the sandbox credits its face value: Recharge + Allowance', async () => {
    const sealing = (await prepaymentsOf(tokenA, childA))[0]!;
    const before = await balance(tokenA);
    const bought = await post(tokenA, '/api/associated/user/anonymous/pay/cost', {
      prepaymentId: sealing.id,
      associatedUserId: childA,
    });
    expect(bought.statusCode).toBe(200);
    const { purchase, payment } = bought.json().data;
    expect(purchase).toMatchObject({ amount: 48000, creditAmount: 60000, status: 'UnPay' });
    expect(payment.amount).toBe(48000);
    const paying = await call(t.app, {
      url: `/api/associated/user/${purchase.id}/paying/PAYING`,
      token: tokenA,
    });
    expect(paying.json().data.purchase.status).toBe('PAYING');
    await approve(payment.checkoutUrl);
    expect(await balance(tokenA)).toBe(before + 60000);
    expect(await ledgerBalance(t.app, accountA)).toBe(before + 60000);
    const again = (await prepaymentsOf(tokenA, childA))[0]!;
    expect(again).toMatchObject({ orderPaymentUserStatus: 'Pay', purchasable: false });
    const twice = await post(tokenA, '/api/associated/user/anonymous/pay/cost', {
      prepaymentId: sealing.id,
      associatedUserId: childA,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PREPAYMENT_BOUGHT');
    const details = await call(t.app, { url: '/api/user/0/account?page=0&size=20', token: tokenA });
    const types = (details.json().data.amountDetails.content as { type: string }[]).map(
      (row) => row.type,
    );
    expect(types.slice(0, 2).sort()).toEqual(['Allowance', 'Recharge']);
  });

  it('a custom amount must be within bounds; money paid into a given-up purchase goes to the balance', async () => {
    const custom = (await prepaymentsOf(tokenA, childA)).find(
      (p) => p.orderPaymentType === 'Custom',
    )!;
    const tooMuch = await post(tokenA, '/api/associated/user/pay/cost', {
      prepaymentId: custom.id,
      associatedUserId: childA,
      amount: 200000,
    });
    expect(tooMuch.statusCode).toBe(400);
    const ok = await post(tokenA, '/api/associated/user/pay/cost', {
      prepaymentId: custom.id,
      associatedUserId: childA,
      amount: 3000,
    });
    expect(ok.statusCode).toBe(200);
    const { purchase, payment } = ok.json().data;
    const retreat = await call(t.app, {
      url: `/api/prepayment/${purchase.id}/retreat`,
      token: tokenA,
    });
    expect(retreat.json().data.status).toBe('Cancel');
    const before = await balance(tokenA);
    // A late approval of a given-up purchase is money really paid: it goes to the balance.
    await t.app.inject({
      method: 'POST',
      url: `${payment.checkoutUrl}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    expect(await balance(tokenA)).toBe(before + 3000);
    const paying = await call(t.app, {
      url: `/api/associated/user/${purchase.id}/paying/PAYING`,
      token: tokenA,
    });
    expect(paying.json().data.purchase.status).toBe('Cancel');
  });

  it('a multiple-meal package orders its meals when paid', async () => {
    const multiple = (await prepaymentsOf(tokenB, childB)).find(
      (p) => p.orderPaymentType === 'DisparkMultipleMeals',
    )!;
    const options = await call(t.app, {
      url: `/api/associated/user/placing/order/${childB}/date?diningType=Breakfast`,
      token: tokenB,
    });
    const dates = (options.json().data.dates as { date: string; status: string }[])
      .filter((d) => d.status === 'Available')
      .slice(0, 2)
      .map((d) => d.date);
    const before = await balance(tokenB);
    const bought = await post(tokenB, '/api/associated/user/payment/multiple/meals/pay/cost', {
      prepaymentId: multiple.id,
      associatedUserId: childB,
      diningTypes: ['Breakfast'],
      dates,
    });
    expect(bought.statusCode).toBe(200);
    const { purchase, payment } = bought.json().data;
    expect(purchase.amount).toBe(Math.round(purchase.creditAmount * 0.9));
    await approve(payment.checkoutUrl);
    const orders = await call(t.app, {
      url: `/api/order/associate/${childB}?page=0&size=10`,
      token: tokenB,
    });
    const placed = (
      orders.json().data.content as {
        orderStatus: string;
        dayOrderDetails: { mealsDate: string }[];
        diningType: string;
      }[]
    ).find(
      (o) =>
        o.diningType === 'Breakfast' && o.dayOrderDetails.some((d) => d.mealsDate === dates[0]),
    );
    expect(placed?.orderStatus).toBe('Pay');
    // Credited the meals' worth, then charged them: the balance keeps only nothing extra.
    expect(await balance(tokenB)).toBe(before);
  });
});

describe('coupons and the balance', () => {
  it('lists valid, new, used and expired coupons; previewing clears new', async () => {
    const count = await call(t.app, {
      url: `/api/allowance/coupon/${accountA}/count`,
      token: tokenA,
    });
    expect(count.json().data).toEqual({ couponsNum: 2, newNum: 1 });
    const fresh = await call(t.app, { url: `/api/allowance/coupon/0/preview`, token: tokenA });
    const [newOne] = fresh.json().data as { id: number }[];
    await call(t.app, { url: `/api/allowance/coupon/preview/${newOne!.id}`, token: tokenA });
    const after = await call(t.app, { url: `/api/allowance/coupon/0/count`, token: tokenA });
    expect(after.json().data).toEqual({ couponsNum: 2, newNum: 0 });
    const used = await call(t.app, {
      url: `/api/allowance/coupon/0/user?couponStatus=Use`,
      token: tokenA,
    });
    expect(used.json().data.map((c: { couponStatus: string }) => c.couponStatus)).toEqual(['Use']);
    const expired = await call(t.app, {
      url: `/api/allowance/coupon/0/user?couponStatus=Not_Use`,
      token: tokenA,
    });
    expect(expired.json().data).toHaveLength(1);
    const business = await call(t.app, {
      url: `/api/allowance/coupon/0/scene/Business`,
      token: tokenA,
    });
    expect(business.json().data).toHaveLength(1);
  });

  it('an order paid online with a coupon costs less, and the coupon is used once', async () => {
    const [coupon] = (
      await call(t.app, { url: `/api/allowance/coupon/0/scene/Platform`, token: tokenA })
    ).json().data as { id: number; value: number }[];
    const order = await placeNextOpenMeal(t.app, tokenA, childA);
    const paid = await post(tokenA, '/api/associated/user/payment/order', {
      orderId: order.id,
      couponId: coupon!.id,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.amount).toBe(order.amount - Math.min(coupon!.value, order.amount));
    await approve(paid.json().data.checkoutUrl);
    const detail = await call(t.app, { url: `/api/order/${order.id}`, token: tokenA });
    expect(detail.json().data.orderStatus).toBe('Pay');
    const [row] = await t.app.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(row!.usedOrderId).toBe(order.id);
    const other = await placeNextOpenMeal(t.app, tokenA, childA);
    const again = await post(tokenA, '/api/associated/user/payment/order', {
      orderId: other.id,
      couponId: coupon!.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('COUPON_INVALID');
  });

  it('an order paid from the balance is charged at once', async () => {
    const order = await placeNextOpenMeal(t.app, tokenA, childA);
    const before = await balance(tokenA);
    const paid = await post(tokenA, '/api/associated/user/payment/order', {
      orderId: order.id,
      channel: 'balance',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('Paid');
    expect(await balance(tokenA)).toBe(before - order.amount);
    expect(await ledgerBalance(t.app, accountA)).toBe(before - order.amount);
  });
});

it('the school console can read prepayments with their purchases and the coupons given', async () => {
  const identity = (
    await call(t.app, { url: '/api/associated/user/identity', token: tokenA })
  ).json().data[0] as { unitId: number };
  const sold = await t.app.services.prepayments.ofSchool(identity.unitId);
  expect(sold.map((p) => p.orderPaymentType)).toEqual([
    'Sealing',
    'Dispark',
    'DisparkMultipleMeals',
    'Custom',
    'QRCode',
  ]);
  expect(sold[0]!.purchases.some((p) => p.status === 'Pay')).toBe(true);
  const given = await t.app.services.coupons.ofSchool(identity.unitId);
  expect(given.map((c) => c.couponStatus).sort()).toEqual(['Not_Use', 'Use', 'Use', null].sort());
});
