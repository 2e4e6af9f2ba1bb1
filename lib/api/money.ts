'use client';

import {
  couponCount,
  couponsOfUser,
  previewCoupon as previewCouponEndpoint,
} from '@/lib/contract/coupon';
import type { CouponStatus, DiningType } from '@/lib/contract/enums';
import type { PaymentChannel } from '@/lib/contract/order';
import {
  anonymousPayCost,
  multipleMealsPayCost,
  prepaymentDiscount,
  prepaymentsOfUser,
  purchasePaying,
  type PurchasePayment,
} from '@/lib/contract/prepayment';
import {
  cancelRefund as cancelRefundEndpoint,
  refundDetail,
  refundRule,
  refundsOfUser,
  requestRefund as requestRefundEndpoint,
  type Refund,
} from '@/lib/contract/refund';
import { account, balance } from '@/lib/contract/user';
import { IntentKeys } from '@/lib/order/intent';
import { request } from './client';
import { createIdempotencyKey } from './transport';
import { revalidate, useApi } from './swr';

// The money domain (decisions 029-032): prepayments, coupons, refunds and the balance. Readings through
// SWR under one key factory; every money POST carries one idempotency key per user intent.

export const moneyKeys = {
  all: () => ['money'] as const,
  model: (prepaymentId: number, child: number) => ['money', 'model', prepaymentId, child] as const,
  purchase: (id: number) => ['money', 'purchase', id] as const,
  coupons: (status: CouponStatus | 'valid') => ['money', 'coupons', status] as const,
  couponCount: () => ['money', 'couponCount'] as const,
  refund: (id: number) => ['money', 'refund', id] as const,
  rule: (schoolId: number) => ['money', 'rule', schoolId] as const,
  balance: () => ['money', 'balance'] as const,
};

export const PREPAYMENT_PAGE_SIZE = 4;
export const REFUND_PAGE_SIZE = 10;
export const BALANCE_PAGE_SIZE = 20;
const PURCHASE_POLL_MS = 1500;

const moneyIntents = new IntentKeys(createIdempotencyKey);

export function fetchPrepaymentPage(associatedUserId: number, page: number, size: number) {
  return request(
    prepaymentsOfUser,
    { params: { associatedUserId }, query: { page, size } },
    { silent: true },
  );
}

/** The prepayment model of a detail screen; its failure is the detail-error flag (docs/product.md, "Errors and messages"). */
export function usePrepaymentModel(prepaymentId: number | undefined, child: number | undefined) {
  return useApi(
    prepaymentId && child ? moneyKeys.model(prepaymentId, child) : null,
    prepaymentDiscount,
    { params: { prepaymentId: prepaymentId ?? 0, associatedUserId: child ?? 0 } },
    { request: { silent: true } },
  );
}

/** Buys a package or a custom amount (no chat-app identity in the browser). */
export async function buyPrepayment(body: {
  prepaymentId: number;
  associatedUserId: number;
  amount?: number;
  channel?: PaymentChannel;
}): Promise<PurchasePayment> {
  const intent = { what: 'payCost', body };
  const bought = await request(
    anonymousPayCost,
    { body },
    { idempotencyKey: moneyIntents.keyFor(intent), silent: true },
  );
  moneyIntents.done(intent);
  return bought;
}

export async function buyMeals(body: {
  prepaymentId: number;
  associatedUserId: number;
  diningTypes: DiningType[];
  dates: string[];
}): Promise<PurchasePayment> {
  const intent = { what: 'multipleMeals', body };
  const bought = await request(
    multipleMealsPayCost,
    { body },
    { idempotencyKey: moneyIntents.keyFor(intent), silent: true },
  );
  moneyIntents.done(intent);
  return bought;
}

/** Polls the purchase (and marks it PAYING) until `stop`. */
export function usePurchase(id: number | undefined, stop: boolean) {
  return useApi(
    id ? moneyKeys.purchase(id) : null,
    purchasePaying,
    { params: { id: id ?? 0 } },
    { refreshInterval: stop ? 0 : PURCHASE_POLL_MS, request: { silent: true } },
  );
}

export async function revalidateMoney(): Promise<void> {
  await revalidate(moneyKeys.all());
}

export function useCoupons(status?: CouponStatus) {
  return useApi(
    moneyKeys.coupons(status ?? 'valid'),
    couponsOfUser,
    { params: { userId: 0 }, query: { couponStatus: status } },
    { request: { silent: true } },
  );
}

export function useCouponCount() {
  return useApi(
    moneyKeys.couponCount(),
    couponCount,
    { params: { id: 0 } },
    {
      request: { silent: true },
    },
  );
}

/** Clears a coupon's new mark. */
export async function previewCoupon(id: number): Promise<void> {
  await request(previewCouponEndpoint, { params: { id } }, { silent: true });
  await Promise.all([revalidate(moneyKeys.coupons('valid')), revalidate(moneyKeys.couponCount())]);
}

export function useBalance() {
  return useApi(moneyKeys.balance(), balance, undefined, { request: { silent: true } });
}

export function fetchAccountPage(page: number, size: number) {
  return request(account, { query: { page, size } }, { silent: true }).then(
    (data) => data.amountDetails,
  );
}

export function fetchRefundPage(associatedUserId: number, page: number, size: number) {
  return request(
    refundsOfUser,
    { params: { associatedUserId }, query: { page, size } },
    { silent: true },
  );
}

export function useRefund(id: number | undefined) {
  return useApi(
    id ? moneyKeys.refund(id) : null,
    refundDetail,
    { params: { id: id ?? 0 } },
    {
      request: { silent: true },
    },
  );
}

export function useRefundRule(schoolId: number | undefined) {
  return useApi(
    schoolId ? moneyKeys.rule(schoolId) : null,
    refundRule,
    {
      params: { schoolId: schoolId ?? 0 },
    },
    { request: { silent: true } },
  );
}

export async function requestRefund(body: {
  associatedUserId: number;
  amount: number;
  reason: string;
}): Promise<Refund> {
  const intent = { what: 'refund', body };
  const refund = await request(
    requestRefundEndpoint,
    { body },
    { idempotencyKey: moneyIntents.keyFor(intent), silent: true },
  );
  moneyIntents.done(intent);
  await revalidateMoney();
  return refund;
}

export async function cancelRefund(id: number): Promise<Refund> {
  const intent = { what: 'cancelRefund', id };
  const refund = await request(
    cancelRefundEndpoint,
    { params: { id } },
    { idempotencyKey: moneyIntents.keyFor(intent), silent: true },
  );
  moneyIntents.done(intent);
  await revalidateMoney();
  return refund;
}
