import type { CancelResult, Order, OrderOptions, Payment } from '@/lib/contract/order';

/**
 * The order-meal module state (docs/product.md, "What the app keeps"): dayOfMonth, orderDetail, payModel, the last
 * response, and errors keyed by what failed. (docs/product.md, "Errors and messages"): order failures are kept under fetch,
 * submit or pay; payment and cancel failures under payOrder, cancel and submit; cancel-pay, query
 * and status-update failures are only logged (see `logOnly`).
 */

export type OrderMealErrorKey = 'fetch' | 'submit' | 'pay' | 'payOrder' | 'cancel';

export interface OrderMealState {
  /** The dates of the month the selected child can be ordered for. */
  dayOfMonth: OrderOptions['dates'];
  orderDetail: Order | null;
  payModel: Payment | null;
  responseModel: CancelResult | null;
  error: Partial<Record<OrderMealErrorKey, string>>;
}

export type OrderMealAction =
  | { type: 'fetched'; options: OrderOptions }
  | { type: 'submitted'; order: Order }
  | { type: 'payStarted'; payment: Payment }
  | { type: 'cancelled'; result: CancelResult }
  | { type: 'failed'; key: OrderMealErrorKey; message: string }
  | { type: 'clearError'; key: OrderMealErrorKey };

export const initialOrderMealState: OrderMealState = {
  dayOfMonth: [],
  orderDetail: null,
  payModel: null,
  responseModel: null,
  error: {},
};

function withoutError(error: OrderMealState['error'], ...keys: OrderMealErrorKey[]) {
  const next = { ...error };
  for (const key of keys) delete next[key];
  return next;
}

export function orderMealReducer(state: OrderMealState, action: OrderMealAction): OrderMealState {
  switch (action.type) {
    case 'fetched':
      return {
        ...state,
        dayOfMonth: action.options.dates,
        error: withoutError(state.error, 'fetch'),
      };
    case 'submitted':
      return { ...state, orderDetail: action.order, error: withoutError(state.error, 'submit') };
    case 'payStarted':
      return {
        ...state,
        payModel: action.payment,
        error: withoutError(state.error, 'pay', 'payOrder'),
      };
    case 'cancelled': {
      const { result } = action;
      const orderDetail =
        state.orderDetail && result.order?.id === state.orderDetail.id
          ? result.order
          : state.orderDetail;
      return {
        ...state,
        responseModel: result,
        orderDetail: result.deleted && state.orderDetail ? null : orderDetail,
        error: withoutError(state.error, 'cancel'),
      };
    }
    case 'failed':
      return { ...state, error: { ...state.error, [action.key]: action.message } };
    case 'clearError':
      return { ...state, error: withoutError(state.error, action.key) };
  }
}

/** Failures the spec says are only logged: cancelling a payment, polling, status updates. */
export function logOnly(what: 'cancelPay' | 'query' | 'statusUpdate', error: unknown): void {
  console.warn(`order ${what} failed`, error);
}
