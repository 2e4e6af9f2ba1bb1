'use client';

import { useId, useState } from 'react';
import { useBalance, useCoupons } from '@/lib/api/money';
import type { Order } from '@/lib/contract/order';
import { format } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { formatFen } from '@/lib/money/fen';
import styles from './order.module.css';
import { orderMessages } from '@/lib/i18n/areas/order';

export interface PayChoice {
  couponId?: number;
  fromBalance?: boolean;
}

/**
 * What an order of `amount` can be paid with besides the provider (decision 031): the coupons it
 * qualifies for and the balance (undefined until known). Both are cached: every pay place asks once.
 */
export function usePayChoices() {
  const coupons = useCoupons();
  const balance = useBalance();
  return {
    couponsFor: (amount: number) =>
      (coupons.data ?? []).filter((coupon) => coupon.minOrderAmount <= amount),
    myAmount: balance.data?.myAmount,
  };
}

/** Whether there is anything to choose, or the provider's checkout is the only way. */
export function hasPayChoice(choices: ReturnType<typeof usePayChoices>, amount: number): boolean {
  return (
    choices.couponsFor(amount).length > 0 ||
    (choices.myAmount !== undefined && choices.myAmount >= amount)
  );
}

/**
 * Paying an UnPay order (decision 031): a coupon the order qualifies for comes off what is paid, and
 * the rest is paid online or from the balance. The one pay control of the Orders tab's cards,
 * the order details and the pay step after ordering.
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
  const m = moneyMessages();
  const selectId = useId();
  const choices = usePayChoices();
  const usable = choices.couponsFor(order.amount);
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const coupon = usable.find((entry) => entry.id === couponId);
  const due = order.amount - Math.min(coupon?.value ?? 0, order.amount);
  const { myAmount } = choices;
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
          {orderMessages().pay}
        </button>
      </div>
    </>
  );
}
