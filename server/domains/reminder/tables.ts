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
import { ReminderKind, type ReminderTarget } from '../../../lib/contract/reminder';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { tokens } from '../auth/tables';
import { accounts } from '../user/tables';

/** An account's switch per reminder; no row means on (with the default threshold). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<ReminderKind>().notNull(),
    receive: boolean('receive').notNull(),
    /** BalanceLow: fen. */
    threshold: integer('threshold'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.kind] }),
    oneOf('reminder_settings_kind_check', t.kind, ReminderKind.options),
  ],
);

/**
 * One reminder for one account and event: the unique (account, kind, event) index is what makes
 * "at most once per person and event" hold across job runs and server processes.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<ReminderKind>().notNull(),
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    target: jsonb('target').$type<ReminderTarget>().notNull(),
    /** When a job claimed it for pushing (each reminder is pushed by one process, once). */
    pushClaimedAt: timestamp('push_claimed_at', { withTimezone: true }),
    /** When a push service accepted it for at least one device. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** When the app showed it (JumpRemind or the at-open notice). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminders_event_idx').on(t.accountId, t.kind, t.eventKey),
    index('reminders_account_idx').on(t.accountId, t.createdAt),
    oneOf('reminders_kind_check', t.kind, ReminderKind.options),
  ],
);

/** A device's Web Push subscription, tied to the session that made it (removed at its logout). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    tokenId: integer('token_id').references(() => tokens.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Sends that failed in a row (decision 062): at MAX_FAILURES the subscription is dropped. */
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_account_idx').on(t.accountId)],
);
