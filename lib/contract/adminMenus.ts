import * as z from 'zod/mini';
import { endpoint, text } from './core';
import { KITCHEN_ROLES } from './admin';
import { isoDate } from './dates';
import { DiningType, MealKind } from './enums';

// The console's menus (decision 048): dishes with weights and allergens per date, dining type and
// meal kind. A saved menu is a draft; publishing a week shows it to families, the publicity pages
// and the kiosk.

export const MenuDish = z.object({
  name: text().check(z.minLength(1), z.maxLength(40)),
  weightGrams: z.int().check(z.gte(1), z.lte(5000)),
  /** null: the school has not recorded them (not "none"). */
  allergens: z.nullable(
    z.array(text().check(z.minLength(1), z.maxLength(20))).check(z.maxLength(14)),
  ),
});
export type MenuDish = z.infer<typeof MenuDish>;

export const AdminMenu = z.object({
  date: isoDate,
  diningType: DiningType,
  mealKind: MealKind,
  published: z.boolean(),
  dishes: z.array(MenuDish),
});
export type AdminMenu = z.infer<typeof AdminMenu>;

const week = z.object({ monday: isoDate });

export const weekMenus = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/menus',
  query: week,
  response: z.array(AdminMenu),
});

/** Saves one menu as a draft (no dishes: removes it). */
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

/** Copies the week's menus to the next week, as drafts (replacing what the next week had). */
export const copyWeek = endpoint({
  roles: KITCHEN_ROLES,
  method: 'POST',
  path: '/api/admin/menus/copy',
  body: week,
  response: z.object({ count: z.int() }),
});
