// The words the order screens (meal order, Orders, order detail, leave) show for order values.

import { dayjs } from '@/lib/i18n/dayjs';
import type { DiningType, MealKind, OrderStatus } from '@/lib/contract/enums';
import type { DayOrderState, Order } from '@/lib/contract/order';
import { messages } from '@/lib/i18n';
import { diningLabel as mealDiningLabel } from '@/lib/meal/calendar';
import { orderMessages } from '@/lib/i18n/areas/order';

export function statusLabel(status: OrderStatus): string {
  const t = orderMessages();
  return { UnPay: t.statusUnPay, Pay: t.statusPay, Unsubscribe: t.statusUnsubscribe }[status];
}

export function typeLabel(order: Pick<Order, 'orderType'>): string {
  const t = orderMessages();
  return order.orderType === 'Month' ? t.typeMonth : t.typeDay;
}

/** The dining type's name, as the meal calendar spells it. */
export function diningLabel(diningType: DiningType): string {
  return mealDiningLabel(messages().meal, diningType);
}

export function kindLabel(kind: MealKind): string {
  const t = messages().meal;
  return kind === 'Muslim' ? t.kindMuslim : t.kindOrdinary;
}

export function dayStateLabel(state: DayOrderState): string {
  const t = orderMessages();
  return { Order: t.stateOrder, Unsubscribe: t.stateUnsubscribe, Leave: t.stateLeave }[state];
}

/** An instant in the reader's local time, `YYYY-MM-DD HH:mm`. */
export function formatInstant(iso: string | null): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}
