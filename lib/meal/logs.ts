import type { MealLogDay, MealLogMonth } from '@/lib/contract/meal';

const newestFirst = (a: string, b: string) => b.localeCompare(a);

/**
 * (docs/product.md, "States and transitions"): after a rating the meal-log day becomes Evaluate with a count (the meals served
 * that day; at least the one just rated).
 */
export function logsAfterRating(logs: MealLogMonth[], date: string): MealLogMonth[] {
  const logDate = date.slice(0, 7);
  const rated: MealLogDay = { mealsDate: date, mealAxisStatus: 'Evaluate', count: 1 };
  const month = logs.find((entry) => entry.logDate === logDate);
  if (!month) {
    return [...logs, { logDate, mealLogs: [rated] }].sort((a, b) =>
      newestFirst(a.logDate, b.logDate),
    );
  }
  const day = month.mealLogs.find((entry) => entry.mealsDate === date);
  const mealLogs: MealLogDay[] = day
    ? month.mealLogs.map((entry) =>
        entry === day
          ? { ...entry, mealAxisStatus: 'Evaluate', count: Math.max(entry.count, 1) }
          : entry,
      )
    : [...month.mealLogs, rated].sort((a, b) => newestFirst(a.mealsDate, b.mealsDate));
  return logs.map((entry) => (entry === month ? { ...entry, mealLogs } : entry));
}
