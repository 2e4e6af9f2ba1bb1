import { and, count, eq } from 'drizzle-orm';
import { ledger, payments, prepaymentPurchases } from '@/server/domains/schema';
import { call, fingerprint, tokenOf, type TestApp } from '../helpers';
import { ledgerBalance } from '../money';
import { moneyWorld } from './moneyWorld';

// Decision 065: a multiple-meal package for dates the school cannot serve was paid at the
// discounted price, its unplaceable meals skipped, and their full value (discount included)
// landed in the balance, refundable as cash. Now the package is checked in full before payment
// (decision 065) and a meal that still cannot be placed is credited at the price paid.

const { world, post, approve, balance, prepaymentsOf } = moneyWorld();
let t: TestApp;
let token: string;
let child: number;
let accountId: number;
let admin: string;
let packageId: number;
beforeAll(async () => {
  ({ t, tokenA: token, childA: child, accountA: accountId } = world);
  admin = await tokenOf(t.app, 'school_admin');
  packageId = (await prepaymentsOf(token, child)).find(
    (p) => p.orderPaymentType === 'DisparkMultipleMeals',
  )!.id;
});

const URL = '/api/associated/user/payment/multiple/meals/pay/cost';
// The test clock stands at Monday 2026-03-16 10:00 in Shanghai.
const TOMORROW = '2026-03-17';

function buy(dates: string[], diningTypes = ['Dinner']) {
  return post(token, URL, { prepaymentId: packageId, associatedUserId: child, diningTypes, dates });
}

async function rowsOf(table: typeof prepaymentPurchases | typeof payments | typeof ledger) {
  const [row] = await t.app.database.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** What a refused purchase must leave as it was: accounts, ledger, purchases and payments. */
async function state() {
  return [await fingerprint(t.app), await rowsOf(prepaymentPurchases), await rowsOf(payments)].join(
    '/',
  );
}

async function dinnerPrice(): Promise<number> {
  const options = await call(t.app, {
    url: `/api/associated/user/placing/order/${child}/date?diningType=Dinner`,
    token,
  });
  return options.json().data.price as number;
}

describe('a multiple-meal package is checked in full before it is paid', () => {
  it('refuses dates years ahead, today, a weekend, a holiday and an own meal, naming each; nothing written', async () => {
    const owned = await post(token, '/api/associated/user/placing/order', {
      associatedUserId: child,
      orderType: 'Day',
      diningType: 'Dinner',
      mealKind: 'Ordinary',
      dates: ['2026-03-19'],
      payMode: 'Online',
    });
    expect(owned.statusCode).toBe(200);
    const holiday = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/calendar',
      token: admin,
      body: { date: '2026-03-20', kind: 'Holiday', name: '校庆' },
    });
    expect(holiday.statusCode).toBe(200);
    const before = await state();
    const refused = await buy([
      TOMORROW,
      '2029-03-20',
      '2026-03-16',
      '2026-03-21',
      '2026-03-20',
      '2026-03-19',
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      code: 'DATE_CLOSED',
      message:
        '套餐中以下餐次不能预订，未扣款：2026-03-16 晚餐（不在可订餐的日期范围内）、' +
        '2026-03-19 晚餐（已订过餐）、2026-03-20 晚餐（放假不供餐）、' +
        '2026-03-21 晚餐（周末不供餐）、2029-03-20 晚餐（不在可订餐的日期范围内）',
    });
    expect(await state()).toBe(before);
  });

  it('refuses every meal of a dining type whose order switch is off, though the dates are open', async () => {
    const off = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/rules/switches',
      token: admin,
      body: { functionalSwitch: { order: false } },
    });
    expect(off.statusCode).toBe(200);
    const before = await state();
    const refused = await buy([TOMORROW, '2026-03-18']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      '套餐中以下餐次不能预订，未扣款：2026-03-17 晚餐（学校暂未开放订餐）、2026-03-18 晚餐（学校暂未开放订餐）',
    );
    expect(await state()).toBe(before);
    await call(t.app, {
      method: 'PUT',
      url: '/api/admin/rules/switches',
      token: admin,
      body: { functionalSwitch: { order: true } },
    });
  });

  it('an open package is still sold at its discount and orders its meals when paid', async () => {
    const price = await dinnerPrice();
    const bought = await buy([TOMORROW, '2026-03-18']);
    expect(bought.statusCode).toBe(200);
    const { purchase, payment } = bought.json().data;
    expect(purchase).toMatchObject({
      creditAmount: 2 * price,
      amount: Math.round(2 * price * 0.9),
    });
    const before = await balance(token);
    await approve(payment.checkoutUrl);
    expect(await balance(token)).toBe(before);
  });
});

describe('a meal that cannot be placed when the money arrives', () => {
  it('is credited at the price paid, never with the discount', async () => {
    const price = await dinnerPrice();
    const bought = await buy(['2026-03-23', '2026-03-24']);
    expect(bought.statusCode).toBe(200);
    const { purchase, payment } = bought.json().data as {
      purchase: { id: number; amount: number; creditAmount: number };
      payment: { checkoutUrl: string };
    };
    expect(purchase.creditAmount).toBe(2 * price);
    // Meanwhile the parent orders one of the two meals herself: the package cannot place it.
    const taken = await post(token, '/api/associated/user/placing/order', {
      associatedUserId: child,
      orderType: 'Day',
      diningType: 'Dinner',
      mealKind: 'Ordinary',
      dates: ['2026-03-23'],
      payMode: 'Online',
    });
    expect(taken.statusCode).toBe(200);
    const before = await balance(token);
    await approve(payment.checkoutUrl);

    // Paid 2 × price × 90%; one meal placed at its full price with its own discount; the other
    // is left on the balance at what was paid for it (the school's 10% stays the school's).
    const paidForSkipped =
      purchase.amount - Math.ceil((price * purchase.amount) / purchase.creditAmount);
    expect(paidForSkipped).toBe(Math.floor(price * 0.9));
    expect(await balance(token)).toBe(before + paidForSkipped);
    expect(await ledgerBalance(t.app, accountId)).toBe(before + paidForSkipped);
    const allowances = await t.app.database.db
      .select({ amount: ledger.amount })
      .from(ledger)
      .where(and(eq(ledger.refType, 'purchase'), eq(ledger.refId, purchase.id)));
    expect(allowances.map((row) => row.amount)).toEqual([
      Math.floor((price * (purchase.creditAmount - purchase.amount)) / purchase.creditAmount),
    ]);
    const [row] = await t.app.database.db
      .select({ status: prepaymentPurchases.status })
      .from(prepaymentPurchases)
      .where(eq(prepaymentPurchases.id, purchase.id));
    expect(row!.status).toBe('Pay');
  });

  it('a whole package closed by the time it is paid gives back exactly the money paid', async () => {
    const bought = await buy(['2026-03-26']);
    expect(bought.statusCode).toBe(200);
    const { purchase, payment } = bought.json().data as {
      purchase: { amount: number; creditAmount: number };
      payment: { checkoutUrl: string };
    };
    expect(purchase.amount).toBeLessThan(purchase.creditAmount);
    // Past the cut-off of 2026-03-26 (16:00 the day before in Shanghai).
    t.clock.advance(Date.parse('2026-03-25T08:30:00Z') - t.clock.now().getTime());
    const before = await ledgerBalance(t.app, accountId);
    await approve(payment.checkoutUrl);
    expect(await ledgerBalance(t.app, accountId)).toBe(before + purchase.amount);
  });
});
