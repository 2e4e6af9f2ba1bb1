import * as z from 'zod/mini';
import { endpoint, id, jsonId, text } from './core';
import { AllergenCode } from './allergens';
import { AllergyAlert, UnsafeDish } from './allergyAlerts';
import { ADMIN_ROLES, KITCHEN_ROLES } from './admin';
import { attachmentId } from './attachment';
import { isoDate } from './dates';
import { DiningType, MealKind } from './enums';

export { AllergenCode, DishAllergens } from './allergens';
export { AllergyAlert, UnsafeDish, allergyAlerts } from './allergyAlerts';

// Allergy safety from the parent's profile to the serving line (decision 080). One list of
// allergen categories; dishes carry codes from it only; each child has a profile the guardian
// declares and the school verifies; ordering a meal that holds a verified allergen is refused.

/** How strict: leave the ingredient out, or not even a trace (no shared pans and oil). */
export const AllergySeverity = z.enum(['Avoid', 'NoTrace']);
export type AllergySeverity = z.infer<typeof AllergySeverity>;

export const Diet = z.enum(['Halal', 'Vegetarian', 'NoPork', 'NoBeef']);
export type Diet = z.infer<typeof Diet>;

export const ChildAllergy = z.object({ code: AllergenCode, severity: AllergySeverity });
export type ChildAllergy = z.infer<typeof ChildAllergy>;

/** A version's review: the school checked it (with the doctor's note) or sent it back. */
export const ProfileReview = z.enum(['Pending', 'Verified', 'Rejected']);
export type ProfileReview = z.infer<typeof ProfileReview>;

export const AllergyProfileVersion = z.object({
  version: z.int(),
  allergies: z.array(ChildAllergy),
  diets: z.array(Diet),
  note: z.string(),
  /** The doctor's note: an uploaded attachment's URL, or null. */
  doctorNoteUrl: z.nullable(z.string()),
  declaredBy: z.string(),
  declaredAt: z.string(),
  review: ProfileReview,
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  reviewNote: z.nullable(z.string()),
});
export type AllergyProfileVersion = z.infer<typeof AllergyProfileVersion>;

export const AllergyProfile = z.object({
  associatedUserId: z.int(),
  /** The allergies the server enforces: the latest verified version's (empty when none). */
  verified: z.array(ChildAllergy),
  /** Newest first. */
  versions: z.array(AllergyProfileVersion),
});
export type AllergyProfile = z.infer<typeof AllergyProfile>;

/** The selected child's profile (the `associatedUser` header); another family's child: 404. */
export const allergyProfile = endpoint({
  method: 'GET',
  path: '/api/allergy/profile',
  response: AllergyProfile,
});

/**
 * The guardian declares a new version (Pending until the school reviews it). The verified
 * allergies stay enforced until a newer version is verified, so removing an allergy needs the
 * school's check while adding one warns at once.
 */
export const declareAllergyProfile = endpoint({
  method: 'POST',
  path: '/api/allergy/profile',
  idempotent: true,
  body: z.object({
    allergies: z.array(ChildAllergy).check(z.maxLength(AllergenCode.options.length)),
    diets: z.array(Diet).check(z.maxLength(Diet.options.length)),
    note: text(true).check(z.maxLength(200)),
    /** An attachment id from the upload flow (the caller's own upload), or null. */
    doctorNoteAttachmentId: z.nullable(attachmentId),
  }),
  response: AllergyProfile,
});

/** The school's queue of versions to review, and any child's profile of the school. */
export const PendingProfile = z.object({
  associatedUserId: z.int(),
  name: z.string(),
  gradeName: z.string(),
  className: z.string(),
  profile: AllergyProfile,
});
export type PendingProfile = z.infer<typeof PendingProfile>;

export const pendingAllergyProfiles = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/allergy/pending',
  response: z.array(PendingProfile),
});

export const reviewAllergyProfile = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/allergy/{associatedUserId}/review',
  params: z.object({ associatedUserId: id }),
  body: z.object({
    version: jsonId,
    review: z.enum(['Verified', 'Rejected']),
    note: text().check(z.maxLength(200)),
  }),
  response: PendingProfile,
});

/** Cancels the alerted meal for its credit, past the usual cut-off (before the meal is served). */
export const cancelUnsafeMeal = endpoint({
  method: 'POST',
  path: '/api/allergy/alerts/{id}/cancel',
  params: z.object({ id }),
  idempotent: true,
  response: AllergyAlert,
});

/**
 * Ordering refuses an unsafe meal with 409 `MEAL_UNSAFE_FOR_CHILD`; the envelope's message names
 * the dish and the allergen, and `data` carries the details (and the safe meal kind, if any).
 */
export const UnsafeMealRefusal = z.object({
  date: isoDate,
  diningType: DiningType,
  mealKind: MealKind,
  dishes: z.array(UnsafeDish),
  safeMealKind: z.nullable(MealKind),
});
export type UnsafeMealRefusal = z.infer<typeof UnsafeMealRefusal>;

/** Per class, who needs what left out at one service (the sheet and the teachers' list). */
export const ServingAllergy = z.object({
  associatedUserId: z.int(),
  name: z.string(),
  classesId: z.int(),
  className: z.string(),
  mealKind: MealKind,
  /** Verified allergies only; an unverified declaration shows as `pending`. */
  allergies: z.array(ChildAllergy),
  diets: z.array(Diet),
  pending: z.boolean(),
  /** Dishes of the published menu that hold one of the child's allergens: leave them out. */
  leaveOut: z.array(UnsafeDish),
});
export type ServingAllergy = z.infer<typeof ServingAllergy>;

export const serviceAllergies = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/allergy/service',
  query: z.object({ date: isoDate, diningType: DiningType }),
  response: z.array(ServingAllergy),
});
