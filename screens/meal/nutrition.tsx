'use client';

import { useEffect } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { deviceToday } from '@/components/meal/useMonthCursor';
import { amountText, NutrientTable } from '@/components/nutrition/NutrientTable';
import styles from '../../components/nutrition/nutrition.module.css';
import { useNutritionWeek } from '@/lib/api/nutrition';
import type { NutritionMeal } from '@/lib/contract/nutrition';
import { format } from '@/lib/i18n';
import { nutritionMessages } from '@/lib/i18n/areas/nutrition';
import { dayjs } from '@/lib/i18n/dayjs';
import { mondayOf } from '@/lib/meal/ordering';
import { redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';

// 营养周报 (decision 081): the selected child's ordered meals of a week, each against the
// WS/T 554-2017 target for the child's age, and the week's mean per dining type.

function MealCard({ meal }: { meal: NutritionMeal }) {
  const t = nutritionMessages();
  const dining = t.dining[meal.diningType];
  const title = `${dayjs(meal.date).format('MM-DD ddd')} ${dining}`;
  return (
    <section className={styles.card} aria-label={title}>
      <NutrientTable
        caption={title}
        totals={meal.totals}
        target={meal.target}
        verdicts={meal.verdicts}
      />
      {meal.dishesWithout > 0 ? (
        <p className={styles.note}>{format(t.without, { count: meal.dishesWithout })}</p>
      ) : null}
    </section>
  );
}

export default function MealNutritionScreen() {
  const t = nutritionMessages();
  const { date = deviceToday() } = useRoute('mealNutrition').query;
  const start = mondayOf(date);
  const end = dayjs(start).add(6, 'day').format('YYYY-MM-DD');
  const week = useNutritionWeek(start);
  const data = week.data;
  // The route's title is this area's: the router set it before this chunk (and its words) loaded.
  const title = t.routes.mealNutrition;
  useEffect(() => {
    document.title = title;
  }, [title]);

  function go(days: number) {
    const next = dayjs(start).add(days, 'day').format('YYYY-MM-DD');
    void redirectTo({ url: route('mealNutrition', { date: next }) });
  }

  return (
    <Page padded title={t.weekTitle}>
      <nav className={styles.weekNav} aria-label={t.weekTitle}>
        <button type="button" onClick={() => go(-7)} aria-label={t.prevWeek}>
          ‹
        </button>
        <span className={styles.weekLabel}>{format(t.week, { start, end })}</span>
        <button type="button" onClick={() => go(7)} aria-label={t.nextWeek}>
          ›
        </button>
      </nav>
      <AsyncState
        serverText={false}
        isLoading={!data && week.isLoading}
        error={data ? undefined : week.error}
        onRetry={() => void week.mutate()}
      >
        {data ? (
          <>
            <p className={styles.basis}>
              {format(t.basis, { group: data.ageGroup.replace('-', '–') })} ·{' '}
              {t.basisFrom[data.ageFrom]}
            </p>
            {data.meals.length === 0 ? <p className={styles.note}>{t.none}</p> : null}
            {data.averages.length > 0 ? (
              <>
                <h2 className={styles.heading}>{t.average}</h2>
                {data.averages.map((average) => {
                  const caption = format(t.averageOf, {
                    dining: t.dining[average.diningType],
                    count: average.meals,
                  });
                  const energy = average.totals.energyKcal;
                  const goal = average.target.energyKcal;
                  return (
                    <section key={average.diningType} className={styles.card} aria-label={caption}>
                      <h3 className={styles.cardTitle}>{caption}</h3>
                      {energy !== undefined && goal !== undefined ? (
                        <p className={styles.energy}>
                          {format(t.energyLine, {
                            value: amountText(energy),
                            target: amountText(goal),
                          })}
                          {average.verdicts.energyKcal
                            ? ` · ${t.verdict[average.verdicts.energyKcal]}`
                            : ''}
                        </p>
                      ) : null}
                      <NutrientTable
                        caption={caption}
                        hideCaption
                        totals={average.totals}
                        target={average.target}
                        verdicts={average.verdicts}
                      />
                    </section>
                  );
                })}
                <h2 className={styles.heading}>{t.meals}</h2>
                {data.meals.map((meal) => (
                  <MealCard key={`${meal.date}-${meal.diningType}`} meal={meal} />
                ))}
              </>
            ) : null}
          </>
        ) : null}
      </AsyncState>
    </Page>
  );
}
