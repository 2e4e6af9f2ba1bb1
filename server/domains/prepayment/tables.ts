import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DiningType, MealOrderType, OrderType } from '../../../lib/contract/enums';
import { PurchaseStatus } from '../../../lib/contract/money';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

/**
 * What a school sells in advance (decision 029): a package (Sealing, once per child; Dispark and
 * QRCode, any number of times) worth `amount` fen of balance, a multiple-meal package (meals
 * chosen by dining type and date at the school's price) or a custom amount within bounds.
 */
export const prepayments = pgTable(
  'prepayments',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    orderPaymentType: text('order_payment_type').$type<MealOrderType>().notNull(),
    /** Fen of balance the package gives (Sealing, Dispark, QRCode). */
    amount: integer('amount').notNull().default(0),
    /** Custom: the bounds (fen) of the amount a parent may enter. */
    minAmount: integer('min_amount').notNull().default(0),
    maxAmount: integer('max_amount').notNull().default(0),
    /** Percent of the price the parent pays (100 = no discount); a child's own rate wins. */
    discountRate: integer('discount_rate').notNull().default(100),
    /** Sold from/until these school dates (inclusive). */
    validFrom: text('valid_from').notNull(),
    validUntil: text('valid_until').notNull(),
    /** Withdrawn by the school (decision 057): no longer offered; its purchases stand. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('prepayments_unit_idx').on(t.unitId),
    oneOf('prepayments_type_check', t.orderPaymentType, MealOrderType.options),
  ],
);

/** A child's own discount on one prepayment (e.g. a subsidised family). */
export const prepaymentDiscounts = pgTable(
  'prepayment_discounts',
  {
    prepaymentId: integer('prepayment_id')
      .notNull()
      .references(() => prepayments.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    discountRate: integer('discount_rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prepaymentId, t.associatedUserId] })],
);

/**
 * One purchase of a prepayment for a child: `amount` fen to pay, `creditAmount` fen of balance it
 * gives (the difference is the school's Allowance), `plan` the meals of a multiple-meal package.
 */
export const prepaymentPurchases = pgTable(
  'prepayment_purchases',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    prepaymentId: integer('prepayment_id')
      .notNull()
      .references(() => prepayments.id),
    /** PayCost (a package) or Custom (an amount the parent chose). */
    orderType: text('order_type').$type<OrderType>().notNull(),
    amount: integer('amount').notNull(),
    creditAmount: integer('credit_amount').notNull(),
    plan: jsonb('plan').$type<{ diningTypes: DiningType[]; dates: string[] } | null>(),
    /** Of a prepayment sold once per child (Sealing): the index keeps one open or paid. */
    oncePerChild: boolean('once_per_child').notNull().default(false),
    /** UnPay, PAYING (sent to the bank-card path), Pay, Cancel. */
    status: text('status').$type<PurchaseStatus>().notNull().default('UnPay'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('prepayment_purchases_user_idx').on(t.associatedUserId, t.prepaymentId),
    // Decision 065: however many requests race, one open or paid purchase per child and
    // once-per-child prepayment; a given-up one (Cancel) makes room for the next.
    uniqueIndex('prepayment_purchases_once_idx')
      .on(t.prepaymentId, t.associatedUserId)
      .where(sql`${t.oncePerChild} and ${t.status} <> 'Cancel'`),
    oneOf('prepayment_purchases_status_check', t.status, PurchaseStatus.options),
    oneOf('prepayment_purchases_order_type_check', t.orderType, OrderType.options),
  ],
);
