'use client';

import { useId, useState } from 'react';
import { usePrepaymentModel } from '@/lib/api/money';
import { format, messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { fenOfYuan, formatFen, payableOf, yuanOf } from '@/lib/money/fen';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../../components/order/order.module.css';
import { PrepaymentSummary } from '@/screens/prepayment/parts/PrepaymentSummary';

/** A custom amount within the prepayment's bounds, with what is paid after the discount. */
export default function PrepaymentCustomScreen() {
  const t = messages();
  const m = moneyMessages().prepayment;
  const inputId = useId();
  const { prepaymentId, associatedUserId: fromRoute } = useRoute('prepaymentCustom').query;
  const { associatedUserId } = useSelectedChild(fromRoute);
  const model = usePrepaymentModel(prepaymentId, associatedUserId);
  const prepayment = model.data?.prepayment;
  const [text, setText] = useState('');
  const amount = fenOfYuan(text);
  const fits =
    prepayment !== undefined &&
    amount !== undefined &&
    amount >= prepayment.minAmount &&
    amount <= prepayment.maxAmount;
  return (
    <Page title={t.routes.prepaymentCustom}>
      <div className={styles.content}>
        <AsyncState
          isLoading={model.isLoading}
          error={model.error}
          onRetry={() => void model.mutate()}
        >
          {prepayment ? (
            <>
              <PrepaymentSummary prepayment={prepayment} />
              <section className={styles.card}>
                <label htmlFor={inputId}>{m.amountInput}</label>
                <input
                  id={inputId}
                  inputMode="decimal"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
                <p className={styles.hint}>
                  {format(m.amountRange, {
                    min: yuanOf(prepayment.minAmount),
                    max: yuanOf(prepayment.maxAmount),
                  })}
                </p>
                {text !== '' && !fits ? <p className={styles.error}>{m.invalidAmount}</p> : null}
                {fits ? (
                  <div className={styles.row}>
                    <span>{m.payable}</span>
                    <span className={styles.amount}>
                      {formatFen(payableOf(amount, prepayment.discountRate))}
                    </span>
                  </div>
                ) : null}
              </section>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.primary}`}
                  disabled={!fits || !prepayment.purchasable}
                  onClick={() =>
                    void navigateTo({
                      url: route('prepaymentPayment', { prepaymentId, associatedUserId, amount }),
                    })
                  }
                >
                  {m.next}
                </button>
              </div>
            </>
          ) : null}
        </AsyncState>
      </div>
    </Page>
  );
}
