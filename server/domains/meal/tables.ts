import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AllergenCode } from '../../../lib/contract/allergy';
import { DiningType, MealKind } from '../../../lib/contract/enums';
import type { Nutrients } from '../../../lib/contract/nutrition';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { units } from '../school/tables';
import { accounts, associatedUsers } from '../user/tables';

export const dishes = pgTable('dishes', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id),
  name: text('name').notNull(),
  /**
   * Allergen codes of the contract's one list (decision 080); null means the school has not
   * recorded them (not "none").
   */
  allergens: jsonb('allergens').$type<AllergenCode[] | null>(),
  /** Per 100 g, as far as the kitchen knows them (decision 081); null: none recorded. */
  nutrients: jsonb('nutrients').$type<Nutrients | null>(),
});

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    date: text('date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    mealKind: text('meal_kind').$type<MealKind>().notNull(),
    /** The working copy (menu_dishes) is the one published; false: a draft waits (decision 048). */
    published: boolean('published').notNull().default(true),
    /**
     * The version families, the publicity pages and the kiosk read (decision 063); null until the
     * first publication. A draft never moves it; only publishing does.
     */
    publishedVersion: integer('published_version'),
  },
  (t) => [
    uniqueIndex('menus_unit_date_meal').on(t.unitId, t.date, t.diningType, t.mealKind),
    oneOf('menus_dining_type_check', t.diningType, DiningType.options),
    oneOf('menus_meal_kind_check', t.mealKind, MealKind.options),
  ],
);

export const menuDishes = pgTable(
  'menu_dishes',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id),
    weightGrams: integer('weight_grams').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.dishId] })],
);

/** A dish as a published version froze it: its own copy, untouched by later edits of the dish. */
export interface FrozenDish {
  dishId: number;
  name: string;
  weightGrams: number;
  allergens: AllergenCode[] | null;
  /** Absent from versions published before decision 081. */
  nutrients?: Nutrients | null;
}

/**
 * One publication of a menu (decision 063): the dishes, weights and allergens as they were, kept
 * after a republication for the orders placed against it.
 */
export const menuVersions = pgTable(
  'menu_versions',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    version: integer('version').notNull(),
    dishes: jsonb('dishes').$type<FrozenDish[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('menu_versions_menu_version').on(t.menuId, t.version)],
);

/** A rating of one served meal: once per child, date and dining type. */
export const mealComments = pgTable(
  'meal_comments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    mealsDate: text('meals_date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    /** `[{ itemId, indexIds, content? }]`, checked against the comment items when stored. */
    answers: jsonb('answers')
      .$type<{ itemId: number; indexIds: number[]; content?: string }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meal_comments_user_date_dining').on(t.associatedUserId, t.mealsDate, t.diningType),
    oneOf('meal_comments_dining_type_check', t.diningType, DiningType.options),
  ],
);
