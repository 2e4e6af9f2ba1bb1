import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { DiningType, LeaveStatus } from '../../../lib/contract/enums';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

/** A child's leave for one date and dining type; leaveStatus Confirm, Cancel or ToAudit. */
export const leaves = pgTable(
  'leaves',
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
    leaveDate: text('leave_date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    leaveStatus: text('leave_status').$type<LeaveStatus>().notNull().default('Confirm'),
    /** The guardian's reason, optional (decision 086); at most LEAVE_REASON_MAX characters. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('leaves_user_date_idx').on(t.associatedUserId, t.leaveDate),
    oneOf('leaves_dining_type_check', t.diningType, DiningType.options),
    oneOf('leaves_leave_status_check', t.leaveStatus, LeaveStatus.options),
  ],
);
