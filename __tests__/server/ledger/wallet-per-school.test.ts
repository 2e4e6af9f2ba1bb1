import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { balanceOf, post } from '@/server/domains/ledger';
import { classes, coupons, ledger, orders, units } from '@/server/domains/schema';
import { accountIdOf, call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';
import { enrolChild } from '../enrolment/enrolment';

// Decision 066: the balance was one pot across schools. A family with a
// child at each of the demo's two schools tries to take school A's money out at school B, to
// read A's rows in B's console, and to pay B's meal with A's coupon; each attack now fails.

let t: TestApp;
let tokens: ConsoleTokens;
let parent: string;
let accountId: number;
let schoolA: number;
let schoolB: number;
let childB: number;
let keySeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parent = await tokenOf(t.app, 'parent_a');
  accountId = await accountIdOf(t.app, 'parent_a');
  const db = t.app.database.db;
  [schoolA, schoolB] = (await db.select({ id: units.id }).from(units).orderBy(units.id)).map(
    (row) => row.id,
  ) as [number, number];
  const [classB] = await db.select().from(classes).where(eq(classes.unitId, schoolB)).limit(1);
  const added = await enrolChild(t.app, db, parent, {
    userName: '张小刚',
    unitId: schoolB,
    classesId: classB!.id,
  });
  expect(added.statusCode).toBe(200);
  childB = added.json().data.associatedUserId;
});
afterAll(() => t.close());

const send = (url: string, body: unknown, token = parent) =>
  call(t.app, {
    method: 'POST',
    url,
    token,
    body,
    headers: { 'idempotency-key': `wallet-${(keySeq += 1)}` },
  });

const wallet = (unitId: number) => balanceOf(t.app.database.db, accountId, unitId);

/** Money paid in at school B (its counter), straight through the ledger's entry. */
async function payInAtB(amount: number): Promise<void> {
  await t.app.database.db.transaction((tx) =>
    post(tx, [{ accountId, unitId: schoolB, associatedUserId: childB, type: 'Recharge', amount }]),
  );
}

describe('a wallet per school', () => {
  it("refuses a refund at school B paid out of school A's money", async () => {
    const atA = await wallet(schoolA);
    expect(atA).toBeGreaterThan(1000);
    expect(await wallet(schoolB)).toBe(0);
    const rule = await call(t.app, { url: `/api/refund/rule/school/${schoolB}`, token: parent });
    expect(rule.json().data.refundable).toBe(0);

    const refused = await send('/api/refund/user', { associatedUserId: childB, amount: 1000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'REFUND_EXCEEDS',
      message: '退款金额超过该学校的可退余额',
    });

    // With 500 paid in at B, B gives back at most those 500, and A's money stays where it is.
    await payInAtB(500);
    const over = await send('/api/refund/user', { associatedUserId: childB, amount: 501 });
    expect(over.json().code).toBe('REFUND_EXCEEDS');
    const asked = await send('/api/refund/user', { associatedUserId: childB, amount: 500 });
    expect(asked.statusCode).toBe(200);
    const approved = await call(t.app, {
      method: 'POST',
      url: `/api/admin/refunds/${asked.json().data.id}/approve`,
      token: tokens.otherAdmin,
      body: { remark: '' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await wallet(schoolB)).toBe(0);
    expect(await wallet(schoolA)).toBe(atA);
  });

  it('refuses a debit at school B that only school A could cover', async () => {
    await expect(
      t.app.database.db.transaction((tx) =>
        post(tx, [{ accountId, unitId: schoolB, type: 'OrderDay', amount: 1 }]),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: '该学校的余额不足' });
  });

  it("shows each school's console only its own rows of the family's ledger", async () => {
    const rowsAt = async (unitId: number) =>
      (
        await t.app.database.db
          .select({ id: ledger.id })
          .from(ledger)
          .where(and(eq(ledger.accountId, accountId), eq(ledger.unitId, unitId)))
      )
        .map((row) => row.id)
        .sort((a, b) => a - b);
    const view = async (token: string) => {
      const page = await adminData<{ content: { id: number; amount: number }[]; balance: number }>(
        t.app,
        token,
        { url: `/api/admin/accounts/${accountId}/ledger?page=0&size=100` },
      );
      return { ids: page.content.map((row) => row.id).sort((a, b) => a - b), page };
    };
    const atB = await view(tokens.otherAdmin);
    expect(atB.ids).toEqual(await rowsAt(schoolB));
    expect(atB.ids).toHaveLength(2);
    expect(atB.page.balance).toBe(0);
    const atA = await view(tokens.admin);
    expect(atA.ids).toEqual(await rowsAt(schoolA));
    expect(atA.ids.filter((id) => atB.ids.includes(id))).toEqual([]);
    expect(atA.page.balance).toBe(await wallet(schoolA));
    // Finding the family, B's console sees B's balance, not A's.
    const found = await adminData<{ accountId: number; balance: number }[]>(
      t.app,
      tokens.otherAdmin,
      { url: '/api/admin/accounts?q=13800000001' },
    );
    expect(found).toEqual([expect.objectContaining({ accountId, balance: 0 })]);
  });

  it("answers the parent with the selected child's school's wallet", async () => {
    await payInAtB(300);
    const balanceFor = async (child?: number) =>
      (
        await call(t.app, {
          url: '/api/user/0/account?page=0&size=100',
          token: parent,
          headers: child ? { associatedUser: String(child) } : {},
        })
      ).json().data as { myAmount: number; amountDetails: { content: { amount: number }[] } };
    const atB = await balanceFor(childB);
    expect(atB.myAmount).toBe(300);
    expect(atB.amountDetails.content.map((row) => row.amount)).toEqual([300, -500, 500]);
    expect((await balanceFor()).myAmount).toBe(await wallet(schoolA));
  });

  it("refuses school A's coupon on an order at school B", async () => {
    const db = t.app.database.db;
    const today = t.clock.now().toISOString().slice(0, 10);
    const [couponA] = await db
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.accountId, accountId),
          eq(coupons.unitId, schoolA),
          isNull(coupons.usedAt),
          isNull(coupons.revokedAt),
          lte(coupons.validFrom, today),
          gte(coupons.validUntil, today),
        ),
      )
      .limit(1);
    expect(couponA).toBeDefined();
    // An unpaid lunch at B (B's menus are not the point here: the coupon is).
    const [orderB] = await db
      .insert(orders)
      .values({
        orderNo: 'WALLET-B-1',
        accountId,
        associatedUserId: childB,
        unitId: schoolB,
        orderType: 'Day',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        amount: Math.max(couponA!.minOrderAmount, couponA!.value) + 100,
        createdAt: t.clock.now(),
      })
      .returning();
    const refused = await send('/api/associated/user/payment/order', {
      orderId: orderB!.id,
      couponId: couponA!.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'COUPON_INVALID',
      message: '该优惠券只能在发放它的学校使用',
    });
    const [still] = await db.select().from(coupons).where(eq(coupons.id, couponA!.id));
    expect(still!.usedAt).toBeNull();
  });
});
