'use client';

import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { useMealLogs } from '@/lib/api/meal';
import { format, messages } from '@/lib/i18n';
import { monthOfYear } from '@/lib/i18n/months';
import { statusLabel } from '@/lib/meal/calendar';
import styles from '../../components/meal/meal.module.css';

/** The meal log: per month (`YYYY-MM`), each day's status and how many meals it had. */
export default function MealLogsScreen() {
  const t = messages();
  const logs = useMealLogs();
  const months = logs.data ?? [];
  return (
    <Page padded title={t.routes.myMealLogs}>
      <AsyncState
        serverText={false}
        isLoading={!logs.data && logs.isLoading}
        error={logs.data ? undefined : logs.error}
        onRetry={() => void logs.mutate()}
      >
        {logs.data && months.length === 0 ? (
          <p className={styles.note}>{t.meal.logsEmpty}</p>
        ) : null}
        {months.map((month) => (
          <section key={month.logDate} aria-labelledby={`log-${month.logDate}`}>
            <h2 id={`log-${month.logDate}`} className={styles.heading}>
              {monthOfYear(month.logDate)}
            </h2>
            <ul className={styles.list}>
              {month.mealLogs.map((day) => (
                <li key={day.mealsDate} className={styles.row}>
                  <span>{day.mealsDate}</span>
                  <span>{statusLabel(t.meal, day.mealAxisStatus)}</span>
                  <span>{format(t.meal.logCount, { count: day.count })}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </AsyncState>
    </Page>
  );
}
