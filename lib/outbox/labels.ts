import { format, getLocale, messages } from '@/lib/i18n';
import { DINING_KEYS } from '@/lib/meal/dining';
import type { OutboxItem } from './schema';

/** Names the request the way the parent made it: "请假 2026-11-23 午餐". */
export function outboxLabel(item: OutboxItem): string {
  const t = messages().outbox;
  // A serving item carries its own words (the child's name, in the serving area's language).
  if (item.label) return item.label;
  const template = {
    leave: t.kindLeave,
    cancelLeave: t.kindCancelLeave,
    rating: t.kindRating,
    collect: '{date} {dining}',
    scan: '{date} {dining}',
  }[item.kind];
  return format(template, {
    date: item.kind === 'leave' ? leaveDays(item) : item.date,
    dining: messages().meal[DINING_KEYS[item.diningType]],
  });
}

/**
 * A leave for several days (decision 086) names every day, the first in full and the rest as
 * month-day when in the same year: "2026-03-05、03-06和03-09". The list's words are the
 * locale's own (Intl.ListFormat), so no catalogue string is added to the first load.
 */
function leaveDays(item: OutboxItem): string {
  // The body carries the first day as leaveDate (the item's date) and the others as `dates`.
  const more = item.body.dates;
  if (!Array.isArray(more) || more.length === 0 || !more.every((d) => typeof d === 'string'))
    return item.date;
  const sorted = [item.date, ...(more as string[])].sort();
  const year = sorted[0]!.slice(0, 5);
  const days = sorted.map((date, i) => (i > 0 && date.startsWith(year) ? date.slice(5) : date));
  return new Intl.ListFormat(getLocale(), { style: 'short', type: 'conjunction' }).format(days);
}
