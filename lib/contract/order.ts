import * as z from 'zod/mini';
import { endpoint, paged, pageQuery, text } from './core';
import {
  DiningType,
  DiscountKind,
  MealKind,
  OrderStatus,
  OrderType,
  PayMethod,
  PayMode,
  PayStatus,
} from './enums';
import { isoDate, isoMonth } from './meal';
import { id } from './user';

// Orders and payment (docs/product.md, "Calls", "Orders and payment", without prepayment and refund).
// Money is integer fen everywhere; dates are `YYYY-MM-DD` in the school's time zone.

/** Why a day of a paid order did or did not earn money back. */
export const DayOrderState = z.enum(['Order', 'Unsubscribe', 'Leave']);
export type DayOrderState = z.infer<typeof DayOrderState>;

/** One meal (a child, a date, a dining type) inside a day or month order. */
export const DayOrderDetail = z.object({
  id: z.int(),
  mealsDate: z.string(),
  diningType: DiningType,
  mealKind: MealKind,
  /** Fen. */
  price: z.int().check(z.gte(0)),
  state: DayOrderState,
  /**
   * Decision 086: on an order's detail, what cancelling this day alone would credit (the fen
   * actually paid for it) and until when; absent or null when the day cannot be cancelled now.
   */
  cancel: z.optional(z.nullable(z.object({ credit: z.int().check(z.gte(0)), cutOff: z.string() }))),
});
export type DayOrderDetail = z.infer<typeof DayOrderDetail>;

export const MonthOrderDetail = z.object({
  month: z.string(),
  days: z.int().check(z.gte(0)),
  /** Fen per meal. */
  unitPrice: z.int().check(z.gte(0)),
  /** Fen. */
  amount: z.int().check(z.gte(0)),
});
export type MonthOrderDetail = z.infer<typeof MonthOrderDetail>;

/** One discount on a receipt: a coupon (its name) or a meal package's share. */
export const ReceiptDiscount = z.object({
  kind: DiscountKind,
  name: z.nullable(z.string()),
  /** Fen taken off the price. */
  amount: z.int().check(z.gte(0)),
});
export type ReceiptDiscount = z.infer<typeof ReceiptDiscount>;

/**
 * What an order cost and how it was paid, the one shape the result page, the order detail and
 * the Orders card show (decision 072): `price` less the discounts is `paid`. Unpaid: no
 * discounts, `paid` 0, no method.
 */
export const Receipt = z.object({
  /** Fen: the meals' price before any discount. */
  price: z.int().check(z.gte(0)),
  discounts: z.array(ReceiptDiscount),
  /** Fen the family paid (by the method). */
  paid: z.int().check(z.gte(0)),
  method: z.nullable(PayMethod),
  paidAt: z.nullable(z.string()),
});
export type Receipt = z.infer<typeof Receipt>;

export const Order = z.object({
  id: z.int(),
  /** The order number shown to people, e.g. `D202603020001`. */
  orderId: z.string(),
  /** The payment provider's trade number once a payment was started, else null. */
  outTradeNo: z.nullable(z.string()),
  orderStatus: OrderStatus,
  payStatus: PayStatus,
  payMode: PayMode,
  orderType: OrderType,
  associatedUserId: z.int(),
  userName: z.string(),
  diningType: DiningType,
  mealKind: MealKind,
  /** Fen charged for the whole order. */
  amount: z.int().check(z.gte(0)),
  /** Fen credited back to the balance (unsubscribed or leave days). */
  refundedAmount: z.int().check(z.gte(0)),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  dayOrderDetails: z.array(DayOrderDetail),
  /** Only for Month orders. */
  monthOrderDetail: z.nullable(MonthOrderDetail),
  receipt: Receipt,
});
export type Order = z.infer<typeof Order>;

