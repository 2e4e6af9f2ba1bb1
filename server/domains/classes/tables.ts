import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BindType, Role } from '../../../lib/contract/enums';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { classes, units } from '../school/tables';
import { accounts } from '../user/tables';

/**
 * Who keeps a class (decision 021): a head teacher, responsible teachers and concerned persons
 * (family heads). An account holds at most one binding of each role per class.
 */
export const classBindings = pgTable(
  'class_bindings',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    classesId: integer('classes_id')
      .notNull()
      .references(() => classes.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    bindType: text('bind_type').$type<Role>().notNull(),
    /** The account that made the binding; null for the school's own (seeded) bindings. */
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('class_bindings_class_account_type').on(t.classesId, t.accountId, t.bindType),
    index('class_bindings_account_idx').on(t.accountId),
    oneOf('class_bindings_bind_type_check', t.bindType, Role.options),
  ],
);

/** A note kept about a class by its responsible or concerned persons; a reply has a parent. */
export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    classesId: integer('classes_id')
      .notNull()
      .references(() => classes.id),
    bindType: text('bind_type').$type<BindType>().notNull(),
    parentId: integer('parent_id'),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('maintenance_records_class_idx').on(t.classesId, t.bindType, t.createdAt),
    oneOf('maintenance_records_bind_type_check', t.bindType, BindType.options),
  ],
);
