import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../core/db/columns';
import { accounts } from '../user/tables';

/**
 * Chat-app and bank identities. A row with no account is an open id a social login has just
 * issued; only such a fresh row can be bound (so nobody binds somebody else's open id).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    openId: text('open_id').notNull(),
    appId: text('app_id'),
    openIdNo: text('open_id_no'),
    accountId: integer('account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_accounts_provider_open_id').on(t.provider, t.openId)],
);

/** Opaque bearer tokens, stored as sha256 hashes. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('tokens_account_idx').on(t.accountId)],
);

/** Every SMS code sent (hashed), which also counts sends per number and per IP. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Demo mode only: the plain codes, for the demo outbox browser tests read. */
export const demoSmsOutbox = pgTable('demo_sms_outbox', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  code: text('code').notNull(),
  createdAt: createdAt(),
});

/** Counted events per key (failed sign-ins, mobile lookups, accounts created): server/domains/auth/limits.ts. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    loginKey: text('login_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.loginKey, t.createdAt)],
);

export const loginLocks = pgTable('login_locks', {
  loginKey: text('login_key').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});
