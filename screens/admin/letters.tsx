'use client';

import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { useStaffMe } from '@/lib/api/admin';
import { useClaimCodes } from '@/lib/api/enrolment';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { enrolmentMessages } from '@/lib/i18n/areas/enrolment';
import { dayjs } from '@/lib/i18n/dayjs';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { useSession } from '@/lib/session/useSession';
import { classLabel } from './parts/classLabel';
import styles from './parts/enrolment.module.css';

/** The app's address as the school's families reach it: this page's, without the console route. */
function appAddress(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * /pages/admin/letters?classesId=: one A4 letter per child of the class with an active claim code
 * (decision 070): the child's name and class, the code, and the app's address as a QR code.
 */
export default function LettersScreen() {
  const t = enrolmentMessages().letter;
  const c = consoleMessages();
  const classesId = useRoute('adminLetters').query.classesId ?? null;
  const me = useStaffMe(useSession().token?.accessToken);
  const codes = useClaimCodes(classesId);
  const [address, setAddress] = useState('');
  const [qr, setQr] = useState('');
  useEffect(() => {
    const url = appAddress();
    setAddress(url);
    void toDataURL(url, { margin: 1, width: 240 }).then(setQr);
  }, []);
  useEffect(() => {
    document.title = c.routes.adminLetters;
  }, [c.routes.adminLetters]);
  const letters = (codes.data ?? []).filter((row) => row.status === 'Active');
  return (
    <main className={styles.sheet} aria-label={c.routes.adminLetters}>
      <div className={styles.tools}>
        <h1 className={styles.toolsTitle}>{c.routes.adminLetters}</h1>
        <a className={styles.small} href={`#${route('adminEnrolment')}`}>
          {t.back}
        </a>
        <button type="button" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      <AsyncState
        isLoading={codes.isLoading || me.isLoading}
        error={codes.error ?? me.error}
        onRetry={() => void codes.mutate()}
        isEmpty={letters.length === 0}
        emptyText={t.empty}
      >
        {letters.map((row) => (
          <article key={row.id} className={styles.letter} aria-label={row.name}>
            <h2>{`${me.data?.unitName ?? ''}${t.title}`}</h2>
            <p>{format(t.greeting, { name: row.name })}</p>
            <p>{t.body}</p>
            <div className={styles.row}>
              <div>
                <p>{format(t.klass, { klass: classLabel(row.gradeName, row.className) })}</p>
                <p>
                  {t.code} <span className={styles.code}>{row.code}</span>
                </p>
                <p className={styles.small}>
                  {
                    // The code dies as 1 August begins: its last day is the one before.
                    format(t.expires, {
                      date: dayjs(row.expiresAt).subtract(1, 'minute').format('YYYY-MM-DD'),
                    })
                  }
                </p>
                <p className={styles.small}>{format(t.address, { url: address })}</p>
              </div>
              {qr ? <img className={styles.qr} src={qr} alt={t.qr} /> : null}
            </div>
          </article>
        ))}
      </AsyncState>
    </main>
  );
}
