import { and, eq } from 'drizzle-orm';
import { payments, prepaymentPurchases } from '@/server/domains/schema';
import { PURCHASE_HOLD_MS } from '@/server/domains/prepayment/service';
import { call, type TestApp } from '../helpers';
import { ledgerBalance } from '../money';
import { moneyWorld } from './moneyWorld';

// Decision 065: a prepayment sold once per student (Sealing) could be bought three times,
// three discounts. Now the database keeps one open or paid purchase per child (decision 065),
// however many requests race, on PGlite and on PostgreSQL (npm run test:server:pg).

const { world, post, approve, prepaymentsOf } = moneyWorld();
let t: TestApp;
let token: string;
let child: number;
let accountId: number;
let sealing: { id: number; amount: number };
beforeAll(async () => {
  ({ t, tokenB: token, childB: child } = world);
  accountId = (
    (await call(t.app, { url: '/api/associated/user/identity', token })).json().data as {
      userId: number;
    }[]
  )[0]!.userId;
  sealing = (await prepaymentsOf(token, child)).find((p) => p.orderPaymentType === 'Sealing')!;
});

const URL = '/api/associated/user/anonymous/pay/cost';

async function purchasesOf() {
  return t.app.database.db
    .select()
    .from(prepaymentPurchases)
    .where(
      and(
        eq(prepaymentPurchases.prepaymentId, sealing.id),
        eq(prepaymentPurchases.associatedUserId, child),
      ),
    );
}

describe('a once-per-student prepayment', () => {
  it('bought by five requests at once: exactly one purchase, the others a clear 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(token, URL, { prepaymentId: sealing.id, associatedUserId: child }, `race-${i}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toEqual({
        success: false,
        code: 'PREPAYMENT_BOUGHT',
        message: '该预缴项目已有一笔购买正在支付，请完成支付或 15 分钟后再试',
      });
    const rows = await purchasesOf();
    expect(rows.filter((row) => row.status !== 'Cancel')).toHaveLength(1);
  });

  it('the database itself refuses a second open purchase, whatever the service would do', async () => {
    const [open] = (await purchasesOf()).filter((row) => row.status !== 'Cancel');
    const { id: _id, orderNo: _orderNo, ...copy } = open!;
    await expect(
      t.app.database.db.insert(prepaymentPurchases).values({ ...copy, orderNo: 'P-copy' }),
    ).rejects.toThrow();
  });

  it('left unpaid past the hold, it is given up for a new purchase; its late money earns no discount', async () => {
    const [first] = (await purchasesOf()).filter((row) => row.status === 'UnPay');
    const [firstPayment] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.purchaseId, first!.id));
    t.clock.advance(PURCHASE_HOLD_MS + 1000);
    const again = await post(token, URL, { prepaymentId: sealing.id, associatedUserId: child });
    expect(again.statusCode).toBe(200);
    const rows = await purchasesOf();
    expect(rows.find((row) => row.id === first!.id)?.status).toBe('Cancel');
    expect(rows.filter((row) => row.status !== 'Cancel')).toHaveLength(1);

    // Both checkouts are approved: one package with its discount, the other money as paid.
    const before = await ledgerBalance(t.app, accountId);
    await approve(again.json().data.payment.checkoutUrl);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${firstPayment!.checkoutKey}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    const { purchase } = again.json().data as {
      purchase: { amount: number; creditAmount: number };
    };
    expect(purchase.amount).toBeLessThan(purchase.creditAmount);
    expect(await ledgerBalance(t.app, accountId)).toBe(
      before + purchase.creditAmount + first!.amount,
    );
    const paid = (await purchasesOf()).filter((row) => row.status === 'Pay');
    expect(paid).toHaveLength(1);
  });

  it('once paid, every further purchase is refused and writes nothing', async () => {
    const before = (await purchasesOf()).length;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(token, URL, { prepaymentId: sealing.id, associatedUserId: child }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'PREPAYMENT_BOUGHT',
        message: '该预缴项目每位学生只能购买一次',
      });
    }
    expect((await purchasesOf()).length).toBe(before);
  });
});
