import * as z from 'zod/mini';
import { endpoint, id, text } from './core';
import { ADMIN_ROLES } from './admin';
import { Coupon } from './coupon';
import { isoDate } from './dates';
import { CouponScene, MealOrderType } from './enums';
import { RefundStatus } from './money';
import { Refund } from './refund';

// Refunds, prepayments and coupons in the console (decisions 030, 029, 031, 051): the school's
// refund requests approved or rejected through the refunds service, its prepayments and the
// coupons it gave, a prepayment added, a coupon issued to a family. Money is integer fen.

const byId = z.object({ id });

/** The school's refund requests, oldest first; `status` narrows to one state. */
export const adminRefunds = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/refunds',
  query: z.object({ status: z.optional(RefundStatus) }),
  response: z.array(Refund),
});

const decision = z.object({ remark: text().check(z.maxLength(200)) });

/** Approves a waiting request: Pass and its Cash_Withdrawal row; 409 once handled. */
export const approveRefund = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/refunds/{id}/approve',
  params: byId,
  body: decision,
  response: Refund,
});

/** Rejects a waiting request with the school's remark; no money moves; 409 once handled. */
export const rejectRefund = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/refunds/{id}/reject',
  params: byId,
  body: decision,
  response: Refund,
});

export const AdminPrepayment = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  orderPaymentType: MealOrderType,
  amount: z.int(),
  minAmount: z.int(),
  maxAmount: z.int(),
  discountRate: z.int(),
  validFrom: z.string(),
  validUntil: z.string(),
  createdAt: z.string(),
  /** Purchases paid, and the balance (fen) they gave. */
  paidCount: z.int(),
  paidCredit: z.int(),
  /** When the school withdrew it (decision 057): no longer offered to families. */
  withdrawnAt: z.nullable(z.string()),
});
export type AdminPrepayment = z.infer<typeof AdminPrepayment>;

export const adminPrepayments = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/prepayments',
  response: z.array(AdminPrepayment),
});

const fen = z.int().check(z.gte(0), z.lte(100_000_000));

export const AddPrepaymentBody = z.object({
  name: text().check(z.minLength(1), z.maxLength(60)),
  description: z._default(text(true).check(z.maxLength(500)), ''),
  orderPaymentType: MealOrderType,
  /** Balance a package gives (all types but Custom and DisparkMultipleMeals). */
  amount: fen,
  /** Custom: what a parent may enter. */
  minAmount: z._default(fen, 0),
  maxAmount: z._default(fen, 0),
  discountRate: z._default(z.int().check(z.gte(1), z.lte(100)), 100),
  validFrom: isoDate,
  validUntil: isoDate,
});
export type AddPrepaymentBody = z.infer<typeof AddPrepaymentBody>;

export const addPrepayment = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/prepayments',
  body: AddPrepaymentBody,
  response: AdminPrepayment,
});

/** Withdraws a prepayment (decision 057): families no longer see or buy it; purchases stand. */
export const withdrawPrepayment = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/prepayments/{id}/withdraw',
  params: byId,
  response: AdminPrepayment,
});

export const AdminCoupon = z.extend(Coupon, {
  accountName: z.string(),
  mobile: z.nullable(z.string()),
  /** When the school revoked it unused (decision 057); the family sees it as no longer valid. */
  revokedAt: z.nullable(z.string()),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

/** The coupons given at the school, newest first, with their state. */
export const adminCoupons = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/coupons',
  response: z.array(AdminCoupon),
});

export const IssueCouponBody = z.object({
  /** A family of the school (a parent with a child there); anyone else answers 404. */
  mobile: z.string().check(z.regex(/^1\d{10}$/, 'mobile')),
  name: text().check(z.minLength(1), z.maxLength(60)),
  couponScene: z._default(CouponScene, 'Business'),
  value: z.int().check(z.gte(1), z.lte(1_000_000)),
  minOrderAmount: z._default(fen, 0),
  validFrom: isoDate,
  validUntil: isoDate,
});
export type IssueCouponBody = z.infer<typeof IssueCouponBody>;

export const issueCoupon = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/coupons',
  body: IssueCouponBody,
  response: AdminCoupon,
});

/** Revokes an unused coupon (decision 057); a used one answers 409 `COUPON_USED`. */
export const revokeCoupon = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/coupons/{id}/revoke',
  params: byId,
  response: AdminCoupon,
});
