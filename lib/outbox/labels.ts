import { format, messages } from '@/lib/i18n';
import { DINING_KEYS } from '@/lib/meal/dining';
import type { OutboxItem } from './schema';

/** Names the request the way the parent made it: "请假 2026-11-23 午餐". */
export function outboxLabel(item: OutboxItem): string {
  const t = messages().outbox;
  const template = { leave: t.kindLeave, cancelLeave: t.kindCancelLeave, rating: t.kindRating }[
    item.kind
  ];
  return format(template, {
    date: item.date,
    dining: messages().meal[DINING_KEYS[item.diningType]],
  });
}
