import type { CancelResult, DayOrderDetail, Order } from '@/lib/contract/order';

/**
 * (docs/product.md, "States and transitions"), order status: cancelling an UnPay order removes it from the list; cancelling
 * any other sets it to Unsubscribe and its day and month details follow. A successful payment
 * shows as Pay when the orders are read again (`revalidateOrders` after the payment's result).
 */

export function unsubscribed(order: Order): Order {
  return {
    ...order,
    orderStatus: 'Unsubscribe',
    dayOrderDetails: order.dayOrderDetails.map((day): DayOrderDetail =>
      day.state === 'Order' ? { ...day, state: 'Unsubscribe' } : day,
    ),
  };
}

/** The list after a successful cancel of `orderId`. */
export function afterCancel(
  list: readonly Order[],
  orderId: number,
  result: CancelResult,
): Order[] {
  const cancelled = list.find((order) => order.id === orderId);
  if (!cancelled) return [...list];
  if (cancelled.orderStatus === 'UnPay' || result.deleted) {
    return list.filter((order) => order.id !== orderId);
  }
  // The server's copy knows which days were too late to credit; fall back to the local rule.
  const next = result.order ?? unsubscribed(cancelled);
  return list.map((order) => (order.id === orderId ? next : order));
}

/** A cancel a screen lays over the paged list until it is refreshed. */
export interface ListChange {
  orderId: number;
  result: CancelResult;
}

export function applyChanges(list: readonly Order[], changes: readonly ListChange[]): Order[] {
  return changes.reduce<Order[]>(
    (current, change) => afterCancel(current, change.orderId, change.result),
    [...list],
  );
}

/** What a person may do with an order now. */
export function orderActions(order: Order): { pay: boolean; cancel: boolean } {
  return {
    // An offline order may still be paid online until the school marks it paid.
    pay: order.orderStatus === 'UnPay',
    cancel: order.orderStatus !== 'Unsubscribe',
  };
}
