'use client';

import { usePrepaymentModel } from '@/lib/api/money';
import { messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../../components/order/order.module.css';
import { PrepaymentSummary } from '@/screens/prepayment/parts/PrepaymentSummary';

/** A package (Sealing, Dispark, QRCode): what it gives for what, then on to paying. */
export default function PrepaymentDetailScreen() {
  const t = messages();
  const m = moneyMessages().prepayment;
  const { prepaymentId, associatedUserId: fromRoute } = useRoute('prepaymentDetail').query;
  const { associatedUserId } = useSelectedChild(fromRoute);
  const model = usePrepaymentModel(prepaymentId, associatedUserId);
  const prepayment = model.data?.prepayment;
  return (
    <Page title={t.routes.prepaymentDetail}>
      <div className={styles.content}>
        <AsyncState
          isLoading={model.isLoading}
          error={model.error ?? (prepaymentId ? undefined : new Error(m.detailError))}
          onRetry={() => void model.mutate()}
        >
          {prepayment ? (
            <>
              <PrepaymentSummary prepayment={prepayment} credit={prepayment.amount} />
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.primary}`}
                  disabled={!prepayment.purchasable}
                  onClick={() =>
                    void navigateTo({
                      url: route('prepaymentPayment', { prepaymentId, associatedUserId }),
                    })
                  }
                >
                  {prepayment.purchasable ? m.buy : m.notPurchasable}
                </button>
              </div>
            </>
          ) : null}
        </AsyncState>
      </div>
    </Page>
  );
}
