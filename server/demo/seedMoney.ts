import type { Tx } from '../domains/db';
import { addDays } from '../core/db/dates';
import { coupons, ledger, prepaymentDiscounts, prepayments, refundRules } from '../domains/schema';

// The demo's money (decisions 029-031): a prepayment of each meal order type, parent_a's coupons (valid,
// new, used, expired) and a balance history, and the school's refund rule. Deterministic: dates
// count from the seed's today, amounts are fixed. The history nets to zero, so the demo balance
// stays the 演示充值 that earlier features and tests rely on.

const DAY_MS = 24 * 3_600_000;

export async function seedMoneyDemo(
  tx: Tx,
  demo: { unitId: number; parentAId: number; childId: number; today: string; now: Date },
): Promise<void> {
  const { unitId, parentAId, childId, today, now } = demo;
  const validFrom = addDays(today, -30);
  const validUntil = addDays(today, 90);
  const sold = { unitId, validFrom, validUntil, createdAt: now };
  const rows = await tx
    .insert(prepayments)
    .values([
      {
        ...sold,
        name: '学期午餐套餐',
        description: '一次性预缴本学期午餐费用，每位学生限购一次',
        orderPaymentType: 'Sealing',
        amount: 60000,
        discountRate: 95,
      },
      {
        ...sold,
        name: '餐费充值 200 元',
        description: '预存餐费，可随时用于订餐',
        orderPaymentType: 'Dispark',
        amount: 20000,
      },
      {
        ...sold,
        name: '多餐次套餐',
        description: '自选餐次与日期，一次付清',
        orderPaymentType: 'DisparkMultipleMeals',
        discountRate: 90,
      },
      {
        ...sold,
        name: '自定义金额充值',
        description: '输入 10 至 1000 元之间的金额',
        orderPaymentType: 'Custom',
        minAmount: 1000,
        maxAmount: 100000,
      },
      {
        ...sold,
        name: '食堂扫码充值 50 元',
        description: '在食堂窗口扫码后支付',
        orderPaymentType: 'QRCode',
        amount: 5000,
      },
    ])
    .returning({ id: prepayments.id });
  // A subsidised child: the first child of parent_a pays 80% of the semester package.
  await tx
    .insert(prepaymentDiscounts)
    .values({ prepaymentId: rows[0]!.id, associatedUserId: childId, discountRate: 80 });

  await tx.insert(refundRules).values({
    unitId,
    enabled: true,
    minAmount: 100,
    processingDays: 7,
    description: '账户余额可申请退款，单次不少于 1 元；学校审核通过后 7 个工作日内原路退回。',
  });

  const coupon = { accountId: parentAId, unitId, createdAt: now };
  await tx.insert(coupons).values([
    {
      ...coupon,
      name: '午餐立减券',
      couponScene: 'Business',
      value: 300,
      minOrderAmount: 1000,
      validFrom: addDays(today, -10),
      validUntil: addDays(today, 30),
      previewed: true,
    },
    {
      ...coupon,
      name: '新用户立减券',
      couponScene: 'Platform',
      value: 500,
      minOrderAmount: 0,
      validFrom: addDays(today, -1),
      validUntil: addDays(today, 30),
    },
    {
      ...coupon,
      name: '开学季立减券',
      couponScene: 'Business',
      value: 200,
      minOrderAmount: 0,
      validFrom: addDays(today, -40),
      validUntil: addDays(today, 10),
      previewed: true,
      usedAt: new Date(now.getTime() - 5 * DAY_MS),
    },
    {
      ...coupon,
      name: '国庆立减券',
      couponScene: 'Platform',
      value: 400,
      minOrderAmount: 0,
      validFrom: addDays(today, -60),
      validUntil: addDays(today, -3),
      previewed: true,
    },
  ]);

  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const history = { accountId: parentAId, associatedUserId: childId, unitId };
  await tx.insert(ledger).values([
    { ...history, type: 'Recharge', amount: 10000, remark: '预缴充值', createdAt: at(20) },
    { ...history, type: 'Allowance', amount: 500, remark: '预缴优惠', createdAt: at(20) },
    { ...history, type: 'OrderDay', amount: 6000, remark: '午餐订餐', createdAt: at(18) },
    { ...history, type: 'OrderMonth', amount: 3000, remark: '早餐包月', createdAt: at(15) },
    { ...history, type: 'Leave_Settlement', amount: 1200, remark: '请假退款', createdAt: at(10) },
    { ...history, type: 'Unsubscribe', amount: 1800, remark: '退订退款', createdAt: at(8) },
    { ...history, type: 'Cash_Withdrawal', amount: 4500, remark: '余额退款', createdAt: at(6) },
  ]);
}
