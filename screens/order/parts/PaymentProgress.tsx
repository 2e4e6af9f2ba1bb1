'use client';

import { useEffect, useState } from 'react';
import { Page } from '@/components/Page';
import {
  cancelPayment,
  forgetPayIntent,
  revalidateOrders,
  useOrder,
  useOrderQuery,
} from '@/lib/api/order';
import { messages } from '@/lib/i18n';
import { formatFen } from '@/lib/order/money';
import { isFinal, paymentProgress, type PaymentProgress as Progress } from '@/lib/order/progress';
import { switchTab } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import styles from './order.module.css';

const STEP: Record<Progress, number> = {
  waiting: 1,
  offline: 1,
  processing: 2,
  paid: 3,
  declined: 3,
  cancelled: 3,
};

/**
 * Where the provider sends the browser back: polls orderquery with a visible progress state
 * until the payment reached an end. A poll failure (network cut) shows that and keeps polling.
 */
export function PaymentProgress({
  title,
  orderId,
}: {
  /** The route's title: ordering and the Orders tab each have their own result page. */
  title: string;
  orderId: number | undefined;
}) {
  const t = messages();
  const [done, setDone] = useState(false);
  const query = useOrderQuery(orderId, done);
  const order = useOrder(orderId);
  const progress = paymentProgress(query.data, query.error !== undefined);
  const final = isFinal(progress);

  useEffect(() => {
    if (!final || done || orderId === undefined) return;
    setDone(true);
    forgetPayIntent(orderId);
    void revalidateOrders();
  }, [final, done, orderId]);

  const text: Record<Progress, string> = {
    waiting: t.order.paymentWaiting,
    processing: t.order.paymentProcessing,
    offline: t.order.paymentOffline,
    paid: t.order.paymentPaid,
    declined: t.order.paymentDeclined,
    cancelled: t.order.paymentCancelled,
  };

  return (
    <Page title={title}>
      <div className={styles.content}>
        <section className={`${styles.card} ${styles.progress}`} aria-live="polite">
          <progress
            className={styles.progressBar}
            max={3}
            value={STEP[progress]}
            aria-label={text[progress]}
          />
          <p role="status">{text[progress]}</p>
          {order.data ? <p className={styles.amount}>{formatFen(order.data.amount)}</p> : null}
          <div className={styles.actions}>
            {progress === 'processing' && orderId !== undefined ? (
              <button
                type="button"
                className={styles.button}
                onClick={() => void cancelPayment(orderId).then(() => query.mutate())}
              >
                {t.dialog.cancel}
              </button>
            ) : null}
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
              onClick={() => void switchTab({ url: route('orders') })}
            >
              {t.order.viewOrders}
            </button>
          </div>
        </section>
      </div>
    </Page>
  );
}
