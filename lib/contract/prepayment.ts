import * as z from 'zod/mini';
import { endpoint, paged, pageQuery, text } from './core';
import { isoDate } from './dates';
import { DiningType, MealOrderType, OrderType } from './enums';
import { PurchaseStatus } from './money';
import { Payment, PaymentChannel, PaymentStatus } from './order';
import { id } from './user';

// Prepayments (docs/product.md, "Calls", the three prepayment calls and the pay/cost ones; decision 029).
// Money is integer fen.

export const Prepayment = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  orderPaymentType: MealOrderType,
  /** Fen of balance a package gives (Sealing, Dispark, QRCode). */
  amount: z.int(),
  /** Custom: the amount a parent may enter, in fen. */
  minAmount: z.int(),
  maxAmount: z.int(),
  /** Percent of the price this child pays (100: no discount). */
  discountRate: z.int(),
  validFrom: z.string(),
  validUntil: z.string(),
  /** This child's latest purchase of it, or null when none. */
  orderPaymentUserStatus: z.nullable(PurchaseStatus),
  /** False once a Sealing package was bought (once per child) or outside its dates. */
  purchasable: z.boolean(),
});
export type Prepayment = z.infer<typeof Prepayment>;

/** The prepayment model a detail screen loads: the prepayment for the child, with meal prices. */
export const PrepaymentModel = z.object({
  prepayment: Prepayment,
  associatedUserId: z.int(),
  /** Fen per meal by dining type the school serves (multiple-meal packages). */
  prices: z.array(z.object({ diningType: DiningType, price: z.int() })),
});
export type PrepaymentModel = z.infer<typeof PrepaymentModel>;

export const Purchase = z.object({
  id: z.int(),
  orderNo: z.string(),
  prepaymentId: z.int(),
  associatedUserId: z.int(),
  orderType: OrderType,
  /** Fen to pay, and fen of balance it gives. */
  amount: z.int(),
  creditAmount: z.int(),
  status: PurchaseStatus,
  plan: z.nullable(z.object({ diningTypes: z.array(DiningType), dates: z.array(z.string()) })),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
});
export type Purchase = z.infer<typeof Purchase>;

export const PurchasePayment = z.object({ purchase: Purchase, payment: Payment });
export type PurchasePayment = z.infer<typeof PurchasePayment>;

export const PurchaseState = z.object({
  purchase: Purchase,
  paymentStatus: z.nullable(PaymentStatus),
  /** WeChat Pay Native (a computer): the QR code to scan while the payment is pending. */
  qrCode: z.optional(z.nullable(z.string())),
});
export type PurchaseState = z.infer<typeof PurchaseState>;

const child = z.object({ associatedUserId: id });

/** The school's prepayments for a child (4 a page). */
export const prepaymentsOfUser = endpoint({
  method: 'GET',
  path: '/api/prepayment/associated/user/{associatedUserId}',
  params: child,
  query: pageQuery,
  response: paged(Prepayment),
});

/** The prepayment model: the prepayment with this child's discount. */
export const prepaymentDiscount = endpoint({
  method: 'GET',
  path: '/api/prepayment/{prepaymentId}/associated/user/{associatedUserId}/discount',
  params: z.object({ prepaymentId: id, associatedUserId: id }),
  response: PrepaymentModel,
});

/** Gives up an unpaid purchase (id is the purchase). */
export const prepaymentRetreat = endpoint({
  method: 'GET',
  changes: true,
  path: '/api/prepayment/{id}/retreat',
  params: z.object({ id }),
  response: Purchase,
});

const payCostBody = z.object({
  prepaymentId: id,
  associatedUserId: id,
  /** Custom prepayments: the amount (fen) the parent chose. */
  amount: z.optional(z.int().check(z.gte(1), z.lte(10_000_000))),
  channel: z.optional(PaymentChannel),
});

/** Buys a prepayment and starts its payment; the chat-app open id launches WeChat Pay. */
export const payCost = endpoint({
  method: 'POST',
  path: '/api/associated/user/pay/cost',
  body: z.extend(payCostBody, {
    openid: z.optional(text().check(z.minLength(1), z.maxLength(128))),
  }),
  response: PurchasePayment,
  idempotent: true,
});

/** The same without a chat-app identity (the browser, the bank-card path). */
export const anonymousPayCost = endpoint({
  method: 'POST',
  path: '/api/associated/user/anonymous/pay/cost',
  body: payCostBody,
  response: PurchasePayment,
  idempotent: true,
});

export const MultipleMealsBody = z
  .object({
    prepaymentId: id,
    associatedUserId: id,
    diningTypes: z.array(DiningType).check(z.minLength(1), z.maxLength(3)),
    dates: z.array(isoDate).check(z.minLength(1), z.maxLength(62)),
    channel: z.optional(PaymentChannel),
  })
  .check(
    z.refine((b) => new Set(b.dates).size === b.dates.length, {
      message: 'dates',
      path: ['dates'],
    }),
    z.refine((b) => new Set(b.diningTypes).size === b.diningTypes.length, {
      message: 'diningTypes',
      path: ['diningTypes'],
    }),
  );
export type MultipleMealsBody = z.infer<typeof MultipleMealsBody>;

/** Buys a multiple-meal package: the chosen meals, ordered when the payment arrives. */
export const multipleMealsPayCost = endpoint({
  method: 'POST',
  path: '/api/associated/user/payment/multiple/meals/pay/cost',
  body: MultipleMealsBody,
  response: PurchasePayment,
  idempotent: true,
});

/** A purchase being paid (id is the purchase): marks it PAYING while unpaid; polled. */
export const purchasePaying = endpoint({
  method: 'GET',
  changes: true,
  path: '/api/associated/user/{id}/paying/PAYING',
  params: z.object({ id }),
  response: PurchaseState,
});
