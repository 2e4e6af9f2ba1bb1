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
import { RecommendAction } from '../../lib/contract/bankcard';
import { ReminderKind, type ReminderTarget } from '../../lib/contract/reminder';
import { oneOf } from './enums';
import { accounts, associatedUsers, tokens, units } from './schema';

// Reminders, push subscriptions and bank-card activities (issue 15, decisions 042-044).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_account_idx').on(t.accountId)],
);

/** A bank's offer at a school. */
export const bankActivities = pgTable(
  'bank_activities',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    bankName: text('bank_name').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    requiresBankCard: boolean('requires_bank_card').notNull().default(false),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
  },
  (t) => [index('bank_activities_unit_idx').on(t.unitId)],
);

/** An activity the bank recommends to one child; the parent's action is recorded once. */
export const bankRecommendations = pgTable(
  'bank_recommendations',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => bankActivities.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    action: text('action').$type<RecommendAction>(),
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_recommendations_user_activity_idx').on(t.associatedUserId, t.activityId),
    oneOf('bank_recommendations_action_check', t.action, RecommendAction.options),
  ],
);
