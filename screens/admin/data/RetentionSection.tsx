'use client';

import { useEffect, useState } from 'react';
import { markChildLeaving, saveRetentionDays, useRetention } from '@/lib/api/dataRights';
import { format } from '@/lib/i18n';
import { dataMessages } from '@/lib/i18n/areas/data';
import { dayjs } from '@/lib/i18n/dayjs';
import { ConfirmButton } from '@/screens/admin/parts/ConfirmButton';
import styles from '../parts/console.module.css';

/** How long a leaver's personal data is kept, and marking a student as leaving. */
export function RetentionSection() {
  const t = dataMessages().console;
  const setting = useRetention();
  const [days, setDays] = useState('');
  const [child, setChild] = useState('');
  const [leftOn, setLeftOn] = useState(dayjs().format('YYYY-MM-DD'));
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (setting.data) setDays(String(setting.data.days));
  }, [setting.data]);
  const save = () =>
    void saveRetentionDays(Number(days)).then(
      () => setSaid(t.saved),
      () => setSaid(t.failed),
    );
  const mark = () =>
    void markChildLeaving(Number(child), leftOn).then(
      () => setSaid(t.marked),
      () => setSaid(t.failed),
    );
  return (
    <section className={styles.card} aria-labelledby="data-retention">
      <h2 id="data-retention">{t.retentionTitle}</h2>
      <p className={styles.note}>{t.retentionNote}</p>
      <div className={styles.toolbar}>
        <label>
          {t.days}
          <input
            inputMode="numeric"
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </label>
        <button type="button" className={styles.button} onClick={save}>
          {t.save}
        </button>
      </div>
      <h3>{t.leaverTitle}</h3>
      <div className={styles.toolbar}>
        <label>
          {t.childId}
          <input
            inputMode="numeric"
            value={child}
            onChange={(event) => setChild(event.target.value)}
          />
        </label>
        <label>
          {t.leftOn}
          <input type="date" value={leftOn} onChange={(event) => setLeftOn(event.target.value)} />
        </label>
        {/* Marking starts the clock towards anonymising, which cannot be undone: it asks first. */}
        {/^\d+$/.test(child) ? (
          <ConfirmButton
            primary
            text={t.mark}
            label={`${t.mark} ${child}`}
            question={format(t.markAsk, { child, date: leftOn })}
            onConfirm={mark}
          />
        ) : (
          <button type="button" className={styles.button} disabled>
            {t.mark}
          </button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {said}
      </p>
    </section>
  );
}
