import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EnrolmentStatus } from '../../../lib/contract/enrolment';
import { Gender } from '../../../lib/contract/enums';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { classes, rosterStudents, units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A roster student's claim code (decision 070): printed on the family's letter, used once, revoked
 * by the school, dead after the school year. Kept readable so the letter can be printed again.
 */
export const claimCodes = pgTable(
  'claim_codes',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    rosterStudentId: integer('roster_student_id')
      .notNull()
      .references(() => rosterStudents.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    usedByAccountId: integer('used_by_account_id').references(() => accounts.id),
    associatedUserId: integer('associated_user_id').references(() => associatedUsers.id, {
      onDelete: 'set null',
    }),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('claim_codes_code').on(t.code),
    index('claim_codes_student_idx').on(t.rosterStudentId),
  ],
);

/** Somebody offered a code that was already used: the school sees who and when. */
export const claimAttempts = pgTable(
  'claim_attempts',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    claimCodeId: integer('claim_code_id')
      .notNull()
      .references(() => claimCodes.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('claim_attempts_unit_idx').on(t.unitId, t.createdAt)],
);

/**
 * A family's request to join without a letter. Not a child of the account until the school
 * approves it, so nothing of the school is shown to it meanwhile.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    classesId: integer('classes_id')
      .notNull()
      .references(() => classes.id),
    userName: text('user_name').notNull(),
    gender: text('gender').$type<Gender>().notNull().default('Other'),
    consentVersion: text('consent_version'),
    status: text('status').$type<EnrolmentStatus>().notNull().default('Pending'),
    decidedAt: instant('decided_at'),
    decidedBy: integer('decided_by').references(() => accounts.id),
    associatedUserId: integer('associated_user_id').references(() => associatedUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('join_requests_unit_idx').on(t.unitId, t.status),
    index('join_requests_account_idx').on(t.accountId),
    oneOf('join_requests_status_check', t.status, EnrolmentStatus.options),
    oneOf('join_requests_gender_check', t.gender, Gender.options),
  ],
);

/** A guardian's consent to a version of the school's privacy notice, for one child. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    version: text('version').notNull(),
    consentedAt: instant('consented_at').notNull(),
  },
  (t) => [index('privacy_consents_unit_idx').on(t.unitId, t.consentedAt)],
);
