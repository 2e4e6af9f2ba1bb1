'use client';

import { useMemo } from 'react';
import useSWR from 'swr';
import { request } from '@/lib/api/client';
import { mealKeys } from '@/lib/api/meal';
import type { DiningType } from '@/lib/contract/enums';
import { mealMonth, type MonthMealInfo } from '@/lib/contract/meal';
import { useSelectedChild } from '@/lib/user/selectedChild';

const LEAVE = new Set(['Leave', 'CollectivityLeave']);

/** One month of the meal calendar (the calendar's own cache key), or nothing without a month. */
function useMonthItems(child: number | undefined, month: string, diningType: DiningType) {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return useSWR<MonthMealInfo>(
    child !== undefined && month ? mealKeys.month(String(child), y, m, diningType) : null,
    () => request(mealMonth, { params: { y, m }, query: { diningType } }),
  );
}

/**
 * The child's days on leave from this meal in the (at most two) months (`YYYY-MM`) of the dates
 * shown: a day order's window is 31 days.
 */
export function useLeaveDates(months: readonly string[], diningType: DiningType): Set<string> {
  const child = useSelectedChild().associatedUserId;
  const a = useMonthItems(child, months[0] ?? '', diningType);
  const b = useMonthItems(child, months[1] ?? '', diningType);
  return useMemo(
    () =>
      new Set(
        [...(a.data?.items ?? []), ...(b.data?.items ?? [])]
          .filter((item) => LEAVE.has(item.mealAxisStatus))
          .map((item) => item.value),
      ),
    [a.data, b.data],
  );
}
