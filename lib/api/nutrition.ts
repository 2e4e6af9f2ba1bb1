'use client';

import useSWR, { mutate } from 'swr';
import { nutritionWeek, type NutritionWeek } from '@/lib/contract/nutrition';
import { childBirthYear, setChildBirthYear, type ChildBirthYear } from '@/lib/contract/user';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { request } from './client';

// Nutrition against WS/T 554-2017 (decision 081): the selected child's week. The key starts with
// the child (its id travels in the `associatedUser` header), like the meal domain's keys.

export const nutritionKeys = {
  all: () => ['nutrition'] as const,
  child: (child: number | string) => ['nutrition', String(child)] as const,
  week: (child: number | string, start: string) =>
    ['nutrition', String(child), 'week', start] as const,
  birthYear: (child: number | string) => ['nutrition', String(child), 'birthYear'] as const,
};

/** The selected child's week from `start` (a Monday); null reads nothing (yet). */
export function useNutritionWeek(start: string | null) {
  const { associatedUserId } = useSelectedChild();
  return useSWR<NutritionWeek>(
    associatedUserId === undefined || start === null
      ? null
      : nutritionKeys.week(associatedUserId, start),
    () => request(nutritionWeek, { query: { start: start ?? '' } }),
  );
}

/** The birth year the guardian gave for a child (decision 081), null when none. */
export function useChildBirthYear(child: number | undefined) {
  return useSWR<ChildBirthYear>(child === undefined ? null : nutritionKeys.birthYear(child), () =>
    request(childBirthYear, { params: { associatedUserId: child ?? 0 } }),
  );
}

/** Sets or clears it; the child's weeks are read again (their targets follow the age). */
export async function saveChildBirthYear(child: number, birthYear: number | null) {
  const saved = await request(setChildBirthYear, { body: { associatedUserId: child, birthYear } });
  await mutate(
    (key) => Array.isArray(key) && key[0] === 'nutrition' && key[1] === String(child),
    undefined,
    { revalidate: true },
  );
  return saved;
}
