'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { confirmAccountClosure, useClosures } from '@/lib/api/dataRights';
import { format } from '@/lib/i18n';
import { dataMessages } from '@/lib/i18n/areas/data';
import { ConfirmButton } from '@/screens/admin/parts/ConfirmButton';
import { dayjs } from '@/lib/i18n/dayjs';
import styles from '../parts/console.module.css';
import { yuan } from '@/screens/admin/parts/yuan';

/**
 * Guardians' requests to close their accounts: their balance was asked back as refunds (the money
 * screen approves them); confirming anonymises the account once nothing is left to refund.
 */
export function ClosuresSection() {
  const t = dataMessages();
  const c = t.console;
  const closures = useClosures();
  const [said, setSaid] = useState('');
  const rows = closures.data ?? [];
  const confirm = (id: number) =>
    void confirmAccountClosure(id).then(
      () => setSaid(c.confirmed),
      () => setSaid(c.failed),
    );
  return (
    <section className={styles.card} aria-labelledby="data-closures">
      <h2 id="data-closures">{c.closuresTitle}</h2>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <AsyncState
        isLoading={closures.isLoading}
        error={closures.error}
        onRetry={() => void closures.mutate()}
        isEmpty={rows.length === 0}
        emptyText={c.none}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{c.account}</th>
              <th scope="col">{c.when}</th>
              <th scope="col" className={styles.number}>
                {c.balance}
              </th>
              <th scope="col">{c.status}</th>
              <th scope="col">{c.action}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.userName}</td>
                <td>{dayjs(row.createdAt).format('YYYY-MM-DD HH:mm')}</td>
                <td className={styles.number}>{yuan(row.balance)}</td>
                <td>{t.mine.status[row.status]}</td>
                <td>
                  {row.status === 'Requested' ? (
                    // Anonymising cannot be undone: it asks first, naming the account.
                    <ConfirmButton
                      primary
                      text={c.confirm}
                      label={`${c.confirm} ${row.userName}`}
                      question={format(c.confirmAsk, { name: row.userName })}
                      onConfirm={() => confirm(row.id)}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncState>
    </section>
  );
}
