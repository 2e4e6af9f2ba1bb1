import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { StaffRole } from '../../../lib/contract/admin';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { units } from '../school/tables';
import { accounts } from '../user/tables';

/**
 * The school's own people (decision 046): an account is the administrator or the kitchen of one
 * school. The console answers nobody else (404).
 */
export const schoolStaff = pgTable(
  'school_staff',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    role: text('role').$type<StaffRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('school_staff_unit_idx').on(t.unitId),
    oneOf('school_staff_role_check', t.role, StaffRole.options),
  ],
);

/** Every change made through the console: who, when, what (decision 046). */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_unit_idx').on(t.unitId, t.createdAt)],
);
