import * as z from 'zod/mini';
import { endpoint, text } from './core';
import { DishAllergens } from './allergens';
import { KITCHEN_ROLES } from './admin';
import { isoDate } from './dates';
import { DiningType, MealKind } from './enums';
import { Nutrients } from './nutrition';

// The console's menus (decisions 048, 063): dishes with weights and allergens per date, dining
// type and meal kind. A saved menu is a draft; publishing a week freezes its drafts as new
// versions that families, the publicity pages and the kiosk read.

export const MenuDish = z.object({
  name: text().check(z.minLength(1), z.maxLength(40)),
  /** Per 100 g (decision 081): null clears them; absent leaves the dish's recorded ones. */
  nutrients: z.optional(z.nullable(Nutrients)),
  weightGrams: z.int().check(z.gte(1), z.lte(5000)),
  /** Codes of the one allergen list (decision 080); null: not recorded (not "none"). */
  allergens: DishAllergens,
});
export type MenuDish = z.infer<typeof MenuDish>;

export const AdminMenu = z.object({
  date: isoDate,
  diningType: DiningType,
  mealKind: MealKind,
  /** false: a draft waits; the families still read `publishedVersion`'s dishes (decision 063). */
  published: z.boolean(),
  /** The version families read; null: never published. Absent from older servers. */
  publishedVersion: z.optional(z.nullable(z.int())),
  /** The draft's dishes, or the published version's when no draft waits. */
  dishes: z.array(MenuDish),
});
export type AdminMenu = z.infer<typeof AdminMenu>;

const slot = z.object({ date: isoDate, diningType: DiningType, mealKind: MealKind });

/**
 * One menu as the editor opens it (decision 063): the working copy when a draft waits, beside
 * the published version families read. 404 when the school has no menu in that slot.
 */
export const MenuSlot = z.object({
  date: isoDate,
  diningType: DiningType,
  mealKind: MealKind,
  /** The waiting draft's dishes; null when the working copy is the published version. */
  draft: z.nullable(z.array(MenuDish)),
  /** What families read; null: never published. */
  published: z.nullable(z.object({ version: z.int(), dishes: z.array(MenuDish) })),
});
export type MenuSlot = z.infer<typeof MenuSlot>;

export const menuSlot = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/menus/slot',
  query: slot,
  response: MenuSlot,
});

const week = z.object({ monday: isoDate });

export const weekMenus = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/menus',
  query: week,
  response: z.array(AdminMenu),
});

/**
 * Saves one menu as a draft; the published version stays what families read. No dishes: 400
 * `MENU_INCOMPLETE`, nothing changed.
 */
export const saveMenu = endpoint({
  roles: KITCHEN_ROLES,
  method: 'PUT',
  path: '/api/admin/menus',
  body: z.object({
    date: isoDate,
    diningType: DiningType,
    mealKind: MealKind,
    dishes: z.array(MenuDish).check(z.maxLength(20)),
  }),
  response: z.nullable(AdminMenu),
});

export const publishWeek = endpoint({
  roles: KITCHEN_ROLES,
  method: 'POST',
  path: '/api/admin/menus/publish',
  body: week,
  response: z.object({ count: z.int() }),
});

/** Copies the week's menus to the next week, as drafts (replacing the next week's drafts). */
export const copyWeek = endpoint({
  roles: KITCHEN_ROLES,
  method: 'POST',
  path: '/api/admin/menus/copy',
  body: week,
  response: z.object({ count: z.int() }),
});
