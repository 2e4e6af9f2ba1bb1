import { dayjs } from '@/lib/i18n/dayjs';
import type { MealInfoItem } from '@/lib/contract/meal';
import type { OrderableDate } from '@/lib/contract/order';

// The ordering calendar's reading of the server's answers (decision 085). Pure: the server decides
// what can be ordered, its cut-offs and its price; this only puts its answers side by side.

/**
 * What a day offers a parent who orders from the calendar:
 * - available: a day order can take it now (open in the day-order window);
 * - monthOnly: open this month, but past the day-order window: only a month order takes it;
 * - ordered / leave: the child has the meal, or is on leave from it (never shown as ordered);
 * - closed: its cut-off has passed; holiday / weekend: no meal is served.
 */
export type OrderDayState =
  'available' | 'monthOnly' | 'ordered' | 'leave' | 'closed' | 'holiday' | 'weekend';

export interface OrderDay {
  date: string;
  state: OrderDayState;
  cutOff: string;
}

const LEAVE = new Set(['Leave', 'CollectivityLeave']);

/**
 * Each date of the month's options, with the state the calendar shows. The options say `Ordered`
 * for a meal on leave too (the server holds both); the month's meal items tell them apart.
 */
export function orderDays(
  monthDates: readonly OrderableDate[],
  windowDates: readonly OrderableDate[],
  items: ReadonlyMap<string, MealInfoItem>,
): Map<string, OrderDay> {
  const windowOpen = new Set(
    windowDates.filter((d) => d.status === 'Available').map((d) => d.date),
  );
  const days = new Map<string, OrderDay>();
  for (const entry of monthDates) {
    const status = items.get(entry.date)?.mealAxisStatus;
    let state: OrderDayState;
    if (entry.status === 'Weekend') state = 'weekend';
    else if (entry.status === 'Holiday') state = 'holiday';
    else if (status && LEAVE.has(status)) state = 'leave';
    else if (entry.status === 'Ordered') state = 'ordered';
    else if (entry.status === 'Closed') state = 'closed';
    else state = windowOpen.has(entry.date) ? 'available' : 'monthOnly';
    days.set(entry.date, { date: entry.date, state, cutOff: entry.cutOff });
  }
  return days;
}

/** The days a month order would take: every day still open this month (the server's rule). */
export function monthOpenDays(days: ReadonlyMap<string, OrderDay>): OrderDay[] {
  return [...days.values()]
    .filter((d) => d.state === 'available' || d.state === 'monthOnly')
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The open days of one weekday (1 Monday … 5 Friday, dayjs numbering) a day order can take. */
export function weekdayOpenDays(days: ReadonlyMap<string, OrderDay>, weekday: number): string[] {
  return [...days.values()]
    .filter((d) => d.state === 'available' && dayjs(d.date).day() === weekday)
    .map((d) => d.date)
    .sort();
}

/** `03-03 周二` / `03-03 Tue`: a date in a list, with its weekday in the current language. */
export function dateWithWeekday(date: string): string {
  return `${date.slice(5)} ${dayjs(date).format('ddd')}`;
}

/** The weekday alone, in the current language (`周二`, `Tue`). */
export function weekdayOf(date: string): string {
  return dayjs(date).format('ddd');
}

/** Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  const day = dayjs(date);
  return day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

/** The seven dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => dayjs(monday).add(i, 'day').format('YYYY-MM-DD'));
}
