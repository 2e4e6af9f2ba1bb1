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

/**
 * Where the bank-card (and sandbox) checkout returns, and WeChat Pay's bridge and Native QR code lead: the purchase is marked PAYING (docs/product.md, "States and transitions") and polled until paid, declined or given up.
 */
export default function PrepaymentOrangebankScreen() {
  const t = messages();
  const m = moneyMessages().prepayment;
  const { purchaseId } = useRoute('prepaymentOrangebank').query;
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
            <section className={styles.card} aria-live="polite">
              <h2>{status === 'Pay' ? m.paid : failed ? m.failed : m.paying}</h2>
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
                <img src={state.data.qrCode} alt={t.order.scanToPay} width={200} height={200} />
              ) : null}
              <div className={styles.actions}>
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
