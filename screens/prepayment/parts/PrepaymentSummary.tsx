'use client';

import type { Prepayment } from '@/lib/contract/prepayment';
import { format } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { formatFen, payableOf } from '@/lib/money/fen';
import { discountText } from '@/lib/money/discount';
import styles from '../../../components/order/order.module.css';

/** A prepayment's card: what it gives, the child's discount and what is paid (shown before paying). */
export function PrepaymentSummary({
  prepayment,
  credit,
}: {
  prepayment: Prepayment;
  credit?: number;
}) {
  const m = moneyMessages().prepayment;
  const rate = prepayment.discountRate;
  return (
    <section className={styles.card} aria-label={prepayment.name}>
      <div className={styles.cardHead}>
        <h2>{prepayment.name}</h2>
        {prepayment.orderPaymentUserStatus ? (
          <span className={styles.tag}>{m.statuses[prepayment.orderPaymentUserStatus]}</span>
        ) : null}
      </div>
      {prepayment.description ? <p className={styles.hint}>{prepayment.description}</p> : null}
      <p className={styles.hint}>
        {format(m.validity, { from: prepayment.validFrom, until: prepayment.validUntil })}
      </p>
      <div className={styles.row}>
        <span>{m.discount}</span>
        <span>{discountText(rate)}</span>
      </div>
      {credit !== undefined ? (
        <>
          <div className={styles.row}>
            <span>{m.credit}</span>
            <span>{formatFen(credit)}</span>
          </div>
          <div className={styles.row}>
            <span>{m.payable}</span>
            <span className={styles.amount}>{formatFen(payableOf(credit, rate))}</span>
          </div>
        </>
      ) : null}
    </section>
  );
}
