'use client';

import { AsyncState } from '@/components/AsyncState';
import { useClaimAttempts, useConsents } from '@/lib/api/enrolment';
import { enrolmentMessages } from '@/lib/i18n/areas/enrolment';
import { dayjs } from '@/lib/i18n/dayjs';
import styles from './console.module.css';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** Used codes somebody tried again, and who consented to which privacy notice when. */
export function EnrolmentRecords() {
  const t = enrolmentMessages().console;
  const attempts = useClaimAttempts();
  const consents = useConsents();
  return (
    <>
      <section className={styles.card} aria-labelledby="claim-attempts">
        <h2 id="claim-attempts">{t.attempts}</h2>
        <AsyncState
          isLoading={attempts.isLoading}
          error={attempts.error}
          onRetry={() => void attempts.mutate()}
          isEmpty={(attempts.data ?? []).length === 0}
          emptyText={t.noAttempts}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.child}</th>
                <th scope="col">{t.klass}</th>
                <th scope="col">{t.guardian}</th>
                <th scope="col">{t.at}</th>
              </tr>
            </thead>
            <tbody>
              {(attempts.data ?? []).map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.studentName}</th>
                  <td>{row.className}</td>
                  <td>{row.guardianMobile ?? ''}</td>
                  <td>{when(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </AsyncState>
      </section>
      <section className={styles.card} aria-labelledby="consents">
        <h2 id="consents">{t.consents}</h2>
        <AsyncState
          isLoading={consents.isLoading}
          error={consents.error}
          onRetry={() => void consents.mutate()}
          isEmpty={(consents.data ?? []).length === 0}
          emptyText={t.noConsents}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.child}</th>
                <th scope="col">{t.klass}</th>
                <th scope="col">{t.guardian}</th>
                <th scope="col">{t.version}</th>
                <th scope="col">{t.at}</th>
              </tr>
            </thead>
            <tbody>
              {(consents.data ?? []).map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.childName}</th>
                  <td>{row.className}</td>
                  <td>{row.guardianMobile ?? ''}</td>
                  <td>{row.version}</td>
                  <td>{when(row.consentedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </AsyncState>
      </section>
    </>
  );
}
