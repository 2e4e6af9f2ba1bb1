import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { RefundStatus } from '../../../lib/contract/money';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

/** A school's refund rule, shown before a parent asks (decision 030). */
export const refundRules = pgTable('refund_rules', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id),
  enabled: boolean('enabled').notNull().default(true),
  /** The least a request may ask for, in fen. */
  minAmount: integer('min_amount').notNull().default(100),
  /** Working days the school takes to pay a refund out. */
  processingDays: integer('processing_days').notNull().default(7),
  description: text('description').notNull().default(''),
});

/**
 * A request to pay unused balance out (decision 030): ToAudit until the school approves (Pass,
 * the Cash_Withdrawal row is written) or rejects it (NotPass), or the parent cancels it (Cancel).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<RefundStatus>().notNull().default('ToAudit'),
    handledBy: text('handled_by'),
    handledRemark: text('handled_remark'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_user_idx').on(t.associatedUserId, t.createdAt),
    index('refunds_account_status_idx').on(t.accountId, t.status),
    oneOf('refunds_status_check', t.status, RefundStatus.options),
  ],
);
