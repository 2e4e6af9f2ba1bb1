'use client';

import {
  UnsafeMealRefusal,
  allergyProfile,
  cancelUnsafeMeal,
  declareAllergyProfile,
  pendingAllergyProfiles,
  reviewAllergyProfile,
  serviceAllergies,
} from '@/lib/contract/allergy';
import type { InputOf } from '@/lib/contract/core';
import type { DiningType } from '@/lib/contract/enums';
import { allergyAlertsKey } from './allergyAlerts';
import { request } from './client';
import { isApiError } from './errors';
import { mealKeys } from './meal';
import { orderKeys } from './order';
import { userKeys } from './user';
import { revalidate, useApi } from './swr';
import { createIdempotencyKey } from './transport';

// Allergy safety (decision 080): the child's profile and its versions, the account's standing
// alerts, and the console's review queue and service list. Calls are silent: the screens say
// what happened themselves.

export { useAllergyAlerts } from './allergyAlerts';

export const allergyKeys = {
  all: () => ['allergy'] as const,
  profile: (associatedUserId: number) => ['allergy', 'profile', associatedUserId] as const,
  alerts: allergyAlertsKey,
  pending: () => ['allergy', 'pending'] as const,
  service: (date: string, diningType: DiningType) =>
    ['allergy', 'service', date, diningType] as const,
};

const silent = { silent: true };

/** The profile names its child by the associatedUser header, not by the identity's default. */
const forChild = (associatedUserId: number) => ({
  ...silent,
  headers: { associatedUser: String(associatedUserId) },
});

export function useAllergyProfile(associatedUserId: number | undefined) {
  return useApi(
    associatedUserId === undefined ? null : allergyKeys.profile(associatedUserId),
    allergyProfile,
    undefined,
    { request: associatedUserId === undefined ? silent : forChild(associatedUserId) },
  );
}

export type DeclareBody = InputOf<typeof declareAllergyProfile>['body'];

/** One key per press of submit: a retried press is the same declaration. */
export async function declareProfile(
  associatedUserId: number,
  body: DeclareBody,
  idempotencyKey: string = createIdempotencyKey(),
) {
  const profile = await request(
    declareAllergyProfile,
    { body },
    { ...forChild(associatedUserId), idempotencyKey },
  );
  // The answer is the new profile: the screen puts it in place through its own reading's mutate.
  await revalidate(allergyKeys.profile(associatedUserId));
  return profile;
}

/** The account's alerts; quiet on failure (a banner never raises an error over home). */
export async function cancelAlertedMeal(id: number) {
  const alert = await request(
    cancelUnsafeMeal,
    { params: { id } },
    { ...silent, idempotencyKey: createIdempotencyKey() },
  );
  // The meal, the orders and the balance all changed.
  await revalidate(allergyKeys.alerts());
  await Promise.all([
    revalidate(mealKeys.all()),
    revalidate(orderKeys.all()),
    revalidate(userKeys.all()),
  ]);
  return alert;
}

export function usePendingProfiles() {
  return useApi(allergyKeys.pending(), pendingAllergyProfiles, undefined, { request: silent });
}

export async function reviewProfile(
  associatedUserId: number,
  body: InputOf<typeof reviewAllergyProfile>['body'],
) {
  const reviewed = await request(
    reviewAllergyProfile,
    { params: { associatedUserId }, body },
    silent,
  );
  await revalidate(allergyKeys.pending());
  return reviewed;
}

export function useServiceAllergies(date: string, diningType: DiningType) {
  return useApi(
    allergyKeys.service(date, diningType),
    serviceAllergies,
    { query: { date, diningType } },
    { request: silent, revalidateOnFocus: false },
  );
}

/** The details of ordering's refusal `MEAL_UNSAFE_FOR_CHILD`, read from the envelope's data. */
export function unsafeRefusalOf(error: unknown): UnsafeMealRefusal | undefined {
  if (!isApiError(error) || error.code !== 'MEAL_UNSAFE_FOR_CHILD') return undefined;
  const data = (error.body as { data?: unknown } | undefined)?.data;
  const parsed = UnsafeMealRefusal.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
