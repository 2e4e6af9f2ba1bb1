'use client';

import { useCallback, useReducer, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api/errors';
import { errorText } from '@/lib/api/errorText';
import { cancelOrder, cancelOrderDay } from '@/lib/api/order';
import type { CancelDayResult, CancelResult, DayOrderDetail, Order } from '@/lib/contract/order';
import { format, messages } from '@/lib/i18n';
import { leaveDaysMessages } from '@/lib/i18n/areas/leaveDays';
import { formatFen } from '@/lib/money/fen';
import { diningLabel } from '@/lib/order/labels';
import { showModal as showCheckedModal } from '@/lib/platform/modal';
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
  onDayCancelled?: (result: CancelDayResult) => void,
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

  /**
   * Decision 086: one day out of a paid order, asked first naming the day and the amount that
   * goes back; a refusal says why in the user's language.
   */
  const cancelDay = useCallback(
    (order: Order, day: DayOrderDetail) =>
      guard(`cancelDay:${day.id}`, async () => {
        const words = leaveDaysMessages().day;
        const credit = formatFen(day.cancel?.credit ?? 0);
        const { confirm } = await showCheckedModal({
          title: words.confirmTitle,
          content: format(words.confirmBody, {
            date: day.mealsDate,
            dining: diningLabel(day.diningType),
            amount: credit,
          }),
          cancelText: words.keep,
          confirmText: words.confirm,
        });
        if (!confirm) return;
        try {
          const result = await cancelOrderDay(order.id, day.id);
          showToast({
            title: format(words.done, {
              date: day.mealsDate,
              amount: formatFen(result.credited),
            }),
            icon: 'success',
          });
          onDayCancelled?.(result);
        } catch (error) {
          const codes: Record<string, string> = words.codes;
          const known =
            isApiError(error) && typeof error.code === 'string' ? codes[error.code] : undefined;
          showToast({ title: known ?? errorText(error, words.failed) });
        }
      }),
    [guard, onDayCancelled],
  );

  return {
    state,
    pay,
    cancel,
    cancelDay,
    cancellingDay: (dayId: number) => busy.has(`cancelDay:${dayId}`),
    paying: (id: number) => busy.has(`pay:${id}`),
    cancelling: (id: number) => busy.has(`cancel:${id}`),
  };
}
