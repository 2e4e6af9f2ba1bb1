'use client';

import { dayjs } from '@/lib/i18n/dayjs';
import { DiningSwitch } from '@/components/meal/DiningSwitch';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { useMealYear, useOrderCount } from '@/lib/api/meal';
import { format, messages } from '@/lib/i18n';
import { monthName } from '@/lib/i18n/months';
import { LEGEND_STATUSES, statusLabel } from '@/lib/meal/calendar';
import { navigateTo, redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import styles from '../../components/meal/meal.module.css';

/** The year at a glance: per month, how many days were ordered, eaten, rated or on leave. */
export default function MealIndexScreen() {
  const t = messages();
  const { diningType = 'Lunch' } = useRoute('meal').query;
  const year = dayjs().year();
  const summary = useMealYear(year, diningType);
  const count = useOrderCount();

  return (
    <Page padded title={t.routes.meal}>
      <h2 className={styles.heading}>{format(t.meal.yearTitle, { year })}</h2>
      {count.data ? (
        <p className={styles.status}>{format(t.meal.orderCount, { count: count.data.count })}</p>
      ) : null}
      <DiningSwitch
        value={diningType}
        onChange={(next) => void redirectTo({ url: route('meal', { diningType: next }) })}
      />
      <AsyncState
        serverText={false}
        isLoading={!summary.data && summary.isLoading}
        error={summary.data ? undefined : summary.error}
        onRetry={() => void summary.mutate()}
        isEmpty={summary.data?.length === 0}
      >
        <ul className={styles.list}>
          {(summary.data ?? []).map((entry) => (
            <li key={entry.month} className={styles.row}>
              <button
                type="button"
                className={styles.link}
                onClick={() =>
                  void navigateTo({ url: route('mealMonth', { month: entry.month, diningType }) })
                }
              >
                <strong>{monthName(Number(entry.month.slice(5)))}</strong>{' '}
                {LEGEND_STATUSES.filter((status) => entry.statusCounts[status])
                  .map((status) => `${statusLabel(t.meal, status)} ${entry.statusCounts[status]}`)
                  .join(' · ')}
              </button>
            </li>
          ))}
        </ul>
      </AsyncState>
    </Page>
  );
}
