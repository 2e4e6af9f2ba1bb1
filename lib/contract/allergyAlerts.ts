import * as z from 'zod/mini';
import { AllergenCode } from './allergens';
import { endpoint } from './core';
import { isoDate } from './dates';
import { DiningType, MealKind } from './enums';

// The account's standing allergy alerts (decision 080), in a module of their own: home asks
// for them on every visit and loads the allergy screens' code only when there is one to show.

/** What an unsafe meal holds: the dish and which of the child's allergens it has. */
export const UnsafeDish = z.object({ dish: z.string(), allergens: z.array(AllergenCode) });
export type UnsafeDish = z.infer<typeof UnsafeDish>;

/**
 * A standing alert to the guardian: an ordered meal whose published menu now holds a verified
 * allergen of the child. It stands until the meal is cancelled (credited even past the cut-off)
 * or a newer menu version makes it safe.
 */
export const AllergyAlert = z.object({
  id: z.int(),
  associatedUserId: z.int(),
  childName: z.string(),
  date: isoDate,
  diningType: DiningType,
  mealKind: MealKind,
  dishes: z.array(UnsafeDish),
  createdAt: z.string(),
  resolution: z.nullable(z.enum(['Cancelled', 'MenuSafe'])),
});
export type AllergyAlert = z.infer<typeof AllergyAlert>;

/** The account's standing alerts (all its children). */
export const allergyAlerts = endpoint({
  method: 'GET',
  path: '/api/allergy/alerts',
  response: z.array(AllergyAlert),
});
