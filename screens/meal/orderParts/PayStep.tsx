'use client';

import { useRef, useState } from 'react';
import { PayOptions, type PayChoice } from '@/components/order/PayOptions';
import type { Order } from '@/lib/contract/order';

import { formatFen } from '@/lib/money/fen';
import { typeLabel } from '@/lib/order/labels';
import type { OrderMealAction } from '@/lib/order/state';
import styles from '../../../components/order/order.module.css';
import { payPlaced } from './submit';
import { orderMessages } from '@/lib/i18n/areas/order';

/**
 * Right after an online order is placed, when the parent has a coupon or the balance to pay with
 * (decision 031): the same choice as the order detail's, then the checkout or the result.
 */
export function PayStep({
  order,
  dispatch,
}: {
  order: Order;
  dispatch: (action: OrderMealAction) => void;
}) {
  const t = orderMessages();
  const running = useRef(false);
  const [paying, setPaying] = useState(false);
  const pay = async (choice: PayChoice) => {
    // One press is one payment intent.
    if (running.current) return;
    running.current = true;
    setPaying(true);
    try {
      await payPlaced(order, choice, dispatch);
    } finally {
      running.current = false;
      setPaying(false);
    }
  };
  return (
    <section className={styles.card} aria-label={t.pay}>
      <h2 className={styles.cardHead}>{`${typeLabel(order)} · ${order.userName}`}</h2>
      <dl>
        <div className={styles.row}>
          <dt>{t.orderNoLabel}</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t.amount}</dt>
          <dd className={styles.amount}>{formatFen(order.amount)}</dd>
        </div>
      </dl>
      <PayOptions order={order} paying={paying} onPay={(choice) => void pay(choice)} />
    </section>
  );
}
