'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { useRoster } from '@/lib/api/admin';
import { issueCodes, revokeCode, useClaimCodes } from '@/lib/api/enrolment';
import { format } from '@/lib/i18n';
import { enrolmentMessages } from '@/lib/i18n/areas/enrolment';
import { route } from '@/lib/router/routes';
import { classLabel } from './classLabel';
import { ConfirmButton } from './ConfirmButton';
import styles from './console.module.css';
import extra from './enrolment.module.css';

/** A class's claim codes: revoke one, issue the missing ones, print the letters. */
export function ClaimCodesSection() {
  const t = enrolmentMessages().console;
  const roster = useRoster();
  const [classesId, setClassesId] = useState<number | null>(null);
  const codes = useClaimCodes(classesId);
  const [status, setStatus] = useState('');
  const rows = codes.data ?? [];
  const act = async (work: () => Promise<string>) => {
    try {
      const said = await work();
      await codes.mutate();
      setStatus(said);
    } catch {
      setStatus(t.failed);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="claim-codes">
      <h2 id="claim-codes">{t.codes}</h2>
      <div className={styles.toolbar}>
        <label>
          {t.klass}
          <select
            value={classesId ?? ''}
            onChange={(event) =>
              setClassesId(event.target.value ? Number(event.target.value) : null)
            }
          >
            <option value="">{t.chooseClass}</option>
            {(roster.data?.classes ?? []).map((klass) => (
              <option key={klass.classesId} value={klass.classesId}>
                {classLabel(klass.gradeName, klass.className)}
              </option>
            ))}
          </select>
        </label>
        {classesId ? (
          <>
            <button
              type="button"
              className={styles.secondary}
              onClick={() =>
                void act(async () =>
                  format(t.issued, { count: (await issueCodes(classesId)).issued }),
                )
              }
            >
              {t.issue}
            </button>
            <a className={styles.button} href={`#${route('adminLetters', { classesId })}`}>
              {t.letters}
            </a>
          </>
        ) : null}
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {classesId ? (
        <AsyncState
          isLoading={codes.isLoading}
          error={codes.error}
          onRetry={() => void codes.mutate()}
          isEmpty={rows.length === 0}
          emptyText={t.noCodes}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.studentNo}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.code}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">
                  <span className={extra.hidden}>{t.revoke}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.studentNo}</td>
                  <th scope="row">{row.name}</th>
                  <td>
                    <code>{row.code}</code>
                  </td>
                  <td>{t.statuses[row.status]}</td>
                  <td>
                    {row.status === 'Active' ? (
                      <ConfirmButton
                        text={t.revoke}
                        label={format(t.revokeLabel, { name: row.name })}
                        question={format(t.revokeAsk, { name: row.name })}
                        onConfirm={() =>
                          void act(async () => {
                            await revokeCode(row.id);
                            return format(t.revoked, { name: row.name });
                          })
                        }
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </AsyncState>
      ) : null}
    </section>
  );
}
