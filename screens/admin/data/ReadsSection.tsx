'use client';

import { AsyncState } from '@/components/AsyncState';
import { useStaffReads } from '@/lib/api/dataRights';
import { dataMessages } from '@/lib/i18n/areas/data';
import { dayjs } from '@/lib/i18n/dayjs';
import styles from '../parts/console.module.css';

/** Who on the staff read which child's personal data, and when (decision 074). */
export function ReadsSection() {
  const t = dataMessages().console;
  const reads = useStaffReads(0);
  const rows = reads.data?.content ?? [];
  return (
    <section className={styles.card} aria-labelledby="data-reads">
      <h2 id="data-reads">{t.readsTitle}</h2>
      <AsyncState
        isLoading={reads.isLoading}
        error={reads.error}
        onRetry={() => void reads.mutate()}
        isEmpty={rows.length === 0}
        emptyText={t.none}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.when}</th>
              <th scope="col">{t.who}</th>
              <th scope="col">{t.child}</th>
              <th scope="col">{t.what}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{dayjs(row.createdAt).format('YYYY-MM-DD HH:mm')}</td>
                <td>{row.staffName}</td>
                <td>{row.childName ?? ''}</td>
                <td>{t.whats[row.what as keyof typeof t.whats] ?? row.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncState>
    </section>
  );
}
