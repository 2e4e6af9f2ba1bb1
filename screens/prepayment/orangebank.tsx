'use client';

import { useEffect, useState } from 'react';
import { revalidateMoney, usePurchase } from '@/lib/api/money';
import { messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { formatFen } from '@/lib/money/fen';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../components/order/order.module.css';
import { orderMessages } from '@/lib/i18n/areas/order';

/**
 * Where the bank-card (and sandbox) checkout returns, and WeChat Pay's bridge and Native QR code lead: the purchase is marked PAYING (docs/product.md, "States and transitions") and polled until paid, declined or given up.
 */
export default function PrepaymentOrangebankScreen() {
  const t = messages();
  const m = moneyMessages().prepayment;
  const query = useRoute('prepaymentOrangebank').query;
  const { purchaseId } = query;
  const [done, setDone] = useState(false);
  const state = usePurchase(purchaseId, done);
  const status = state.data?.purchase.status;
  const failed =
    status === 'Cancel' ||
    state.data?.paymentStatus === 'Declined' ||
    state.data?.paymentStatus === 'Cancelled';
  const final = status === 'Pay' || failed;
  useEffect(() => {
    if (!final || done) return;
    setDone(true);
    void revalidateMoney();
  }, [final, done]);
  return (
    <Page title={t.routes.prepaymentOrangebank}>
      <div className={styles.content}>
        <AsyncState isLoading={state.isLoading} error={state.data ? undefined : state.error}>
          {state.data ? (
            <section
              className={styles.card}
              aria-live="polite"
              data-outcome={failed ? 'failure' : status === 'Pay' ? 'success' : 'pending'}
            >
              <h2 className={failed ? styles.failure : undefined}>
                <span aria-hidden="true">{status === 'Pay' ? '✓ ' : failed ? '✕ ' : ''}</span>
                {status === 'Pay' ? m.paid : failed ? m.failed : m.paying}
              </h2>
              <div className={styles.row}>
                <span>{m.payable}</span>
                <span className={styles.amount}>{formatFen(state.data.purchase.amount)}</span>
              </div>
              <div className={styles.row}>
                <span>{m.credit}</span>
                <span>{formatFen(state.data.purchase.creditAmount)}</span>
              </div>
              {!final && state.data.qrCode ? (
                // A data URL the server made from WeChat Pay's code_url (Native, a computer).
                <img
                  src={state.data.qrCode}
                  alt={orderMessages().scanToPay}
                  width={200}
                  height={200}
                />
              ) : null}
              <div className={styles.actions}>
                {failed ? (
                  // The purchase ended (decision 072): paying again buys the same package anew.
                  <button
                    type="button"
                    className={`${styles.button} ${styles.primary}`}
                    onClick={() =>
                      void navigateTo({
                        url: route('prepaymentDetail', { ...query, purchaseId: undefined }),
                      })
                    }
                  >
                    {orderMessages().retryPay}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => void navigateTo({ url: route('myAccountDetails') })}
                >
                  {t.routes.myAccountDetails}
                </button>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => void navigateTo({ url: route('prepayment') })}
                >
                  {m.backToList}
                </button>
              </div>
            </section>
          ) : null}
        </AsyncState>
      </div>
    </Page>
  );
}
