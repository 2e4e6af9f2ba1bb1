import { format, messages } from '@/lib/i18n';
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
    date: item.date,
    dining: messages().meal[DINING_KEYS[item.diningType]],
  });
}
