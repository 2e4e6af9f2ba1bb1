import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DiningType, MealKind, OrderStatus, OrderType, PayMode } from '../../../lib/contract/enums';
import { DayOrderState } from '../../../lib/contract/order';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { menuVersions } from '../meal/tables';
import { units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

/**
 * An order: a day order (some dates) or a month order, for one child and dining type. Its meals
 * are `order_days` rows; engineer ORDER's routes own the lifecycle (UnPay -> Pay -> Unsubscribe).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    /** Day, Month, PayCost, Custom. */
    orderType: text('order_type').$type<OrderType>().notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    mealKind: text('meal_kind').$type<MealKind>().notNull(),
    /** UnPay, Pay, Unsubscribe. */
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('UnPay'),
    payMode: text('pay_mode').$type<PayMode>().notNull().default('Online'),
    /** Integer fen for the whole order, and fen credited back so far. */
    amount: integer('amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    outTradeNo: text('out_trade_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_account_idx').on(t.accountId, t.createdAt),
    index('orders_associated_user_idx').on(t.associatedUserId, t.createdAt),
    oneOf('orders_order_type_check', t.orderType, OrderType.options),
    oneOf('orders_dining_type_check', t.diningType, DiningType.options),
    oneOf('orders_meal_kind_check', t.mealKind, MealKind.options),
    oneOf('orders_order_status_check', t.orderStatus, OrderStatus.options),
    oneOf('orders_pay_mode_check', t.payMode, PayMode.options),
  ],
);

/**
 * One meal of an order: a child, a date, a dining type. `state` Order, Unsubscribe or Leave.
 * The (associated user, date) index keeps the month calendar's cost to the days of the month.
 */
export const orderDays = pgTable(
  'order_days',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    date: text('date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    mealKind: text('meal_kind').$type<MealKind>().notNull(),
    /** Fen for this meal. */
    price: integer('price').notNull(),
    state: text('state').$type<DayOrderState>().notNull().default('Order'),
    /** The menu version published when the meal was ordered (decision 063); null: none yet. */
    menuVersionId: integer('menu_version_id').references(() => menuVersions.id),
  },
  (t) => [
    index('order_days_user_date_idx').on(t.associatedUserId, t.date),
    index('order_days_order_idx').on(t.orderId),
    oneOf('order_days_dining_type_check', t.diningType, DiningType.options),
    oneOf('order_days_meal_kind_check', t.mealKind, MealKind.options),
    oneOf('order_days_state_check', t.state, DayOrderState.options),
  ],
);
