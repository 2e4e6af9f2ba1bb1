'use client';

import { Page } from '@/components/Page';
import { messages } from '@/lib/i18n';
import { formatFen } from '@/lib/money/fen';
import type { PaymentProgress as Progress } from '@/lib/order/progress';
import type { PaymentProgressState } from '@/lib/order/usePaymentProgress';
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

/** The payment result page: a visible progress state, the amount, cancel while processing. */
export function PaymentProgress({
  title,
  progress,
  amount,
  cancel,
  qrCode,
}: PaymentProgressState & {
  /** The route's title: ordering and the Orders tab each have their own result page. */
  title: string;
}) {
  const t = messages();
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
          {amount !== undefined ? <p className={styles.amount}>{formatFen(amount)}</p> : null}
          {qrCode ? (
            // A data URL the server made from WeChat Pay's code_url.
            <img src={qrCode} alt={t.order.scanToPay} width={200} height={200} />
          ) : null}
          <div className={styles.actions}>
            {cancel ? (
              <button type="button" className={styles.button} onClick={cancel}>
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
