'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { useAccountLedger, useFoundAccounts, usePayments } from '@/lib/api/admin';
import { format } from '@/lib/i18n';
import { codeLabel } from '@/lib/i18n/codeLabel';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { consoleCodes } from '@/lib/i18n/areas/consoleCodes';
import { dayjs } from '@/lib/i18n/dayjs';
import { ConsoleFrame } from './parts/ConsoleFrame';
import { RefundsSection } from './parts/RefundsSection';
import { Unpaid } from './parts/UnpaidSection';
import cards from './parts/cards.module.css';
import styles from './parts/console.module.css';
import { yuan } from './parts/yuan';

/** /pages/admin/money: refund requests, unpaid orders, payments, families' ledgers (decision 051). */
export default function MoneyScreen() {
  return (
    <ConsoleFrame current="adminMoney">
      {() => (
        <>
          <RefundsSection />
          <Unpaid />
          <Payments />
          <Ledgers />
        </>
      )}
    </ConsoleFrame>
  );
}

function Payments() {
  const t = consoleMessages();
  const m = t.money;
  const [mismatched, setMismatched] = useState(false);
  const payments = usePayments(mismatched);
  const rows = payments.data?.content ?? [];
  return (
    <section className={styles.card} aria-labelledby="money-payments">
      <h2 id="money-payments">{mismatched ? m.mismatched : m.payments}</h2>
      <label className={styles.toolbar}>
        <input
          type="checkbox"
          checked={mismatched}
          onChange={(event) => setMismatched(event.target.checked)}
        />
        {m.onlyMismatched}
      </label>
      <AsyncState
        isLoading={payments.isLoading}
        error={payments.error}
        onRetry={() => void payments.mutate()}
        isEmpty={rows.length === 0}
        emptyText={t.common.none}
      >
        <table className={`${styles.table} ${cards.cardsWhenNarrow}`}>
          <thead>
            <tr>
              <th scope="col">{m.order}</th>
              <th scope="col">{m.family}</th>
              <th scope="col">{m.state}</th>
              <th scope="col" className={styles.number}>
                {m.amount}
              </th>
              <th scope="col" className={styles.number}>
                {m.paid}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((payment) => (
              <tr key={payment.id}>
                <th scope="row">{payment.outTradeNo}</th>
                <td data-label={m.family}>{payment.accountName}</td>
                <td data-label={m.state}>
                  {codeLabel(consoleCodes().paymentStatuses, payment.status)}
                </td>
                <td className={styles.number} data-label={m.amount}>
                  {yuan(payment.amount)}
                </td>
                <td className={styles.number} data-label={m.paid}>
                  {payment.paidAmount === null ? '' : yuan(payment.paidAmount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncState>
    </section>
  );
}

function Ledgers() {
  const t = consoleMessages();
  const m = t.money;
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [accountId, setAccountId] = useState<number | null>(null);
  const found = useFoundAccounts(search);
  const ledger = useAccountLedger(accountId);
  return (
    <section className={styles.card} aria-labelledby="money-ledger">
      <h2 id="money-ledger">{m.ledger}</h2>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setAccountId(null);
          setSearch(q.trim());
        }}
      >
        <label>
          {m.find}
          <input value={q} maxLength={20} onChange={(event) => setQ(event.target.value)} />
        </label>
        <button type="submit" className={styles.button}>
          {t.common.show}
        </button>
      </form>
      {search ? (
        <AsyncState
          isLoading={found.isLoading}
          error={found.error}
          isEmpty={(found.data ?? []).length === 0}
          emptyText={t.common.none}
        >
          <ul className={styles.list}>
            {(found.data ?? []).map((account) => (
              <li key={account.accountId}>
                {account.userName} {account.mobile ?? ''} ·{' '}
                {account.children.join(t.common.separator)} ·{' '}
                {format(m.balance, { amount: yuan(account.balance) })}{' '}
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => setAccountId(account.accountId)}
                >
                  {m.showLedger}
                </button>
              </li>
            ))}
          </ul>
        </AsyncState>
      ) : null}
      {accountId && ledger.data ? (
        <table className={styles.table}>
          <caption>{format(m.balance, { amount: yuan(ledger.data.balance) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t.audit.when}</th>
              <th scope="col">{m.type}</th>
              <th scope="col" className={styles.number}>
                {m.amount}
              </th>
              <th scope="col">{m.remark}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.content.map((row) => (
              <tr key={row.id}>
                <td>{dayjs(row.createdAt).format('YYYY-MM-DD HH:mm')}</td>
                <td>{codeLabel(consoleCodes().ledgerTypes, row.type)}</td>
                <td className={styles.number}>{yuan(row.amount)}</td>
                <td>
                  {row.remark === null ? '' : codeLabel(consoleCodes().ledgerRemarks, row.remark)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
