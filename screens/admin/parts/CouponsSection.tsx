'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { issueFamilyCoupon, useSchoolCoupons } from '@/lib/api/adminPrepaid';
import { isApiError } from '@/lib/api/errors';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { fenOf, yuan } from './PrepaymentsSection';
import styles from './console.module.css';

/** The coupons given at the school, and one issued to a family by mobile (decision 031). */
export function CouponsSection() {
  const t = consoleMessages();
  const p = t.prepaid;
  const list = useSchoolCoupons();
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [minOrder, setMinOrder] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [status, setStatus] = useState('');
  const rows = list.data ?? [];
  return (
    <section className={styles.card} aria-labelledby="content-coupons">
      <h2 id="content-coupons">{p.coupons}</h2>
      <form
        aria-label={p.issue}
        onSubmit={(event) => {
          event.preventDefault();
          issueFamilyCoupon({
            mobile: mobile.trim(),
            name,
            couponScene: 'Business',
            value: fenOf(value),
            minOrderAmount: fenOf(minOrder),
            validFrom: from,
            validUntil: until,
          }).then(
            () => setStatus(p.issued),
            (error: unknown) =>
              setStatus(isApiError(error) && error.status === 404 ? p.noFamily : t.common.failed),
          );
        }}
      >
        <div className={styles.toolbar}>
          <label>
            {p.mobile}
            <input
              inputMode="tel"
              required
              maxLength={11}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
          </label>
          <label>
            {p.name}
            <input value={name} required maxLength={60} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            {p.value}
            <input
              inputMode="decimal"
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </label>
          <label>
            {p.minOrder}
            <input
              inputMode="decimal"
              value={minOrder}
              onChange={(e) => setMinOrder(e.target.value)}
            />
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
            {p.issue}
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
              <th scope="col">{p.family}</th>
              <th scope="col" className={styles.number}>
                {p.value}
              </th>
              <th scope="col">{p.until}</th>
              <th scope="col">{p.state}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                <td>
                  {row.accountName} {row.mobile ?? ''}
                </td>
                <td className={styles.number}>{yuan(row.value)}</td>
                <td>{row.validUntil}</td>
                <td>{p.couponStates[row.couponStatus ?? 'valid']}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncState>
    </section>
  );
}
