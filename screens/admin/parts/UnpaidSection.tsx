'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { markPaidAtCounter, useUnpaidOrders } from '@/lib/api/admin';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { ConfirmButton } from './ConfirmButton';
import { CounterPayment } from './CounterPayment';
import cards from './cards.module.css';
import styles from './console.module.css';
import { yuan } from './yuan';

/** Unpaid orders: marked paid at the counter in cash, or collected by a QR code the payer scans. */
export function Unpaid() {
  const t = consoleMessages();
  const m = t.money;
  const orders = useUnpaidOrders();
  const [status, setStatus] = useState('');
  const [collecting, setCollecting] = useState<{ id: number; orderNo: string } | null>(null);
  const rows = orders.data?.content ?? [];
  return (
    <section className={styles.card} aria-labelledby="money-unpaid">
      <h2 id="money-unpaid">{m.unpaid}</h2>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <AsyncState
        isLoading={orders.isLoading}
        error={orders.error}
        onRetry={() => void orders.mutate()}
        isEmpty={rows.length === 0}
        emptyText={t.common.none}
      >
        <table className={`${styles.table} ${cards.cardsWhenNarrow}`}>
          <thead>
            <tr>
              <th scope="col">{m.order}</th>
              <th scope="col">{m.family}</th>
              <th scope="col">{m.child}</th>
              <th scope="col" className={styles.number}>
                {m.amount}
              </th>
              <th scope="col">{m.markPaid}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <tr key={order.id}>
                <th scope="row">{order.orderNo}</th>
                <td data-label={m.family}>{order.accountName}</td>
                <td data-label={m.child}>{order.childName}</td>
                <td className={styles.number} data-label={m.amount}>
                  {yuan(order.amount)}
                </td>
                <td className={cards.cardActions}>
                  {/* Both take money for the order: each names the order, child and amount first. */}
                  <ConfirmButton
                    text={m.markPaid}
                    label={`${m.markPaid} ${order.orderNo}`}
                    question={format(m.markPaidAsk, {
                      orderNo: order.orderNo,
                      child: order.childName,
                      amount: yuan(order.amount),
                    })}
                    onConfirm={() =>
                      void markPaidAtCounter(order.id).then(
                        () => setStatus(m.marked),
                        () => setStatus(t.common.failed),
                      )
                    }
                  />{' '}
                  <ConfirmButton
                    text={m.collect}
                    label={`${m.collect} ${order.orderNo}`}
                    question={format(m.collectAsk, {
                      orderNo: order.orderNo,
                      amount: yuan(order.amount),
                    })}
                    onConfirm={() => setCollecting({ id: order.id, orderNo: order.orderNo })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncState>
      {collecting ? (
        <CounterPayment order={collecting} onClose={() => setCollecting(null)} />
      ) : null}
    </section>
  );
}
