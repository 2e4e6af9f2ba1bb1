'use client';
import { useEffect, useRef } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { markVersionNotesRead, useVersionHistory } from '@/lib/api/version';
import { format } from '@/lib/i18n';
import { aboutMessages } from '@/lib/i18n/areas/about';
import common from '../../../components/account/account.module.css';
import styles from './about.module.css';

/**
 * The version the server runs (`GET /api/version/history`) and the notes of each version, newest
 * first. Unread notes of the current version carry a "new" mark for this visit and are marked
 * read (`POST /api/version/history`), so the mark is gone next time.
 */
export function VersionHistory() {
  const t = aboutMessages();
  const history = useVersionHistory();
  const { data: current, mutate } = history;
  // The visit that found the notes unread keeps its mark while it lasts.
  const unreadOnArrival = useRef<string | null>(null);
  useEffect(() => {
    if (!current || current.read || unreadOnArrival.current === current.version) return;
    unreadOnArrival.current = current.version;
    // Quietly: failing to mark notes read costs the user nothing but the mark next time.
    markVersionNotesRead(current.version)
      .then((answer) => mutate(answer, { revalidate: false }))
      .catch(() => undefined);
  }, [current, mutate]);
  const fresh = current && (!current.read || unreadOnArrival.current === current.version);
  const known = t.releases.some((release) => release.version === current?.version);
  return (
    <section className={common.section} aria-labelledby="version-history-title">
      <h2 id="version-history-title" className={common.sectionTitle}>
        {t.history}
      </h2>
      <AsyncState
        serverText={false}
        errorText={t.historyFailed}
        isLoading={!current && history.isLoading}
        error={current ? undefined : history.error}
        onRetry={() => void mutate()}
      >
        {current ? (
          <p className={common.text}>
            {format(t.current, { version: current.version })}
            {fresh ? <span className={styles.newMark}>{t.newNotes}</span> : null}
          </p>
        ) : null}
        {current && !known ? <p className={common.text}>{t.noNotes}</p> : null}
        <ol className={styles.releases}>
          {t.releases.map((release) => (
            <li key={release.version} className={styles.release}>
              <h3 className={styles.releaseHead}>{`${release.version} · ${release.date}`}</h3>
              <ul className={styles.notes}>
                {release.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </AsyncState>
    </section>
  );
}
