'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { addSchoolPrepayment, useSchoolPrepayments } from '@/lib/api/adminPrepaid';
import { MealOrderType } from '@/lib/contract/enums';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import styles from './console.module.css';

/** Yuan typed in a field as fen (0 when empty or not a number). */
export function fenOf(value: string): number {
  const yuan = Number(value);
  return Number.isFinite(yuan) ? Math.round(yuan * 100) : 0;
}

export function yuan(fen: number): string {
  return format(consoleMessages().money.yuan, { amount: (fen / 100).toFixed(2) });
}

/** The school's prepayments with what they sold, and a new one added (decision 029). */
export function PrepaymentsSection() {
  const t = consoleMessages();
  const p = t.prepaid;
  const list = useSchoolPrepayments();
  const [name, setName] = useState('');
  const [type, setType] = useState<MealOrderType>('Dispark');
  const [amount, setAmount] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [rate, setRate] = useState('100');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [status, setStatus] = useState('');
  const rows = list.data ?? [];
  const custom = type === 'Custom';
  return (
    <section className={styles.card} aria-labelledby="content-prepayments">
      <h2 id="content-prepayments">{p.prepayments}</h2>
      <form
        aria-label={p.add}
        onSubmit={(event) => {
          event.preventDefault();
          addSchoolPrepayment({
            name,
            description: '',
            orderPaymentType: type,
            amount: custom ? 0 : fenOf(amount),
            minAmount: custom ? fenOf(min) : 0,
            maxAmount: custom ? fenOf(max) : 0,
            discountRate: Number(rate) || 100,
            validFrom: from,
            validUntil: until,
          }).then(
            () => {
              setStatus(t.common.saved);
              setName('');
            },
            () => setStatus(t.common.failed),
          );
        }}
      >
        <div className={styles.toolbar}>
          <label>
            {p.name}
            <input value={name} required maxLength={60} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            {p.type}
            <select value={type} onChange={(e) => setType(e.target.value as MealOrderType)}>
              {MealOrderType.options.map((option) => (
                <option key={option} value={option}>
                  {p.types[option]}
                </option>
              ))}
            </select>
          </label>
          {custom ? (
            <>
              <label>
                {p.min}
                <input inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} />
              </label>
              <label>
                {p.max}
                <input inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} />
              </label>
            </>
          ) : (
            <label>
              {p.amount}
              <input
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </label>
          )}
          <label>
            {p.rate}
            <input inputMode="numeric" value={rate} onChange={(e) => setRate(e.target.value)} />
          </label>
          <label>
            {p.from}
            <input type="date" required value={from} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label>
            {p.until}
            <input type="date" required value={until} onChange={(e) => setUntil(e.target.value)} />
          </label>
          <button type="submit" className={styles.button}>
            {p.add}
          </button>
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </form>
      <AsyncState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        isEmpty={rows.length === 0}
        emptyText={t.common.none}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{p.name}</th>
              <th scope="col">{p.type}</th>
              <th scope="col" className={styles.number}>
                {p.amount}
              </th>
              <th scope="col">{p.valid}</th>
              <th scope="col">{t.money.paid}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                <td>{p.types[row.orderPaymentType]}</td>
                <td className={styles.number}>
                  {row.orderPaymentType === 'Custom'
                    ? `${yuan(row.minAmount)}–${yuan(row.maxAmount)}`
                    : yuan(row.amount)}
                </td>
                <td>
                  {row.validFrom} – {row.validUntil}
                </td>
                <td>{format(p.sold, { count: row.paidCount, amount: yuan(row.paidCredit) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncState>
    </section>
  );
}
