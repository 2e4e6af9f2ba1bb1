'use client';

import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api/errors';
import { cancelRefund, useRefund } from '@/lib/api/money';
import { messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { dayjs } from '@/lib/i18n/dayjs';
import { formatFen } from '@/lib/money/fen';
import { showToast } from '@/lib/platform/feedback';
import { useRoute } from '@/lib/router/useRoute';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../components/order/order.module.css';

/** One refund: its amount, status and notes; cancellable while the school has not handled it. */
export default function RefundDetailScreen() {
  const t = messages();
  const m = moneyMessages().refund;
  const { id } = useRoute('refundDetail').query;
  const refund = useRefund(id);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const cancel = async () => {
    if (running.current || !id) return;
    running.current = true;
    try {
      await cancelRefund(id);
      await refund.mutate();
      showToast({ title: m.cancelled, icon: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, t.errors.operationFailedRetry));
    } finally {
      running.current = false;
    }
  };
  const data = refund.data;
  return (
    <Page title={t.routes.refundDetail}>
      <div className={styles.content}>
        <AsyncState
          isLoading={refund.isLoading}
          error={refund.error}
          onRetry={() => void refund.mutate()}
        >
          {data ? (
            <section className={styles.card} aria-label={m.statuses[data.status]}>
              <div className={styles.cardHead}>
                <span className={styles.amount}>{formatFen(data.amount)}</span>
                <span className={styles.tag}>{m.statuses[data.status]}</span>
              </div>
              <div className={styles.row}>
                <span>{m.time}</span>
                <span>{dayjs(data.createdAt).format('YYYY-MM-DD HH:mm')}</span>
              </div>
              {data.reason ? (
                <div className={styles.row}>
                  <span>{m.reason}</span>
                  <span>{data.reason}</span>
                </div>
              ) : null}
              {data.handledRemark ? (
                <div className={styles.row}>
                  <span>{m.handledRemark}</span>
                  <span>{data.handledRemark}</span>
                </div>
              ) : null}
              {failure ? (
                <p role="alert" className={styles.error}>
                  {failure}
                </p>
              ) : null}
              {data.status === 'ToAudit' ? (
                <div className={styles.actions}>
                  <button type="button" className={styles.button} onClick={() => void cancel()}>
                    {m.cancel}
                  </button>
                </div>
              ) : null}
            </section>
          ) : null}
        </AsyncState>
      </div>
    </Page>
  );
}
