import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RecommendAction } from '../../../lib/contract/bankcard';
import { oneOf } from '../../core/db/enums';
import { units } from '../school/tables';
import { associatedUsers } from '../user/tables';

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
