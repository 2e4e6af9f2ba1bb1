'use client';

import { useId, useState } from 'react';
import { useBalance, useCoupons } from '@/lib/api/money';
import type { Order } from '@/lib/contract/order';
import { format, messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { formatFen } from '@/lib/order/money';
import styles from '../../../components/order/order.module.css';

export interface PayChoice {
  couponId?: number;
  fromBalance?: boolean;
}

/**
 * Paying an UnPay order (issue 11): a coupon the order qualifies for comes off what is paid, and
 * the rest is paid online or from the balance.
 */
export function PayOptions({
  order,
  paying,
  onPay,
}: {
  order: Order;
  paying: boolean;
  onPay: (choice: PayChoice) => void;
}) {
  const t = messages();
  const m = moneyMessages();
  const selectId = useId();
  const coupons = useCoupons();
  const balance = useBalance();
  const usable = (coupons.data ?? []).filter((coupon) => coupon.minOrderAmount <= order.amount);
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const coupon = usable.find((entry) => entry.id === couponId);
  const due = order.amount - Math.min(coupon?.value ?? 0, order.amount);
  const myAmount = balance.data?.myAmount;
  return (
    <>
      {usable.length > 0 ? (
        <div className={styles.row}>
          <label htmlFor={selectId}>{m.coupon.choose}</label>
          <select
            id={selectId}
            value={couponId ?? ''}
            onChange={(event) =>
              setCouponId(event.target.value === '' ? undefined : Number(event.target.value))
            }
          >
            <option value="">{m.coupon.none}</option>
            {usable.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {format(m.pay.couponLabel, { name: entry.name, value: formatFen(entry.value) })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {coupon ? (
        <div className={styles.row}>
          <span>{m.pay.due}</span>
          <span className={styles.amount}>{formatFen(due)}</span>
        </div>
      ) : null}
      <div className={styles.actions}>
        {myAmount !== undefined && myAmount >= due ? (
          <button
            type="button"
            className={styles.button}
            disabled={paying}
            onClick={() => onPay({ couponId, fromBalance: true })}
          >
            {format(m.pay.fromBalance, { amount: formatFen(myAmount) })}
          </button>
        ) : null}
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={paying}
          onClick={() => onPay({ couponId })}
        >
          {t.order.pay}
        </button>
      </div>
    </>
  );
}
