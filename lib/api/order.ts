'use client';

import {
  cancelOrder as cancelOrderEndpoint,
  cancelOrderDay as cancelOrderDayEndpoint,
  cancelPayment as cancelPaymentEndpoint,
  orderDetail,
  orderOptions,
  orderPayment,
  orderQuery,
  ordersOfUser,
  payOrder as payOrderEndpoint,
  placeOrder as placeOrderEndpoint,
  type CancelDayResult,
  type CancelResult,
  type Order,
  type OrderQuery,
  type Payment,
  type PaymentChannel,
  type PlaceOrderBody,
} from '@/lib/contract/order';
import type { DiningType, MealKind } from '@/lib/contract/enums';
import { IntentKeys } from '@/lib/order/intent';
import { logOnly } from '@/lib/order/state';
import { request } from './client';
import { createIdempotencyKey } from './transport';
import { mealKeys } from './meal';
import { revalidate, useApi } from './swr';

// The orders domain: readings through SWR, mutations through `request` with one idempotency key
// per user intent. Mutations are silent: screens show the spec's messages themselves.

export const orderKeys = {
  all: () => ['order'] as const,
  options: (
    child: number,
    diningType: DiningType,
    mealKind: MealKind | undefined,
    month?: string,
  ) => ['order', 'options', child, diningType, mealKind ?? null, month ?? null] as const,
  detail: (id: number) => ['order', 'detail', id] as const,
  query: (id: number) => ['order', 'query', id] as const,
  payment: (id: number) => ['order', 'payment', id] as const,
};

export const ORDER_PAGE_SIZE = 10;
/** How often a payment in progress is polled. */
export const PAYMENT_POLL_MS = 1500;
/** The longest wait between two queries of a payment whose last query failed. */
export const PAYMENT_RETRY_CAP_MS = 6000;
/**
 * How long one query of a payment may take. A query that hangs (a connection that died without
 * an error, as after a network drop) would hold the next one back for the spec's 60 s default,
 * the result page stuck on 网络已断开 though the network is back; a poll that slow is given up
 * and asked again.
 */
export const PAYMENT_QUERY_TIMEOUT_MS = 10_000;

/** Shared by every screen, so a retry from another screen still reuses the intent's key. */
export const orderIntents = new IntentKeys(createIdempotencyKey);

/** Without a meal kind the server answers for the child's own (the calendar's default). */
export function useOrderOptions(
  associatedUserId: number | undefined,
  diningType: DiningType,
  mealKind: MealKind | undefined,
  month?: string,
) {
  return useApi(
    associatedUserId ? orderKeys.options(associatedUserId, diningType, mealKind, month) : null,
    orderOptions,
    { params: { id: associatedUserId ?? 0 }, query: { diningType, mealKind, month } },
  );
}

export function useOrder(id: number | undefined) {
  return useApi(id ? orderKeys.detail(id) : null, orderDetail, { params: { id: id ?? 0 } });
}

/** The order's latest payment, while it is in progress (WeChat Pay Native's QR code). */
export function useOrderPayment(id: number | undefined, active: boolean) {
  return useApi(active && id ? orderKeys.payment(id) : null, orderPayment, {
    params: { id: id ?? 0 },
  });
}

/** Polls the order's payment until `stop` says the payment has ended. */
export function useOrderQuery(id: number | undefined, stop: boolean) {
  return useApi(
    id ? orderKeys.query(id) : null,
    orderQuery,
    { params: { id: id ?? 0 } },
    {
      refreshInterval: stop ? 0 : PAYMENT_POLL_MS,
      request: { silent: true, timeoutMs: PAYMENT_QUERY_TIMEOUT_MS },
      shouldRetryOnError: true,
      // SWR's own retry doubles its wait after each failure (minutes after a long cut); a payment
      // being watched is asked again at most PAYMENT_RETRY_CAP_MS after the network returns.
      onErrorRetry: (_error, _key, _config, retry, { retryCount }) => {
        const wait = Math.min(PAYMENT_POLL_MS * 2 ** retryCount, PAYMENT_RETRY_CAP_MS);
        setTimeout(() => void retry({ retryCount }), wait);
      },
      onError: (error) => logOnly('query', error),
    },
  );
}

export function fetchOrderPage(associatedUserId: number, page: number, size: number) {
  return request(
    ordersOfUser,
    { params: { userId: associatedUserId }, query: { page, size } },
    { silent: true },
  );
}

/** After any change the orders, order options and the whole meal calendar are read again. */
export async function revalidateOrders(): Promise<void> {
  await Promise.all([revalidate(orderKeys.all()), revalidate(mealKeys.all())]);
}

export async function placeOrder(body: PlaceOrderBody): Promise<Order> {
  const intent = { what: 'placeOrder', body };
  const order = await request(
    placeOrderEndpoint,
    { body },
    { idempotencyKey: orderIntents.keyFor(intent), silent: true },
  );
  orderIntents.done(intent);
  await revalidateOrders();
  return order;
}

/** Starts a payment; pressing pay again before it ends reuses the same key (one charge). */
/** Without a channel the server chooses it (decision 071); only the balance is named. */
export async function payOrder(
  orderId: number,
  channel?: PaymentChannel,
  couponId?: number,
): Promise<Payment> {
  const intent = { what: 'payOrder', orderId, channel, ...(couponId && { couponId }) };
  const payment = await request(
    payOrderEndpoint,
    { body: { orderId, ...(channel && { channel }), ...(couponId && { couponId }) } },
    { idempotencyKey: orderIntents.keyFor(intent), silent: true },
  );
  return payment;
}

/** The payment of this order ended (paid, declined or cancelled): a new pay is a new intent. */
export function forgetPayIntent(
  orderId: number,
  channel?: PaymentChannel,
  couponId?: number,
): void {
  orderIntents.done({ what: 'payOrder', orderId, channel, ...(couponId && { couponId }) });
}

/** A response without success throws an ApiError carrying the response message (docs/product.md, "Validation"). */
export async function cancelOrder(id: number): Promise<CancelResult> {
  const result = await request(cancelOrderEndpoint, { params: { id } }, { silent: true });
  forgetPayIntent(id);
  await revalidateOrders();
  return result;
}

/**
 * One day of a paid order cancelled for what was paid for it (decision 086). One key per day: a
 * double tap or a retry after a lost answer is the same request, credited once.
 */
export async function cancelOrderDay(orderId: number, dayId: number): Promise<CancelDayResult> {
  const intent = { what: 'cancelOrderDay', orderId, dayId };
  const result = await request(
    cancelOrderDayEndpoint,
    { params: { id: orderId, dayId } },
    { idempotencyKey: orderIntents.keyFor(intent), silent: true },
  );
  orderIntents.done(intent);
  // The balance changed too (the money area's keys).
  await Promise.all([revalidateOrders(), revalidate(['money'] as const)]);
  return result;
}

/** The person left the checkout; only logged on failure. */
export async function cancelPayment(id: number): Promise<OrderQuery | undefined> {
  try {
    const result = await request(cancelPaymentEndpoint, { params: { id } }, { silent: true });
    forgetPayIntent(id);
    return result;
  } catch (error) {
    logOnly('cancelPay', error);
    return undefined;
  }
}