export const PaymentStatus = z.enum(['Pending', 'Paid', 'Declined', 'Cancelled']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/**
 * The sandbox provider (demo and tests), the bank-card path (orangebank) through the same
 * sandbox, WeChat Pay JSAPI (production; needs the payer's chat-app open id), or the account's
 * balance (decision 031: settled at once, no provider).
 */
export const PaymentChannel = z.enum(['sandbox', 'orangebank', 'wechat', 'balance']);
export type PaymentChannel = z.infer<typeof PaymentChannel>;

export const PaymentLaunch = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type PaymentLaunch = z.infer<typeof PaymentLaunch>;

export const Payment = z.object({
  id: z.int(),
  /** The order paid, or 0 for a prepayment purchase (then `purchaseId`). */
  orderId: z.int(),
  purchaseId: z.optional(z.nullable(z.int())),
  /** Fen the coupon took off, when one was applied. */
  couponValue: z.optional(z.int()),
  outTradeNo: z.string(),
  channel: PaymentChannel,
  amount: z.int().check(z.gte(0)),
  status: PaymentStatus,
  /**
   * The provider's checkout page; the browser goes there to approve or decline. The sandbox's
   * carries a per-payment secret: whoever has the link can pay. Empty for WeChat Pay.
   */
  checkoutUrl: z.string(),
  /** WeChat Pay JSAPI: what the page hands to `WeixinJSBridge` `getBrandWCPayRequest`. */
  launch: z.optional(z.nullable(PaymentLaunch)),
  /** WeChat Pay Native (a computer): the code_url as a QR code image (an SVG data URL). */
  qrCode: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof Payment>;

/** What the client polls while a payment is in progress. */
export const OrderQuery = z.object({
  orderId: z.int(),
  orderStatus: OrderStatus,
  payStatus: PayStatus,
  /** The latest payment's status, or null when none was started. */
  paymentStatus: z.nullable(PaymentStatus),
});
export type OrderQuery = z.infer<typeof OrderQuery>;

/** One date a child could be ordered for, with its cut-off. */
export const OrderableDate = z.object({
  date: z.string(),
  /** ISO instant after which this date can no longer be ordered. */
  cutOff: z.string(),
  status: z.enum(['Available', 'Ordered', 'Closed', 'Holiday', 'Weekend']),
});
export type OrderableDate = z.infer<typeof OrderableDate>;

export const OrderOptions = z.object({
  associatedUserId: z.int(),
  diningType: DiningType,
  mealKind: MealKind,
  /** Fen per meal for this dining type and meal kind. */
  price: z.int().check(z.gte(0)),
  dates: z.array(OrderableDate),
});
export type OrderOptions = z.infer<typeof OrderOptions>;

export const CancelResult = z.object({
  /** True when an UnPay order was deleted (it leaves the list). */
  deleted: z.boolean(),
  /** The order after cancelling, null when deleted. */
  order: z.nullable(Order),
  /** Fen credited to the balance. */
  credited: z.int().check(z.gte(0)),
});
export type CancelResult = z.infer<typeof CancelResult>;

const orderParams = z.object({ id });

/** GET /api/order/{id}/retreat: cancel (unsubscribe) an order. */
export const cancelOrder = endpoint({
  method: 'GET',
  changes: true,
  path: '/api/order/{id}/retreat',
  params: orderParams,
  response: CancelResult,
});

/** Decision 086: one day of a paid order cancelled; what it credited and the order after. */
export const CancelDayResult = z.object({
  order: Order,
  /** Fen credited to the balance at the order's school. */
  credited: z.int().check(z.gte(0)),
});
export type CancelDayResult = z.infer<typeof CancelDayResult>;

/**
 * Cancels one day of a paid order before its cut-off, crediting what was paid for it (decision
 * 086). Not in the spec (its cancel is the whole order); idempotent under the Idempotency-Key.
 */
export const cancelOrderDay = endpoint({
  method: 'POST',
  path: '/api/order/{id}/day/{dayId}/retreat',
  params: z.object({ id, dayId: id }),
  response: CancelDayResult,
  idempotent: true,
});

/** A child's orders, newest first (userId is the associated user). */
export const ordersOfUser = endpoint({
  method: 'GET',
  path: '/api/order/associate/{userId}',
  params: z.object({ userId: id }),
  query: pageQuery,
  response: paged(Order),
});

export const orderDetail = endpoint({
  method: 'GET',
  path: '/api/order/{id}',
  params: orderParams,
  response: Order,
});

/**
 * Asks the server to re-check an order against the provider; the server never takes the status
 * from the client, it answers the order as it now stands.
 */
export const orderStatusUpdate = endpoint({
  method: 'GET',
  path: '/api/order/{outTradeNo}/status/{orderStatus}',
  params: z.object({
    outTradeNo: text().check(z.minLength(1), z.maxLength(64)),
    orderStatus: OrderStatus,
  }),
  response: Order,
});

/** The order's latest payment, or null. */
export const orderPayment = endpoint({
  method: 'GET',
  path: '/api/order/payment/{id}',
  params: orderParams,
  response: z.nullable(Payment),
});

/** The launch parameters of the order's pending payment for a chat-app open id. */
export const paymentLaunch = endpoint({
  method: 'GET',
  path: '/api/associated/user/payment/order/{orderId}/{openid}',
  params: z.object({ orderId: id, openid: text().check(z.minLength(1), z.maxLength(128)) }),
  response: z.nullable(Payment),
});

/** Starts (or, with the same Idempotency-Key, returns) a payment of an UnPay order. */
export const payOrder = endpoint({
  method: 'POST',
  path: '/api/associated/user/payment/order',
  body: z.object({
    orderId: id,
    /**
     * Left out, the server chooses (decision 071): the sandbox in demo mode, else WeChat Pay in
     * the way the browser asking can pay (JSAPI in WeChat, H5 on a phone, Native elsewhere).
     */
    channel: z.optional(PaymentChannel),
    /** Ignored: WeChat Pay JSAPI pays as the open id the account's WeChat sign-in bound. */
    openid: z.optional(text().check(z.minLength(1), z.maxLength(128))),
    /** A valid coupon of the account: its value comes off what is paid (decision 031). */
    couponId: z.optional(id),
  }),
  response: Payment,
  idempotent: true,
});

/** Dates a child can be ordered for (id is the associated user). */
export const orderOptions = endpoint({
  method: 'GET',
  path: '/api/associated/user/placing/order/{id}/date',
  params: orderParams,
  query: z.object({
    diningType: DiningType,
    mealKind: z.optional(MealKind),
    month: z.optional(isoMonth),
  }),
  response: OrderOptions,
});

export const PlaceOrderBody = z
  .object({
    associatedUserId: id,
    orderType: z.enum(['Day', 'Month']),
    diningType: DiningType,
    mealKind: MealKind,
    /** Day orders: the dates, each at most once. */
    dates: z.optional(z.array(isoDate).check(z.minLength(1), z.maxLength(31))),
    /** Month orders: every school day of the month still open for ordering. */
    month: z.optional(isoMonth),
    payMode: PayMode,
  })
  .check(
    z.refine((b) => (b.orderType === 'Day' ? !!b.dates && !b.month : !!b.month && !b.dates), {
      message: 'dates',
      path: ['dates'],
    }),
    z.refine((b) => !b.dates || new Set(b.dates).size === b.dates.length, {
      message: 'dates',
      path: ['dates'],
    }),
  );
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;

export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/associated/user/placing/order',
  body: PlaceOrderBody,
  response: Order,
  idempotent: true,
});

/** Cancels the order's pending payment (the user left the checkout). */
export const cancelPayment = endpoint({
  method: 'GET',
  path: '/api/associated/user/cancel/payment/order/{id}',
  params: orderParams,
  response: OrderQuery,
});

/** Polled while a payment is in progress (id is the order). */
export const orderQuery = endpoint({
  method: 'GET',
  path: '/api/associated/user/orderquery/{id}',
  params: orderParams,
  response: OrderQuery,
});

/** The provider's signed callback (server to server; signature in `X-Signature`). */
export const PaymentCallback = z.object({
  outTradeNo: text().check(z.minLength(1), z.maxLength(64)),
  status: z.enum(['Paid', 'Declined']),
  amount: z.int().check(z.gte(0)),
  /** Unique per delivery attempt of the provider. */
  notifyId: text().check(z.minLength(1), z.maxLength(64)),
});
export type PaymentCallback = z.infer<typeof PaymentCallback>;

export const paymentCallback = endpoint({
  method: 'POST',
  path: '/api/payment/callback',
  public: true,
  body: PaymentCallback,
  response: z.object({ accepted: z.boolean() }),
});
