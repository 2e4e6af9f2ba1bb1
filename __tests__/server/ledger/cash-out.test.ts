import { call } from '../helpers';
import { moneyWorld } from '../prepayment/moneyWorld';

// Decision 072: a ¥480 package credits ¥600; asking the whole ¥600 back took the school's ¥120
// discount out as cash. What a family can take out is the cash it paid in less what it
// consumed beyond the school's gifts.

const { world, post, approve, balance, prepaymentsOf } = moneyWorld();

it("a package's discount is spent on meals, never refunded as cash", async () => {
  const { t, tokenA, childA } = world;
  const school = (await call(t.app, { url: '/api/associated/user/identity', token: tokenA })).json()
    .data[0].unitId as number;
  const refundable = async () =>
    (await call(t.app, { url: `/api/refund/rule/school/${school}`, token: tokenA })).json().data
      .refundable as number;
  const before = await balance(tokenA);
  expect(await refundable()).toBe(before);
  const sealing = (await prepaymentsOf(tokenA, childA)).find(
    (p) => p.orderPaymentType === 'Sealing',
  )!;
  const bought = await post(tokenA, '/api/associated/user/anonymous/pay/cost', {
    prepaymentId: sealing.id,
    associatedUserId: childA,
  });
  const { purchase, payment } = bought.json().data;
  await approve(payment.checkoutUrl);
  const gift = purchase.creditAmount - purchase.amount;
  expect(gift).toBeGreaterThan(0);
  expect(await balance(tokenA)).toBe(before + purchase.creditAmount);
  // The gift pays meals (past ones the cash paid included) before cash is counted as spent;
  // whatever it could not cover is never cash.
  const room = await refundable();
  expect(room).toBeGreaterThanOrEqual(before + purchase.amount - gift);
  expect(room).toBeLessThan(before + purchase.creditAmount);

  const all = await post(tokenA, '/api/refund/user', {
    associatedUserId: childA,
    amount: before + purchase.creditAmount,
  });
  expect(all.statusCode).toBe(409);
  expect(all.json()).toMatchObject({
    code: 'REFUND_EXCEEDS',
    message: '退款金额超过该学校的可退余额',
  });
  const cash = await post(tokenA, '/api/refund/user', {
    associatedUserId: childA,
    amount: room,
  });
  expect(cash.statusCode).toBe(200);
  expect(await refundable()).toBe(0);
});
