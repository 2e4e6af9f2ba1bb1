import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PayoutStatus } from '../../../lib/contract/refund';
import { PaymentChannel, PaymentStatus } from '../../../lib/contract/order';
import { createdAt } from '../../core/db/columns';
import { oneOf, PAYMENT_OUTCOMES, type PaymentOutcome } from '../../core/db/enums';
import { coupons } from '../coupon/tables';
import { orders } from '../order/tables';
import { prepaymentPurchases } from '../prepayment/tables';
import { refunds } from '../refund/tables';
import { accounts, associatedUsers } from '../user/tables';

/**
 * A payment attempt of an order through a provider (sandbox, orangebank, wechat). Rows outlive
 * their order (decision 018): a Paid notification after the order was cancelled must still find
 * the payment, so the money can be credited instead of dropped.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** null once the UnPay order was cancelled (deleted). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The child the order was for, so a late payment is credited to the same ledger line. */
    associatedUserId: integer('associated_user_id').references(() => associatedUsers.id),
    outTradeNo: text('out_trade_no').notNull().unique(),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    amount: integer('amount').notNull(),
    /** Pending, Paid, Declined, Cancelled. */
    status: text('status').$type<PaymentStatus>().notNull().default('Pending'),
    /**
     * The per-payment secret in the sandbox checkout link: only the payer who was given the link
     * can see, approve or decline it. Random, never sequential.
     */
    checkoutKey: text('checkout_key').unique(),
    /** A prepayment purchase this pays instead of an order (decision 029). */
    purchaseId: integer('purchase_id').references(() => prepaymentPurchases.id),
    /** A coupon applied to the order: used (once) when the payment settles it (decision 031). */
    couponId: integer('coupon_id').references(() => coupons.id),
    /** The provider's prepay id (WeChat JSAPI), to build the payer's launch parameters again. */
    prepayId: text('prepay_id'),
    /** How WeChat Pay was asked: jsapi, h5 or native (decision 071); null for the others. */
    scene: text('scene'),
    /** WeChat Pay H5's h5_url or Native's code_url. */
    payUrl: text('pay_url'),
    /** The provider's own transaction id from its Paid notification. */
    providerRef: text('provider_ref'),
    /** What the provider says was paid (fen); may differ from `amount`. */
    paidAmount: integer('paid_amount'),
    /**
     * Where a Paid notification's money went: `order` (it paid the order), `balance` (the order
     * could no longer take it: credited as Recharge) or `amount_differs` (credited, and for the
     * school to look at).
     */
    outcome: text('outcome').$type<PaymentOutcome>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_pending_idx').on(t.status, t.createdAt),
    oneOf('payments_outcome_check', t.outcome, PAYMENT_OUTCOMES),
    oneOf('payments_channel_check', t.channel, PaymentChannel.options),
    oneOf('payments_status_check', t.status, PaymentStatus.options),
  ],
);

/**
 * An approved refund's money going back to one paid payment (decision 071): Processing until
 * the provider confirms (Success: the Cash_Withdrawal row is written, once) or gives up (Closed,
 * Abnormal: the money stays in the balance). A refund takes several when one payment is not
 * enough, oldest payment first.
 */
export const refundPayouts = pgTable(
  'refund_payouts',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    /** null for the demo's sandbox paying out money the seed wrote without a payment. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** Ours, from the refund and the payment: asking the provider again is the same refund. */
    outRefundNo: text('out_refund_no').notNull().unique(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('Processing'),
    providerRef: text('provider_ref'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refund_payouts_refund_idx').on(t.refundId),
    index('refund_payouts_payment_idx').on(t.paymentId),
    index('refund_payouts_status_idx').on(t.status, t.createdAt),
    oneOf('refund_payouts_status_check', t.status, PayoutStatus.options),
  ],
);
