import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { Gender, MealKind } from '../../../lib/contract/enums';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { classes, rosterStudents, units } from '../school/tables';

/** A login account: guardian or teacher. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').unique(),
    mobile: text('mobile').unique(),
    passwordHash: text('password_hash'),
    userName: text('user_name').notNull(),
    gender: text('gender').$type<Gender>().notNull().default('Other'),
    headerUrl: text('header_url'),
    /** True once the account has chosen its own password. */
    updatePassword: boolean('update_password').notNull().default(false),
    loginNumber: integer('login_number').notNull().default(0),
    currentAssociatedUserId: integer('current_associated_user_id'),
    versionRead: text('version_read'),
    createdAt: createdAt(),
  },
  (t) => [oneOf('accounts_gender_check', t.gender, Gender.options)],
);

/** A child of a guardian (userTypes Student) or a class a teacher is responsible for. */
export const associatedUsers = pgTable(
  'associated_users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userName: text('user_name').notNull(),
    gender: text('gender').$type<Gender>().notNull().default('Other'),
    headerUrl: text('header_url'),
    userTypes: text('user_types').notNull().default('Student'),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    classesId: integer('classes_id').references(() => classes.id),
    mealKind: text('meal_kind').$type<MealKind>().notNull().default('Ordinary'),
    /** The guardian may give it for the nutrition targets by age (decision 081); else the grade. */
    birthYear: integer('birth_year'),
    /**
     * The school's roster row this child is (decision 058): set when school, class and name match
     * exactly one roster student, or by the school in the console; null otherwise.
     */
    rosterStudentId: integer('roster_student_id').references((): AnyPgColumn => rosterStudents.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('associated_users_account_idx').on(t.accountId),
    index('associated_users_roster_student_idx').on(t.rosterStudentId),
    oneOf('associated_users_gender_check', t.gender, Gender.options),
    oneOf('associated_users_meal_kind_check', t.mealKind, MealKind.options),
  ],
);
