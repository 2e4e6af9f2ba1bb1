'use client';

import type { Coupon } from '@/lib/contract/coupon';
import { format } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { formatFen } from '@/lib/money/fen';
import styles from '../../../components/order/order.module.css';

/** One coupon: its value, scene, threshold, validity and state (new, used, expired). */
export function CouponCard({ coupon, onSeen }: { coupon: Coupon; onSeen?: () => void }) {
  const m = moneyMessages().coupon;
  return (
    <li className={styles.card} aria-label={coupon.name}>
      <div className={styles.cardHead}>
        <span>{coupon.name}</span>
        {coupon.couponStatus ? (
          <span className={styles.tag}>{m.statuses[coupon.couponStatus]}</span>
        ) : coupon.isNew ? (
          <span className={`${styles.tag} ${styles.tagUnPay}`}>{m.isNew}</span>
        ) : null}
      </div>
      <div className={styles.row}>
        <span className={styles.amount}>{formatFen(coupon.value)}</span>
        <span>{m.scenes[coupon.couponScene]}</span>
      </div>
      <div className={styles.row}>
        <span>
          {coupon.minOrderAmount > 0
            ? format(m.minOrder, { amount: formatFen(coupon.minOrderAmount) })
            : m.noMin}
        </span>
        <span>{format(m.validUntil, { date: coupon.validUntil })}</span>
      </div>
      {coupon.isNew && onSeen ? (
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onSeen}>
            {m.markSeen}
          </button>
        </div>
      ) : null}
    </li>
  );
}
