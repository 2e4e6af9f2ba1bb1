import type { Order } from '@/lib/contract/order';
import { format } from '@/lib/i18n';
import { orderMessages } from '@/lib/i18n/areas/order';
import { dayjs } from '@/lib/i18n/dayjs';
import { monthOfYear } from '@/lib/i18n/months';

/**
 * The dates an order covers, as the Orders card says them: one day with its weekday
 * (11月30日（周一） / Mon 30 Nov), or the first and last day and how many days
 * (12月1日–31日 · 22 天 / 1–31 Dec · 22 days). The year is said when it is not this year.
 */
export function orderDates(order: Pick<Order, 'dayOrderDetails' | 'monthOrderDetail'>): string {
  const t = orderMessages();
  const dates = [...new Set(order.dayOrderDetails.map((day) => day.mealsDate))].sort();
  if (dates.length === 0) {
    return order.monthOrderDetail ? monthOfYear(order.monthOrderDetail.month) : '';
  }
  const first = dayjs(dates[0]);
  const last = dayjs(dates[dates.length - 1]);
  const year = (text: string) =>
    last.year() === dayjs().year() ? text : format(t.withYear, { dates: text, year: last.year() });
  if (dates.length === 1) return year(first.format(t.dateOne));
  const [from = '', to = ''] = (
    first.format('YYYY-MM') === last.format('YYYY-MM') ? t.rangeSameMonth : t.rangeOtherMonth
  ).split('|');
  return format(t.dateRange, {
    dates: year(`${first.format(from)}–${last.format(to)}`),
    count: dates.length,
  });
}
