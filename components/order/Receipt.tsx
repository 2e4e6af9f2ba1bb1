import type { Receipt as ReceiptShape } from '@/lib/contract/order';

import { formatFen } from '@/lib/money/fen';
import { formatInstant } from '@/lib/order/labels';
import styles from './order.module.css';
import { orderMessages } from '@/lib/i18n/areas/order';

/**
 * What an order cost and how it was paid, fed by the server's one receipt (decision 072): the
 * result page, the order detail and the Orders card all show this, so they cannot disagree.
 */
export function Receipt({ receipt }: { receipt: ReceiptShape }) {
  const t = orderMessages();
  return (
    <dl className={styles.receipt} aria-label={t.receipt}>
      <div className={styles.row}>
        <dt>{t.receiptPrice}</dt>
        <dd>{formatFen(receipt.price)}</dd>
      </div>
      {receipt.discounts.map((discount, index) => (
        <div className={styles.row} key={`${discount.kind}-${index}`}>
          <dt>
            {discount.kind === 'coupon'
              ? [t.receiptCoupon, discount.name].filter(Boolean).join(' · ')
              : t.receiptPackage}
          </dt>
          <dd>{`-${formatFen(discount.amount)}`}</dd>
        </div>
      ))}
      {receipt.method ? (
        <>
          <div className={styles.row}>
            <dt>{t.receiptPaid}</dt>
            <dd className={styles.amount}>{formatFen(receipt.paid)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t.receiptMethod}</dt>
            <dd>{t.methods[receipt.method]}</dd>
          </div>
        </>
      ) : null}
      {receipt.paidAt ? (
        <div className={styles.row}>
          <dt>{t.paidAt}</dt>
          <dd>{formatInstant(receipt.paidAt)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
