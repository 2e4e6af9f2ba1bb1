'use client';

import { useEffect, useState } from 'react';
import { revalidate } from '@/lib/api/swr';
import { adminKeys, startCounter, useCounterPayment } from '@/lib/api/admin';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { ConfirmButton } from './ConfirmButton';
import styles from './console.module.css';

/**
 * The counter's QR payment of one order (decision 071): production shows WeChat Pay's Native
 * code for the payer to scan, demo mode a link to the sandbox's checkout; the server's answer,
 * read every 2 s, says when it is paid, declined or expired. Collecting again starts a new one.
 */
export function CounterPayment({
  order,
  onClose,
}: {
  order: { id: number; orderNo: string };
  onClose: () => void;
}) {
  const t = consoleMessages();
  const m = t.money;
  const [started, setStarted] = useState<'starting' | 'started' | 'failed'>('starting');
  const state = useCounterPayment(started === 'started' ? order.id : null);

  const start = () => {
    setStarted('starting');
    startCounter(order.id).then(
      async () => {
        await revalidate(adminKeys.counter(order.id));
        setStarted('started');
      },
      () => setStarted('failed'),
    );
  };
  // One payment per opening: the panel starts it, a press of 扫码收款 starts another.
  useEffect(start, [order.id]);

  const payment = state.data?.payment;
  const paid = state.data?.orderStatus === 'Pay';
  useEffect(() => {
    if (paid) void revalidate(adminKeys.money());
  }, [paid]);
  const ended = !paid && payment && payment.status !== 'Pending';
  const text =
    started === 'failed'
      ? t.common.failed
      : paid
        ? `✓ ${m.counterPaid}`
        : ended
          ? `✕ ${m.counterEnded}`
          : m.counterPending;

  return (
    <div
      role="dialog"
      aria-labelledby="counter-title"
      className={styles.card}
      data-outcome={paid ? 'success' : ended ? 'failure' : 'pending'}
    >
      <h3 id="counter-title">{format(m.counterTitle, { orderNo: order.orderNo })}</h3>
      {payment?.status === 'Pending' && payment.qrCode ? (
        <>
          <p>{m.counterScan}</p>
          {/* A data URL the server made from WeChat Pay's code_url. */}
          <img src={payment.qrCode} alt={m.counterScan} width={220} height={220} />
        </>
      ) : null}
      {payment?.status === 'Pending' && payment.checkoutUrl ? (
        <p>
          <a href={payment.checkoutUrl} target="_blank" rel="noreferrer">
            {m.counterSandbox}
          </a>
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {text}
      </p>
      {ended || started === 'failed' ? (
        <ConfirmButton
          text={m.collectAgain}
          label={`${m.collectAgain} ${order.orderNo}`}
          question={format(m.collectAgainAsk, { orderNo: order.orderNo })}
          onConfirm={start}
        />
      ) : null}{' '}
      <button type="button" className={styles.secondary} onClick={onClose}>
        {m.counterClose}
      </button>
    </div>
  );
}
