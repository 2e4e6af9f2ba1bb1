import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

/**
 * A child's private calendar link (decision 073): only the SHA-256 of its random token is kept,
 * so the table read by someone else opens no calendar. A revoked row stays, to answer its token
 * as gone rather than unknown to nobody but the log.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    tokenHash: text('token_hash').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('calendar_feeds_child_idx').on(t.associatedUserId)],
);

/** Whether the school lets anyone read its published menus as a feed; absent means no. */
export const menuFeedSettings = pgTable('menu_feed_settings', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id),
  open: boolean('open').notNull().default(false),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
