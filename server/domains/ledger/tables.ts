import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { BalanceRecordType } from '../../../lib/contract/enums';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

/**
 * The balance ledger. `amount` is a positive number of fen; its sign comes from `type`, and only
 * the ledger domain (server/domains/ledger/) knows which types credit and which debit. Every row
 * belongs to a school (`unit_id`, decision 066): an account has one wallet per school, and money
 * paid in at a school is spent and refunded only there.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id').references(() => associatedUsers.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    type: text('type').$type<BalanceRecordType>().notNull(),
    amount: integer('amount').notNull(),
    remark: text('remark'),
    refType: text('ref_type'),
    refId: integer('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_account_unit_idx').on(t.accountId, t.unitId, t.createdAt),
    oneOf('ledger_type_check', t.type, BalanceRecordType.options),
  ],
);
