'use client';

import { buyPrepayment, usePrepaymentModel } from '@/lib/api/money';
import { messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { useRoute } from '@/lib/router/useRoute';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../../components/order/order.module.css';
import { PrepaymentSummary } from '@/screens/prepayment/parts/PrepaymentSummary';
import { usePurchaseLaunch } from '@/screens/prepayment/parts/usePurchaseLaunch';

/** Paying a package or a custom amount: the summary, then the provider's checkout. */
export default function PrepaymentPaymentScreen() {
  const t = messages();
  const m = moneyMessages().prepayment;
  const query = useRoute('prepaymentPayment').query;
  const { associatedUserId } = useSelectedChild(query.associatedUserId);
  const model = usePrepaymentModel(query.prepaymentId, associatedUserId);
  const prepayment = model.data?.prepayment;
  const credit = prepayment?.orderPaymentType === 'Custom' ? query.amount : prepayment?.amount;
  const { busy, failure, launch } = usePurchaseLaunch(() =>
    buyPrepayment({
      prepaymentId: query.prepaymentId ?? 0,
      associatedUserId: associatedUserId ?? 0,
      ...(prepayment?.orderPaymentType === 'Custom' && { amount: query.amount }),
    }),
  );
  return (
    <Page title={t.routes.prepaymentPayment}>
      <div className={styles.content}>
        <AsyncState
          isLoading={model.isLoading}
          error={model.error}
          onRetry={() => void model.mutate()}
        >
          {prepayment && credit !== undefined ? (
            <>
              <PrepaymentSummary prepayment={prepayment} credit={credit} />
              {busy ? (
                <p role="status" className={styles.hint}>
                  {m.paying}
                </p>
              ) : null}
              {failure ? (
                <p role="alert" className={styles.error}>
                  {failure}
                </p>
              ) : null}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.primary}`}
                  disabled={busy || !prepayment.purchasable}
                  onClick={() => void launch()}
                >
                  {m.buy}
                </button>
              </div>
            </>
          ) : null}
        </AsyncState>
      </div>
    </Page>
  );
}
