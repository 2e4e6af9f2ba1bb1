'use client';

import type { InputOf } from '@/lib/contract/core';
import type { DiningType } from '@/lib/contract/enums';
import {
  saveLeftovers,
  saveServingSettings,
  serviceLeftovers,
  servingClasses,
  servingSettings,
  wasteReport,
  type ServingSettings,
} from '@/lib/contract/serving';
import { request } from './client';
import { revalidate, useApi } from './swr';

// The kitchen's side of serving in the console (decision 078): a service's leftovers, the
// school's serving settings and the waste report. Console calls are silent: the screens say
// what happened themselves, by the answer's code (lib/api/errorText.ts).

export const servingKeys = {
  all: () => ['admin', 'serving'] as const,
  leftovers: (date: string, diningType: DiningType) =>
    ['admin', 'serving', 'leftovers', date, diningType] as const,
  classes: (date: string, diningType: DiningType) =>
    ['admin', 'serving', 'classes', date, diningType] as const,
  settings: () => ['admin', 'serving', 'settings'] as const,
  waste: (from: string, to: string) => ['admin', 'serving', 'waste', from, to] as const,
};

const silent = { silent: true };

export function useServiceLeftovers(date: string, diningType: DiningType) {
  return useApi(
    servingKeys.leftovers(date, diningType),
    serviceLeftovers,
    { query: { date, diningType } },
    { request: silent, revalidateOnFocus: false },
  );
}

/** Records a service's leftovers; the report of any period may now read differently. */
export async function recordLeftovers(body: InputOf<typeof saveLeftovers>['body']) {
  const saved = await request(saveLeftovers, { body }, silent);
  await revalidate(servingKeys.all());
  return saved;
}

/** Every class of the school on a service (the kitchen's view), for plates weighed per class. */
export function useServingClasses(date: string, diningType: DiningType, enabled: boolean) {
  return useApi(
    enabled ? servingKeys.classes(date, diningType) : null,
    servingClasses,
    { query: { date, diningType } },
    { request: silent, revalidateOnFocus: false },
  );
}

export function useServingSettings() {
  return useApi(servingKeys.settings(), servingSettings, undefined, { request: silent });
}

export async function storeServingSettings(body: ServingSettings) {
  const saved = await request(saveServingSettings, { body }, silent);
  await revalidate(servingKeys.all());
  return saved;
}

/** The waste report of a period; `null` while the period is not valid (nothing is asked). */
export function useWasteReport(period: { from: string; to: string } | null) {
  return useApi(
    period ? servingKeys.waste(period.from, period.to) : null,
    wasteReport,
    { query: period ?? { from: '', to: '' } },
    { request: silent, revalidateOnFocus: false },
  );
}
