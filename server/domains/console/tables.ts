import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { StaffRole } from '../../../lib/contract/admin';
import { InviteRole } from '../../../lib/contract/adminMembers';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { classes, units } from '../school/tables';
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

/**
 * A one-time link that makes an account one of the school's people (decision 067). Only the
 * token's hash is kept; the link is shown once. Used, withdrawn or past `expiresAt`: refused.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<InviteRole>().notNull(),
    classesId: integer('classes_id').references(() => classes.id),
    /** Null when the set-up command made it (the school's first administrator). */
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => accounts.id),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_invitations_unit_idx').on(t.unitId),
    oneOf('staff_invitations_role_check', t.role, InviteRole.options),
  ],
);
