import type { Coupon } from '@/lib/contract/coupon';
import type { Prepayment, PrepaymentModel, Purchase } from '@/lib/contract/prepayment';
import type { Refund, RefundRule } from '@/lib/contract/refund';

// Data of the money screens (decisions 029-032), typed by the contract.

export function makePrepayment(overrides: Partial<Prepayment> = {}): Prepayment {
  return {
    id: 1,
    name: '餐费充值 200 元',
    description: '预存餐费',
    orderPaymentType: 'Dispark',
    amount: 20000,
    minAmount: 0,
    maxAmount: 0,
    discountRate: 95,
    validFrom: '2026-02-01',
    validUntil: '2026-06-30',
    orderPaymentUserStatus: null,
    purchasable: true,
    ...overrides,
  };
}

export function makeModel(prepayment: Prepayment = makePrepayment()): PrepaymentModel {
  return {
    prepayment,
    associatedUserId: 101,
    prices: [
      { diningType: 'Breakfast', price: 500 },
      { diningType: 'Lunch', price: 1500 },
    ],
  };
}

export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 31,
    orderNo: 'P20260301abcd',
    prepaymentId: 1,
    associatedUserId: 101,
    orderType: 'PayCost',
    amount: 19000,
    creditAmount: 20000,
    status: 'UnPay',
    plan: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    userId: 7,
    name: '午餐立减券',
    couponScene: 'Business',
    value: 300,
    minOrderAmount: 1000,
    validFrom: '2026-02-01',
    validUntil: '2026-04-01',
    couponStatus: null,
    isNew: false,
    usedAt: null,
    ...overrides,
  };
}

export function makeRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 5,
    associatedUserId: 101,
    userName: '小明',
    amount: 2000,
    reason: '转学',
    status: 'ToAudit',
    handledRemark: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    handledAt: null,
    ...overrides,
  };
}

export function makeRule(overrides: Partial<RefundRule> = {}): RefundRule {
  return {
    schoolId: 1,
    enabled: true,
    minAmount: 100,
    processingDays: 7,
    description: '账户余额可申请退款',
    refundable: 15000,
    ...overrides,
  };
}
