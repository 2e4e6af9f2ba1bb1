'use client';

import { buyMeals, usePrepaymentModel } from '@/lib/api/money';
import { DiningType } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { useRoute } from '@/lib/router/useRoute';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../../../components/order/order.module.css';
import { PrepaymentSummary } from '@/screens/prepayment/parts/PrepaymentSummary';
import { usePurchaseLaunch } from '@/screens/prepayment/parts/usePurchaseLaunch';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Paying the chosen meals of a multiple-meal package. */
export default function PrepaymentMultiplePayScreen() {
  const t = messages();
  const m = moneyMessages().prepayment;
  const query = useRoute('prepaymentMultiplePay').query;
  const { associatedUserId } = useSelectedChild(query.associatedUserId);
  const model = usePrepaymentModel(query.prepaymentId, associatedUserId);
  const meals = (query.diningTypes ?? '')
    .split(',')
    .filter((value): value is DiningType => DiningType.safeParse(value).success);
  const dates = (query.dates ?? '').split(',').filter((value) => DATE.test(value));
  const perDay = (model.data?.prices ?? [])
    .filter((entry) => meals.includes(entry.diningType))
    .reduce((sum, entry) => sum + entry.price, 0);
  const { busy, failure, launch } = usePurchaseLaunch(() =>
    buyMeals({
      prepaymentId: query.prepaymentId ?? 0,
      associatedUserId: associatedUserId ?? 0,
      diningTypes: meals,
      dates,
    }),
  );
  const prepayment = model.data?.prepayment;
  return (
    <Page title={t.routes.prepaymentMultiplePay}>
      <div className={styles.content}>
        <AsyncState
          isLoading={model.isLoading}
          error={model.error}
          onRetry={() => void model.mutate()}
        >
          {prepayment ? (
            <>
              <PrepaymentSummary prepayment={prepayment} credit={perDay * dates.length} />
              <p className={styles.hint}>
                {format(m.mealsSummary, { meals: meals.length, days: dates.length })}
              </p>
              {failure ? (
                <p role="alert" className={styles.error}>
                  {failure}
                </p>
              ) : null}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.primary}`}
                  disabled={busy || meals.length === 0 || dates.length === 0}
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
