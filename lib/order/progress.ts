import type { OrderQuery } from '@/lib/contract/order';

/**
 * The visible state of a payment while the client polls orderquery. `waiting` until the first
 * answer; `offline` while polls fail (the payment may still complete: keep polling, never guess).
 */
export type PaymentProgress =
  'waiting' | 'processing' | 'paid' | 'declined' | 'cancelled' | 'offline';

export function paymentProgress(
  query: OrderQuery | undefined,
  pollFailing: boolean,
): PaymentProgress {
  if (query?.payStatus === 'Pay') return 'paid';
  if (pollFailing) return 'offline';
  if (!query) return 'waiting';
  if (query.paymentStatus === 'Declined') return 'declined';
  if (query.paymentStatus === 'Cancelled' || query.orderStatus === 'Unsubscribe')
    return 'cancelled';
  return 'processing';
}

/** Polling stops once the payment reached an end. */
export function isFinal(progress: PaymentProgress): boolean {
  return progress === 'paid' || progress === 'declined' || progress === 'cancelled';
}
