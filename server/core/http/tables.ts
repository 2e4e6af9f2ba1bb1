import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
// The store's rows belong to an account: a foreign key drizzle-kit must see, the one place core
// names a domain's table (it uses nothing of the domain).
// eslint-disable-next-line import-x/no-restricted-paths
import { accounts } from '../../domains/user/tables';

/** Replays of POSTs that create orders, payments, leave, refunds and top-ups. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);
