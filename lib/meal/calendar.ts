import { dayjs } from '@/lib/i18n/dayjs';
import type { DiningType, MealAxisStatus } from '@/lib/contract/enums';
import { mealStyle, type MealInfoItem, type MonthMealInfo } from '@/lib/contract/meal';
import type { Messages } from '@/lib/i18n/zh-CN';
import { DINING_KEYS } from './dining';

// The month grid and the calendar's local transitions (docs/product.md, "States and transitions"). Pure: no React, no I/O.

/** One cell of the grid: a date of the month, or null for the padding before the 1st / after the last. */
export type GridCell = { date: string; day: number } | null;

/** Weeks of the month, Monday first (the spec's Chinese calendar). */
export function monthGrid(year: number, month: number): GridCell[][] {
  const first = dayjs(`${year}-${String(month).padStart(2, '0')}-01`);
  const days = first.daysInMonth();
  // dayjs: 0 is Sunday. Monday-first padding is (weekday + 6) % 7.
  const lead = (first.day() + 6) % 7;
  const cells: GridCell[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) {
    cells.push({ date: first.date(day).format('YYYY-MM-DD'), day });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: GridCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

type MealMessages = Messages['meal'];

/** The weekday initials of the grid's columns, Monday first, in the catalogue's language. */
export function weekdayNames(t: MealMessages): string[] {
  return t.weekdaysMin.split(',');
}

const STATUS_KEYS: Record<MealAxisStatus, keyof MealMessages> = {
  Order: 'statusOrder',
  UnOrder: 'statusUnOrder',
  Leave: 'statusLeave',
  Reserve: 'statusReserve',
  Meals: 'statusMeals',
  Evaluate: 'statusEvaluate',
  Holiday: 'statusHoliday',
  Weekend: 'statusWeekend',
  CollectivityLeave: 'statusCollectivityLeave',
  None: 'statusNone',
};

export function statusLabel(t: MealMessages, status: MealAxisStatus): string {
  return t[STATUS_KEYS[status]];
}

/** The statuses the calendar's legend names, in the spec's order. */
export const LEGEND_STATUSES: readonly MealAxisStatus[] = [
  'Order',
  'Leave',
  'Reserve',
  'Meals',
  'Evaluate',
  'CollectivityLeave',
];

/** The short word a day cell shows for a labelled status (the full one is in its name). */
export function cellLabel(t: MealMessages, status: MealAxisStatus): string {
  return t.cellLabels.split(',')[LEGEND_STATUSES.indexOf(status)] ?? statusLabel(t, status);
}

export function diningLabel(t: MealMessages, diningType: DiningType): string {
  return t[DINING_KEYS[diningType]];
}

export function itemsByDate(info: MonthMealInfo | undefined): Map<string, MealInfoItem> {
  return new Map((info?.items ?? []).map((item) => [item.value, item]));
}

/** (docs/product.md, "States and transitions"): after a successful rating the day shows commented (todaycommented today). */
export function afterRating(
  info: MonthMealInfo,
  date: string,
  diningType: DiningType,
): MonthMealInfo {
  if (info.diningType !== diningType) return info;
  return {
    ...info,
    items: info.items.map((item) =>
      item.value === date
        ? { ...item, mealAxisStatus: 'Evaluate', style: mealStyle('Evaluate', date === info.today) }
        : item,
    ),
  };
}

export function yearMonthOf(date: string): { year: number; month: number } {
  const [year, month] = date.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0 };
}
