'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { useWasteReport } from '@/lib/api/adminServing';
import { errorText } from '@/lib/api/errorText';
import { WASTE_PERIOD_MAX_DAYS } from '@/lib/contract/serving';
import { format } from '@/lib/i18n';
import { servingMessages } from '@/lib/i18n/areas/serving';
import { schoolToday } from '@/lib/time/schoolTime';
import { ConsoleFrame } from '@/screens/admin/parts/ConsoleFrame';
import styles from '../parts/console.module.css';
import serving from '../parts/serving.module.css';
import { periodProblem, presetPeriod, type Period, type PeriodPreset } from './period';
import { Report } from './Report';

/** /pages/admin/waste: ordered, collected, left over and rated over a period (decision 078). */
export default function WasteScreen() {
  return <ConsoleFrame current="adminWaste">{() => <Dashboard />}</ConsoleFrame>;
}

const PRESETS: readonly PeriodPreset[] = ['thisWeek', 'lastFourWeeks', 'custom'];

function Dashboard() {
  const w = servingMessages().waste;
  const [today] = useState(schoolToday);
  const [preset, setPreset] = useState<PeriodPreset>('thisWeek');
  const [typed, setTyped] = useState<Period>(() => presetPeriod('lastFourWeeks', today));
  const [custom, setCustom] = useState<Period | null>(null);
  const period = preset === 'custom' ? custom : presetPeriod(preset, today);
  const problem = periodProblem(typed);
  const problemText =
    problem === 'tooLong'
      ? format(w.periodTooLong, { max: WASTE_PERIOD_MAX_DAYS })
      : problem === 'order'
        ? w.periodOrder
        : '';
  return (
    <>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <fieldset className={serving.presets}>
          <legend>{w.period}</legend>
          {PRESETS.map((name) => (
            <label key={name}>
              <input
                type="radio"
                name="waste-period"
                checked={preset === name}
                onChange={() => setPreset(name)}
              />
              {w[name]}
            </label>
          ))}
        </fieldset>
        <button type="button" className={styles.secondary} onClick={() => window.print()}>
          {w.print}
        </button>
      </div>
      {preset === 'custom' ? (
        <form
          className={`${styles.toolbar} ${styles.noPrint}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) setCustom(typed);
          }}
        >
          <label>
            {w.from}
            <input
              type="date"
              value={typed.from}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setTyped({ ...typed, from: event.target.value })}
            />
          </label>
          <label>
            {w.to}
            <input
              type="date"
              value={typed.to}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setTyped({ ...typed, to: event.target.value })}
            />
          </label>
          <button type="submit" className={styles.button} disabled={problem !== null}>
            {w.show}
          </button>
          {problemText ? (
            <p className={styles.invalid} role="alert">
              {problemText}
            </p>
          ) : null}
        </form>
      ) : null}
      {period ? <PeriodReport period={period} /> : null}
    </>
  );
}

function PeriodReport({ period }: { period: Period }) {
  const w = servingMessages().waste;
  const report = useWasteReport(period);
  return (
    <>
      <p className={serving.period}>
        {format(w.periodShown, { from: period.from, to: period.to })}
      </p>
      <AsyncState
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.mutate()}
        errorText={errorText(report.error, w.failed)}
      >
        {report.data ? <Report report={report.data} /> : null}
      </AsyncState>
    </>
  );
}
