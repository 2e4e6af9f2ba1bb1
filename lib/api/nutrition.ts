'use client';

import useSWR from 'swr';
import { nutritionWeek, type NutritionWeek } from '@/lib/contract/nutrition';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { request } from './client';

// Nutrition against WS/T 554-2017 (decision 081): the selected child's week. The key starts with
// the child (its id travels in the `associatedUser` header), like the meal domain's keys.

export const nutritionKeys = {
  all: () => ['nutrition'] as const,
  week: (child: number | string, start: string) =>
    ['nutrition', String(child), 'week', start] as const,
};

export function useNutritionWeek(start: string) {
  const { associatedUserId } = useSelectedChild();
  return useSWR<NutritionWeek>(
    associatedUserId === undefined ? null : nutritionKeys.week(associatedUserId, start),
    () => request(nutritionWeek, { query: { start } }),
  );
}
