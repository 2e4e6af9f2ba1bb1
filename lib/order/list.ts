import type { CancelResult, DayOrderDetail, Order } from '@/lib/contract/order';

/**
 * (docs/product.md, "States and transitions"), order status: cancelling an UnPay order removes it from the list (from
 * the next read: until then it shows as cancelled, decision 087); cancelling
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

/**
 * The list after a successful cancel of `orderId`. An UnPay order the server deleted stays where
 * it was, cancelled, until the list is read again (decision 087: it does not vanish without a
 * word); `dropped` tells the screen to say so.
 */
export function afterCancel(
  list: readonly Order[],
  orderId: number,
  result: CancelResult,
): Order[] {
  const cancelled = list.find((order) => order.id === orderId);
  if (!cancelled) return [...list];
  if (dropped(cancelled, result)) {
    return list.map((order) => (order.id === orderId ? unsubscribed(cancelled) : order));
  }
  // The server's copy knows which days were too late to credit; fall back to the local rule.
  const next = result.order ?? unsubscribed(cancelled);
  return list.map((order) => (order.id === orderId ? next : order));
}

/** Whether a cancel deleted the order (an UnPay order: nothing was charged, nothing to keep). */
export function dropped(order: Order, result: CancelResult): boolean {
  return order.orderStatus === 'UnPay' || result.deleted;
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
