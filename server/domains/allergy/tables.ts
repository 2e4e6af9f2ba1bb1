import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChildAllergy, Diet, UnsafeDish } from '../../../lib/contract/allergy';
import { ProfileReview } from '../../../lib/contract/allergy';
import { DiningType } from '../../../lib/contract/enums';
import { oneOf } from '../../core/db/enums';
import { attachments } from '../attachment/tables';
import { menuVersions } from '../meal/tables';
import { orderDays } from '../order/tables';
import { accounts, associatedUsers } from '../user/tables';

/**
 * One version of a child's allergy and diet profile (decision 080): never updated but for its
 * review, so who declared and who verified what, and when, stays readable.
 */
export const allergyProfiles = pgTable(
  'allergy_profiles',
  {
    id: serial('id').primaryKey(),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    version: integer('version').notNull(),
    allergies: jsonb('allergies').$type<ChildAllergy[]>().notNull(),
    diets: jsonb('diets').$type<Diet[]>().notNull(),
    note: text('note').notNull().default(''),
    // Attachments are keyed by their random text id (the file's address).
    doctorNoteAttachmentId: text('doctor_note_attachment_id').references(() => attachments.id),
    declaredBy: integer('declared_by')
      .notNull()
      .references(() => accounts.id),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull(),
    review: text('review').$type<ProfileReview>().notNull().default('Pending'),
    reviewedBy: integer('reviewed_by').references(() => accounts.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
  },
  (t) => [
    uniqueIndex('allergy_profiles_version_idx').on(t.associatedUserId, t.version),
    oneOf('allergy_profiles_review_check', t.review, ProfileReview.options),
  ],
);

/**
 * A standing alert: an ordered meal whose published menu holds a verified allergen of the
 * child. One per meal and menu version; `resolvedAt` set when the meal is cancelled or a newer
 * version makes it safe.
 */
export const allergyAlerts = pgTable(
  'allergy_alerts',
  {
    id: serial('id').primaryKey(),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    orderDayId: integer('order_day_id')
      .notNull()
      .references(() => orderDays.id),
    date: text('date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    menuVersionId: integer('menu_version_id').references(() => menuVersions.id),
    dishes: jsonb('dishes').$type<UnsafeDish[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution').$type<'Cancelled' | 'MenuSafe'>(),
  },
  (t) => [
    uniqueIndex('allergy_alerts_meal_version_idx').on(t.orderDayId, t.menuVersionId),
    index('allergy_alerts_child_idx').on(t.associatedUserId, t.date),
    oneOf('allergy_alerts_dining_type_check', t.diningType, DiningType.options),
  ],
);
