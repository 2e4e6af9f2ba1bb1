'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { decideRequest, useJoinRequests } from '@/lib/api/enrolment';
import { format } from '@/lib/i18n';
import { enrolmentMessages } from '@/lib/i18n/areas/enrolment';
import { classLabel } from './classLabel';
import { ConfirmButton } from './ConfirmButton';
import styles from './console.module.css';
import extra from './enrolment.module.css';

/** Families without a letter asking to join: the school approves or declines each. */
export function JoinRequestsSection() {
  const t = enrolmentMessages().console;
  const requests = useJoinRequests();
  const [status, setStatus] = useState('');
  const pending = (requests.data ?? []).filter((row) => row.status === 'Pending');
  const decide = async (id: number, name: string, approve: boolean) => {
    try {
      await decideRequest(id, approve);
      await requests.mutate();
      setStatus(format(approve ? t.approved : t.declined, { name }));
    } catch {
      setStatus(t.failed);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="join-requests">
      <h2 id="join-requests">{t.requests}</h2>
      <p className={styles.status} role="status">
        {status}
      </p>
      <AsyncState
        isLoading={requests.isLoading}
        error={requests.error}
        onRetry={() => void requests.mutate()}
        isEmpty={pending.length === 0}
        emptyText={t.noRequests}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.child}</th>
              <th scope="col">{t.klass}</th>
              <th scope="col">{t.guardian}</th>
              <th scope="col">{t.consentVersion}</th>
              <th scope="col">
                <span className={extra.hidden}>{t.approve}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pending.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.userName}</th>
                <td>{classLabel(row.gradeName, row.className)}</td>
                <td>{row.guardianMobile ?? ''}</td>
                <td>{row.consentVersion ?? t.noConsent}</td>
                <td className={extra.actions}>
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={format(t.approveLabel, { name: row.userName })}
                    onClick={() => void decide(row.id, row.userName, true)}
                  >
                    {t.approve}
                  </button>
                  <ConfirmButton
                    text={t.decline}
                    label={format(t.declineLabel, { name: row.userName })}
                    question={format(t.declineAsk, {
                      name: row.userName,
                      klass: classLabel(row.gradeName, row.className),
                    })}
                    onConfirm={() => void decide(row.id, row.userName, false)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncState>
    </section>
  );
}
