'use client';

import { useReducer, useState } from 'react';
import { Page } from '@/components/Page';
import { messages } from '@/lib/i18n';
import { launchPayment } from '@/lib/order/payLaunch';
import type { PaymentProgress as Progress } from '@/lib/order/progress';
import { initialOrderMealState, orderMealReducer } from '@/lib/order/state';
import type { PaymentProgressState } from '@/lib/order/usePaymentProgress';
import { navigateTo, switchTab } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { Receipt } from './Receipt';
import styles from './order.module.css';
import { orderMessages } from '@/lib/i18n/areas/order';

const STEP: Record<Progress, number> = {
  waiting: 1,
  offline: 1,
  processing: 2,
  paid: 3,
  declined: 3,
  cancelled: 3,
};

/**
 * The payment result page (decision 072): the progress, then success or failure told apart, the
 * order's receipt, 查看订单 opening that order, and after a failure 重新支付 paying the same
 * order again (a new intent, so a second press cannot charge twice).
 */
export function PaymentProgress({
  title,
  returnTo,
  progress,
  order,
  cancel,
  qrCode,
}: PaymentProgressState & {
  /** The route's title: ordering and the Orders tab each have their own result page. */
  title: string;
  /** This page's route, where the retried payment comes back. */
  returnTo: 'mealOrangebank' | 'orderOrangebank';
}) {
  const t = messages();
  const [, dispatch] = useReducer(orderMealReducer, initialOrderMealState);
  const [retrying, setRetrying] = useState(false);
  const text: Record<Progress, string> = {
    waiting: orderMessages().paymentWaiting,
    processing: orderMessages().paymentProcessing,
    offline: orderMessages().paymentOffline,
    paid: orderMessages().paymentPaid,
    declined: orderMessages().paymentDeclined,
    cancelled: orderMessages().paymentCancelled,
  };
  const failed = progress === 'declined' || progress === 'cancelled';
  const canRetry = failed && order !== undefined && order.orderStatus === 'UnPay';

  const retry = async () => {
    if (!order || retrying) return;
    setRetrying(true);
    const leaving = await launchPayment({
      orderId: order.id,
      returnTo,
      dispatch,
      failureKey: 'payOrder',
    });
    if (!leaving) setRetrying(false);
  };

  const viewOrder = () =>
    order
      ? void navigateTo({
          url: route(order.orderType === 'Month' ? 'monthOrderDetail' : 'dayOrderDetail', {
            id: order.id,
          }),
        })
      : void switchTab({ url: route('orders') });

  return (
    <Page title={title}>
      <div className={styles.content}>
        <section
          className={`${styles.card} ${styles.progress}`}
          aria-live="polite"
          data-outcome={failed ? 'failure' : progress === 'paid' ? 'success' : 'pending'}
        >
          <progress
            className={styles.progressBar}
            max={3}
            value={STEP[progress]}
            aria-label={text[progress]}
          />
          <p role="status" className={failed ? styles.failure : undefined}>
            <span aria-hidden="true">{progress === 'paid' ? '✓ ' : failed ? '✕ ' : ''}</span>
            {text[progress]}
          </p>
          {qrCode ? (
            // A data URL the server made from WeChat Pay's code_url.
            <img src={qrCode} alt={orderMessages().scanToPay} width={200} height={200} />
          ) : null}
          {order ? <Receipt receipt={order.receipt} /> : null}
          <div className={styles.actions}>
            {cancel ? (
              <button type="button" className={styles.button} onClick={cancel}>
                {t.dialog.cancel}
              </button>
            ) : null}
            {canRetry ? (
              <button
                type="button"
                className={`${styles.button} ${styles.primary}`}
                disabled={retrying}
                onClick={() => void retry()}
              >
                {orderMessages().retryPay}
              </button>
            ) : null}
            <button
              type="button"
              className={canRetry ? styles.button : `${styles.button} ${styles.primary}`}
              onClick={viewOrder}
            >
              {order ? orderMessages().viewOrder : orderMessages().viewOrders}
            </button>
          </div>
        </section>
      </div>
    </Page>
  );
}
