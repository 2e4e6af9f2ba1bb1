import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

// Personal data kept no longer than needed (decision 074).

/** How long a school keeps a leaver's personal data after they left; one year unless it says. */
export const retentionSettings = pgTable('retention_settings', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id),
  days: integer('days').notNull().default(365),
});

/** A child the school marked as leaving (or whom a roster import dropped), and when. */
export const leavers = pgTable(
  'leavers',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    /** The school day they left, `YYYY-MM-DD`. */
    leftOn: text('left_on').notNull(),
    /** Set once their personal data was anonymised; the row itself names nobody. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leavers_child_idx').on(t.associatedUserId)],
);

export const CLOSURE_STATUSES = ['Requested', 'Confirmed', 'Done'] as const;

/**
 * A guardian's request to close the account: Requested (balances asked back as refunds),
 * Confirmed by a school's administrator, Done once no balance remains and the data is anonymised.
 */
export const accountClosures = pgTable(
  'account_closures',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status').$type<(typeof CLOSURE_STATUSES)[number]>().notNull(),
    confirmedBy: integer('confirmed_by').references(() => accounts.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_closures_account_idx').on(t.accountId),
    oneOf('account_closures_status_check', t.status, CLOSURE_STATUSES),
  ],
);

/** One staff read of a child's personal data: who, what, when (decision 074). */
export const staffReads = pgTable(
  'staff_reads',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    staffAccountId: integer('staff_account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id').references(() => associatedUsers.id),
    /** What was read: `ledger`, `roster`, `profile`. */
    what: text('what').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_reads_unit_idx').on(t.unitId, t.createdAt)],
);
