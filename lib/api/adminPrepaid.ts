'use client';

import {
  addPrepayment,
  adminCoupons,
  adminPrepayments,
  adminRefunds,
  approveRefund,
  issueCoupon,
  rejectRefund,
  revokeCoupon,
  withdrawPrepayment,
  type AddPrepaymentBody,
  type IssueCouponBody,
} from '@/lib/contract/adminPrepaid';
import type { RefundStatus } from '@/lib/contract/money';
import { request } from './client';
import { revalidate, useApi } from './swr';

// Refunds, prepayments and coupons in the console (decision 051). Keys sit under the console's
// money and content keys (lib/api/admin.ts), so a change there refreshes these too.

export const prepaidKeys = {
  refunds: (status: RefundStatus | '') => ['admin', 'money', 'refunds', status] as const,
  prepayments: () => ['admin', 'content', 'prepayments'] as const,
  coupons: () => ['admin', 'content', 'coupons'] as const,
};

const silent = { request: { silent: true } };

export function useSchoolRefunds(status: RefundStatus | '') {
  return useApi(
    prepaidKeys.refunds(status),
    adminRefunds,
    { query: status ? { status } : {} },
    silent,
  );
}

export async function decideRefund(id: number, approve: boolean, remark: string) {
  const result = await request(
    approve ? approveRefund : rejectRefund,
    { params: { id }, body: { remark } },
    { silent: true },
  );
  await revalidate(['admin', 'money']);
  return result;
}

export function useSchoolPrepayments() {
  return useApi(prepaidKeys.prepayments(), adminPrepayments, undefined, silent);
}

export async function addSchoolPrepayment(body: AddPrepaymentBody) {
  const result = await request(addPrepayment, { body }, { silent: true });
  await revalidate(prepaidKeys.prepayments());
  return result;
}

/** Decision 057: families no longer see or buy it; purchases already made stand. */
export async function withdrawSchoolPrepayment(id: number) {
  const result = await request(withdrawPrepayment, { params: { id } }, { silent: true });
  await revalidate(prepaidKeys.prepayments());
  return result;
}

export function useSchoolCoupons() {
  return useApi(prepaidKeys.coupons(), adminCoupons, undefined, silent);
}

export async function issueFamilyCoupon(body: IssueCouponBody) {
  const result = await request(issueCoupon, { body }, { silent: true });
  await revalidate(prepaidKeys.coupons());
  return result;
}

/** Decision 057: an unused coupon can no longer be used; a used one is 409 `COUPON_USED`. */
export async function revokeFamilyCoupon(id: number) {
  const result = await request(revokeCoupon, { params: { id } }, { silent: true });
  await revalidate(prepaidKeys.coupons());
  return result;
}
