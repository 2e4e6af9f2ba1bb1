import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CouponScene } from '../../../lib/contract/enums';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { orders } from '../order/tables';
import { units } from '../school/tables';
import { accounts } from '../user/tables';

/**
 * A coupon of an account (decision 031): `value` fen off one meal order of at least
 * `minOrderAmount`, valid through `validUntil`; used once (`usedAt`, `usedOrderId`).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    unitId: integer('unit_id').references(() => units.id),
    name: text('name').notNull(),
    couponScene: text('coupon_scene').$type<CouponScene>().notNull(),
    value: integer('value').notNull(),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    validFrom: text('valid_from').notNull(),
    validUntil: text('valid_until').notNull(),
    previewed: boolean('previewed').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOrderId: integer('used_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Revoked unused by the school (decision 057): it can no longer be used. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupons_account_idx').on(t.accountId),
    oneOf('coupons_scene_check', t.couponScene, CouponScene.options),
  ],
);
