'use client';

import { useState } from 'react';
import { downloadSchoolExport } from '@/lib/api/dataRights';
import type { ExportFormat } from '@/lib/contract/exports';
import { dataMessages } from '@/lib/i18n/areas/data';
import { dayjs } from '@/lib/i18n/dayjs';
import styles from '../parts/console.module.css';

/** A date range's orders, payments, refunds, ledger and production counts as files. */
export function ExportSection() {
  const t = dataMessages().console;
  const [from, setFrom] = useState(dayjs().startOf('month').format('YYYY-MM-DD'));
  const [to, setTo] = useState(dayjs().format('YYYY-MM-DD'));
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const onDownload = () => {
    setBusy(true);
    setSaid('');
    downloadSchoolExport(from, to, format)
      .catch(() => setSaid(t.failed))
      .finally(() => setBusy(false));
  };
  return (
    <section className={styles.card} aria-labelledby="data-export">
      <h2 id="data-export">{t.exportTitle}</h2>
      <p className={styles.note}>{t.exportNote}</p>
      <div className={styles.toolbar}>
        <label>
          {t.from}
          <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          {t.to}
          <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <label>
          {t.format}
          <select
            value={format}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
          >
            <option value="xlsx">{t.xlsx}</option>
            <option value="csv">{t.csv}</option>
          </select>
        </label>
        <button type="button" className={styles.button} disabled={busy} onClick={onDownload}>
          {t.download}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {said}
      </p>
    </section>
  );
}
