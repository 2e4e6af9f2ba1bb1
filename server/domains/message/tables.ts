import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MessageStatus } from '../../../lib/contract/enums';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { accounts, associatedUsers } from '../user/tables';

/** A guardian's remark to the school about one child, and the school's answer. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    content: text('content').notNull(),
    /** Resolved or UnResolved. */
    status: text('status').$type<MessageStatus>().notNull().default('UnResolved'),
    reply: text('reply'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_associated_user_idx').on(t.associatedUserId, t.createdAt),
    oneOf('messages_status_check', t.status, MessageStatus.options),
  ],
);
