'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { storeServingSettings, useServingSettings } from '@/lib/api/adminServing';
import { errorText } from '@/lib/api/errorText';
import {
  MISSED_THRESHOLD_MAX,
  MISSED_THRESHOLD_MIN,
  type ServingSettings,
} from '@/lib/contract/serving';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { servingMessages } from '@/lib/i18n/areas/serving';
import { fenOfYuan, yuanOf } from '@/lib/money/fen';
import styles from './console.module.css';

const RANGE = { min: MISSED_THRESHOLD_MIN, max: MISSED_THRESHOLD_MAX };

/**
 * The school's serving settings (decision 078): the missed-meal reminder's threshold, the public
 * ratings switch and the food cost per kilogram. A school administrator edits them; anyone else
 * reads them, with no button that could only fail.
 */
export function ServingSettingsSection({ canEdit }: { canEdit: boolean }) {
  const s = servingMessages().settings;
  const settings = useServingSettings();
  return (
    <section className={styles.card} aria-label={s.title}>
      <h2>{s.title}</h2>
      <AsyncState
        isLoading={settings.isLoading}
        error={settings.error}
        onRetry={() => void settings.mutate()}
      >
        {settings.data ? (
          canEdit ? (
            <SettingsForm value={settings.data} />
          ) : (
            <SettingsView value={settings.data} />
          )
        ) : null}
      </AsyncState>
    </section>
  );
}

function SettingsView({ value }: { value: ServingSettings }) {
  const s = servingMessages().settings;
  return (
    <>
      <p className={styles.note}>{s.readOnly}</p>
      <dl>
        <dt>{format(s.missedThreshold, RANGE)}</dt>
        <dd>{value.missedThreshold}</dd>
        <dt>{s.publicRatings}</dt>
        <dd>{value.publicRatings ? s.yes : s.no}</dd>
        <dt>{s.foodCost}</dt>
        <dd>{yuanOf(value.foodCostPerKg, { short: true })}</dd>
      </dl>
    </>
  );
}

function SettingsForm({ value }: { value: ServingSettings }) {
  const t = consoleMessages();
  const s = servingMessages().settings;
  const [threshold, setThreshold] = useState(String(value.missedThreshold));
  const [publicRatings, setPublicRatings] = useState(value.publicRatings);
  const [cost, setCost] = useState(yuanOf(value.foodCostPerKg, { short: true }));
  const [status, setStatus] = useState('');
  const thresholdNumber = /^\d{1,2}$/.test(threshold.trim()) ? Number(threshold) : Number.NaN;
  const thresholdBad = !(thresholdNumber >= RANGE.min && thresholdNumber <= RANGE.max);
  const costFen = fenOfYuan(cost);
  const costBad = costFen === undefined || costFen > 1_000_000;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (thresholdBad || costBad) return;
        setStatus('');
        storeServingSettings({
          missedThreshold: thresholdNumber,
          publicRatings,
          foodCostPerKg: costFen,
        }).then(
          () => setStatus(t.common.saved),
          (error: unknown) => setStatus(errorText(error, s.failed)),
        );
      }}
    >
      <div className={styles.toolbar}>
        <label>
          {format(s.missedThreshold, RANGE)}
          <input
            type="number"
            min={RANGE.min}
            max={RANGE.max}
            step={1}
            value={threshold}
            aria-invalid={thresholdBad ? true : undefined}
            aria-describedby={thresholdBad ? 'serving-threshold-problem' : undefined}
            onChange={(event) => setThreshold(event.target.value)}
          />
          {thresholdBad ? (
            <span id="serving-threshold-problem" className={styles.invalid}>
              {format(s.missedInvalid, RANGE)}
            </span>
          ) : null}
        </label>
        <label>
          {s.foodCost}
          <input
            inputMode="decimal"
            value={cost}
            aria-invalid={costBad ? true : undefined}
            aria-describedby={costBad ? 'serving-cost-problem' : undefined}
            onChange={(event) => setCost(event.target.value)}
          />
          {costBad ? (
            <span id="serving-cost-problem" className={styles.invalid}>
              {s.foodCostInvalid}
            </span>
          ) : null}
        </label>
      </div>
      <div className={styles.toolbar}>
        <label>
          <span>
            <input
              type="checkbox"
              checked={publicRatings}
              onChange={(event) => setPublicRatings(event.target.checked)}
            />{' '}
            {s.publicRatings}
          </span>
        </label>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      <button type="submit" className={styles.button} disabled={thresholdBad || costBad}>
        {t.common.save}
      </button>
    </form>
  );
}
