'use client';

import { useCallback, useReducer, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api/errors';
import { cancelOrder } from '@/lib/api/order';
import type { CancelResult, Order } from '@/lib/contract/order';
import { messages } from '@/lib/i18n';
import { launchPayment } from '@/lib/order/payLaunch';
import { initialOrderMealState, orderMealReducer } from '@/lib/order/state';
import { showModal, showToast } from '@/lib/platform/feedback';
import { orderMessages } from '@/lib/i18n/areas/order';

/**
 * Pay and cancel for the order screens. A second press while the first is running does nothing
 * (and a retry after a failure reuses the intent's idempotency key), so one intent is one charge.
 */
export function useOrderActions(
  returnTo: 'mealOrangebank' | 'orderOrangebank',
  onCancelled: (id: number, result: CancelResult) => void,
) {
  const [state, dispatch] = useReducer(orderMealReducer, initialOrderMealState);
  const running = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const guard = useCallback(async (name: string, work: () => Promise<void>) => {
    if (running.current.has(name)) return;
    running.current.add(name);
    setBusy(new Set(running.current));
    try {
      await work();
    } finally {
      running.current.delete(name);
      setBusy(new Set(running.current));
    }
  }, []);

  const pay = useCallback(
    (order: Order, options: { couponId?: number; fromBalance?: boolean } = {}) =>
      guard(`pay:${order.id}`, async () => {
        await launchPayment({
          orderId: order.id,
          returnTo,
          dispatch,
          failureKey: 'payOrder',
          ...options,
        });
      }),
    [guard, returnTo],
  );

  const cancel = useCallback(
    (order: Order) =>
      guard(`cancel:${order.id}`, async () => {
        const t = messages();
        const { confirm } = await showModal({
          title: t.dialog.notice,
          content: orderMessages().cancelConfirm,
        });
        if (!confirm) return;
        try {
          const result = await cancelOrder(order.id);
          dispatch({ type: 'cancelled', result });
          showToast({ title: orderMessages().cancelled, icon: 'success' });
          onCancelled(order.id, result);
        } catch (error) {
          // (docs/product.md, "Validation"): a cancel answered without success is an error carrying the response message.
          const message = errorMessage(error, t.errors.serviceCallFailed);
          dispatch({ type: 'failed', key: 'cancel', message });
          showToast({ title: message });
        }
      }),
    [guard, onCancelled],
  );

  return {
    state,
    pay,
    cancel,
    paying: (id: number) => busy.has(`pay:${id}`),
    cancelling: (id: number) => busy.has(`cancel:${id}`),
  };
}
