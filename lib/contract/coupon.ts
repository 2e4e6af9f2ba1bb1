import * as z from 'zod/mini';
import { endpoint } from './core';
import { CouponScene, CouponStatus } from './enums';
import { id } from './user';

// Coupons (docs/product.md, "Calls", the five coupon calls; decision 031). `userId` is the account's user
// id (the identity's userId); 0 means the caller's own.

export const Coupon = z.object({
  id: z.int(),
  userId: z.int(),
  name: z.string(),
  couponScene: CouponScene,
  /** Fen off one meal order of at least `minOrderAmount` fen. */
  value: z.int(),
  minOrderAmount: z.int(),
  validFrom: z.string(),
  validUntil: z.string(),
  /** null while valid and unused; Use once used; Not_Use once expired unused. */
  couponStatus: z.nullable(CouponStatus),
  /** Not yet previewed: shown as new. */
  isNew: z.boolean(),
  usedAt: z.nullable(z.string()),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponCount = z.object({ couponsNum: z.int(), newNum: z.int() });
export type CouponCount = z.infer<typeof CouponCount>;

const userId = z.coerce.number().check(z.int(), z.gte(0), z.lte(2_147_483_647));

/** Valid, unused coupons of one scene. */
export const couponsOfScene = endpoint({
  method: 'GET',
  path: '/api/allowance/coupon/{userId}/scene/{scene}',
  params: z.object({ userId, scene: CouponScene }),
  response: z.array(Coupon),
});

/** Without couponStatus: valid and unused; Use: used; Not_Use: expired. */
export const couponsOfUser = endpoint({
  method: 'GET',
  path: '/api/allowance/coupon/{userId}/user',
  params: z.object({ userId }),
  query: z.object({ couponStatus: z.optional(CouponStatus) }),
  response: z.array(Coupon),
});

/** How many valid coupons, and how many of them are new (id is the user). */
export const couponCount = endpoint({
  method: 'GET',
  path: '/api/allowance/coupon/{id}/count',
  params: z.object({ id: userId }),
  response: CouponCount,
});

/** The valid coupons not yet previewed (id is the user). */
export const couponsToPreview = endpoint({
  method: 'GET',
  path: '/api/allowance/coupon/{id}/preview',
  params: z.object({ id: userId }),
  response: z.array(Coupon),
});

/** Marks one coupon previewed (no longer new). */
export const previewCoupon = endpoint({
  method: 'GET',
  path: '/api/allowance/coupon/preview/{id}',
  params: z.object({ id }),
  response: Coupon,
});
