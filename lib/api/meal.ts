'use client';

import useSWR, { mutate as globalMutate, useSWRConfig, type ScopedMutator } from 'swr';
import { serviceBusiness, type BusinessSettingTime } from '@/lib/contract/business';
import type { BodyOf } from '@/lib/contract/core';
import type { DiningType } from '@/lib/contract/enums';
import {
  mealBox,
  mealCommentItems,
  mealCommentOf,
  mealDay,
  mealLogs,
  mealMonth,
  mealYear,
  orderCount,
  rateMeal as rateMealEndpoint,
  type MealAxisEntry,
  type MealBox,
  type MealComment,
  type MealCommentItem,
  type MealLogMonth,
  type MonthMealInfo,
} from '@/lib/contract/meal';
import { afterRating, yearMonthOf } from '@/lib/meal/calendar';
import { logsAfterRating } from '@/lib/meal/logs';
import { IntentKeys } from '@/lib/order/intent';
import { QUEUED, sendOrQueue, type Queued } from '@/lib/outbox/outbox';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { request } from './client';
import { createIdempotencyKey } from './transport';

// The meal domain: keys, readers and the rating mutation. Every key starts with the selected
// child, whose id travels in the `associatedUser` header rather than the URL, so switching child
// (or account) never shows the previous child's cached answers.

type ChildId = number | string;

/** One key per rating intent, reused when the same rating is submitted again after a failure. */
const ratingIntents = new IntentKeys(createIdempotencyKey);

export const mealKeys = {
  all: () => ['meal'] as const,
  child: (child: ChildId) => ['meal', String(child)] as const,
  month: (child: ChildId, year: number, month: number, diningType: DiningType) =>
    ['meal', String(child), 'month', year, month, diningType] as const,
  day: (child: ChildId, date: string) => ['meal', String(child), 'day', date] as const,
  box: (child: ChildId, id: number, diningType: DiningType) =>
    ['meal', String(child), 'box', id, diningType] as const,
  year: (child: ChildId, year: number, diningType: DiningType) =>
    ['meal', String(child), 'year', year, diningType] as const,
  logs: (child: ChildId) => ['meal', String(child), 'logs'] as const,
  comment: (child: ChildId, date: string, diningType: DiningType) =>
    ['meal', String(child), 'comment', date, diningType] as const,
  orderCount: (child: ChildId) => ['meal', String(child), 'orderCount'] as const,
  business: (child: ChildId, diningType: DiningType, date: string) =>
    ['meal', String(child), 'business', diningType, date] as const,
  commentItems: () => ['meal', 'commentItems'] as const,
};

function isMealKey(key: unknown, child: ChildId, kind: string): key is readonly unknown[] {
  return Array.isArray(key) && key[0] === 'meal' && key[1] === String(child) && key[2] === kind;
}

/** The selected child as a key part, or null before one is known (readers then wait). */
function useChildKey(): string | null {
  const { associatedUserId } = useSelectedChild();
  return associatedUserId === undefined ? null : String(associatedUserId);
}

/** The year at a glance (the meal index screen). */
export function useMealYear(year: number, diningType: DiningType) {
  const child = useChildKey();
  return useSWR(child ? mealKeys.year(child, year, diningType) : null, () =>
    request(mealYear, { query: { year, diningType } }),
  );
}

export function useMealMonth(year: number, month: number, diningType: DiningType) {
  const child = useChildKey();
  return useSWR<MonthMealInfo>(child ? mealKeys.month(child, year, month, diningType) : null, () =>
    request(mealMonth, { params: { y: year, m: month }, query: { diningType } }),
  );
}

export function useMealDay(date: string | null) {
  const child = useChildKey();
  return useSWR<MealAxisEntry[]>(child && date ? mealKeys.day(child, date) : null, () => {
    const [y, m, d] = (date ?? '').split('-').map(Number);
    return request(mealDay, { params: { y: y ?? 0, m: m ?? 0, d: d ?? 0 } });
  });
}

