import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DiningType, MealKind } from '../../../lib/contract/enums';
import { CollectionSource, LeftoverUnit } from '../../../lib/contract/serving';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { orderDays } from '../order/tables';
import { classes, units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

/** What a row of `meal_collections` says about the meal: collected, or missed at service end. */
export const COLLECTION_OUTCOMES = ['Collected', 'Missed'] as const;
export type CollectionOutcome = (typeof COLLECTION_OUTCOMES)[number];

/**
 * One ordered meal at the serving line (decision 078). The unique (child, date, dining type)
 * index is what makes "collected once" hold across devices, the outbox's resends and server
 * processes: a second mark meets the row and is refused with its time.
 */
export const mealCollections = pgTable(
  'meal_collections',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    date: text('date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    /** The child's class when it was marked: the dashboard groups by it. */
    classesId: integer('classes_id').references(() => classes.id),
    orderDayId: integer('order_day_id')
      .notNull()
      .references(() => orderDays.id),
    outcome: text('outcome').$type<CollectionOutcome>().notNull(),
    /** When it was collected, or when the service ended for a Missed meal. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who marked it; null for the end-of-service job. */
    byAccountId: integer('by_account_id').references(() => accounts.id),
    source: text('source').$type<CollectionSource>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meal_collections_meal_idx').on(t.associatedUserId, t.date, t.diningType),
    index('meal_collections_unit_date_idx').on(t.unitId, t.date),
    oneOf('meal_collections_dining_type_check', t.diningType, DiningType.options),
    oneOf('meal_collections_outcome_check', t.outcome, COLLECTION_OUTCOMES),
  ],
);

/** What the kitchen prepared of one dish for one service and what came back untouched. */
export const dishLeftovers = pgTable(
  'dish_leftovers',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    date: text('date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    mealKind: text('meal_kind').$type<MealKind>().notNull(),
    dishName: text('dish_name').notNull(),
    unit: text('unit').$type<LeftoverUnit>().notNull(),
    prepared: integer('prepared').notNull(),
    returned: integer('returned').notNull(),
    byAccountId: integer('by_account_id')
      .notNull()
      .references(() => accounts.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('dish_leftovers_dish_idx').on(
      t.unitId,
      t.date,
      t.diningType,
      t.mealKind,
      t.dishName,
    ),
    oneOf('dish_leftovers_dining_type_check', t.diningType, DiningType.options),
    oneOf('dish_leftovers_meal_kind_check', t.mealKind, MealKind.options),
    oneOf('dish_leftovers_unit_check', t.unit, LeftoverUnit.options),
  ],
);

/** Served but not eaten, weighed per class (only schools that weigh plates have rows). */
export const plateWaste = pgTable(
  'plate_waste',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    date: text('date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    classesId: integer('classes_id')
      .notNull()
      .references(() => classes.id),
    grams: integer('grams').notNull(),
    byAccountId: integer('by_account_id')
      .notNull()
      .references(() => accounts.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.date, t.diningType, t.classesId] }),
    oneOf('plate_waste_dining_type_check', t.diningType, DiningType.options),
  ],
);

/** A school's serving settings; no row means the defaults of the contract. */
export const servingSettings = pgTable('serving_settings', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id),
  missedThreshold: integer('missed_threshold').notNull(),
  publicRatings: boolean('public_ratings').notNull(),
  foodCostPerKg: integer('food_cost_per_kg').notNull(),
});