/** A meal box; id 0 is today's box for the dining type. */
export function useMealBox(id: number | null, diningType: DiningType) {
  const child = useChildKey();
  return useSWR<MealBox>(child && id !== null ? mealKeys.box(child, id, diningType) : null, () =>
    request(mealBox, { params: { id: id ?? 0 }, query: { diningType } }),
  );
}

export function useMealLogs() {
  const child = useChildKey();
  return useSWR<MealLogMonth[]>(child ? mealKeys.logs(child) : null, () => request(mealLogs));
}

export function useMealCommentItems() {
  return useSWR<MealCommentItem[]>(mealKeys.commentItems(), () => request(mealCommentItems));
}

export function useMealComment(date: string | null, diningType: DiningType) {
  const child = useChildKey();
  return useSWR<MealComment | null>(
    child && date ? mealKeys.comment(child, date, diningType) : null,
    () => request(mealCommentOf, { query: { mealsDate: date ?? '', diningType } }),
  );
}

export function useOrderCount() {
  const child = useChildKey();
  return useSWR(child ? mealKeys.orderCount(child) : null, () =>
    request(orderCount, { params: { associatedUserId: Number(child) } }),
  );
}

/** The business setting time that decides the functional buttons (docs/product.md, "Validation"). */
export function useServiceBusiness(diningType: DiningType, date: string | null) {
  const child = useChildKey();
  return useSWR<BusinessSettingTime>(
    child && date ? mealKeys.business(child, diningType, date) : null,
    () => request(serviceBusiness, { params: { diningType, date: date ?? '' } }),
  );
}

export type RatingInput = BodyOf<typeof rateMealEndpoint>;

/**
 * Rates a served meal. Only a success changes anything (docs/product.md, "States and transitions"): then the day turns
 * commented (todaycommented today) in every cached month of this child and dining type, the meal
 * log day turns Evaluate, and the rating itself is cached. The month and the day are then read
 * again: the service worker keeps the offline copy of what passes through it, and without that
 * read a parent who rated and then lost the network would see the meal unrated. A failure throws the ApiError and
 * changes nothing; the screen shows 服务调用失败.
 */
export async function rateMeal(
  child: ChildId,
  input: RatingInput,
  mutate: ScopedMutator = globalMutate,
): Promise<MealComment | Queued> {
  const intent = { child, input };
  const key = ratingIntents.keyFor(intent);
  const sent = await sendOrQueue(
    {
      kind: 'rating',
      key,
      body: input,
      child: Number(child),
      date: input.mealsDate,
      diningType: input.diningType,
    },
    () => request(rateMealEndpoint, { body: input }, { idempotencyKey: key, silent: true }),
  );
  ratingIntents.done(intent);
  if (sent === QUEUED) return sent;
  const comment = sent;
  const { mealsDate, diningType } = input;
  const { year, month } = yearMonthOf(mealsDate);
  await Promise.all([
    mutate<MonthMealInfo>(
      (key) =>
        isMealKey(key, child, 'month') &&
        key[3] === year &&
        key[4] === month &&
        key[5] === diningType,
      (info) => (info ? afterRating(info, mealsDate, diningType) : info),
      { revalidate: true },
    ),
    mutate<MealLogMonth[]>(
      mealKeys.logs(child),
      (logs) => (logs ? logsAfterRating(logs, mealsDate) : logs),
      { revalidate: false },
    ),
    mutate<MealAxisEntry[]>(
      mealKeys.day(child, mealsDate),
      (entries) =>
        entries?.map((entry) =>
          entry.diningType === diningType ? { ...entry, mealAxisStatus: 'Evaluate' } : entry,
        ),
      { revalidate: true },
    ),
    mutate(mealKeys.comment(child, mealsDate, diningType), comment, { revalidate: false }),
  ]);
  return comment;
}

/** `rateMeal` bound to the SWR cache the screen renders in. */
export function useRateMeal() {
  const { mutate } = useSWRConfig();
  return (child: ChildId, input: RatingInput) => rateMeal(child, input, mutate);
}
