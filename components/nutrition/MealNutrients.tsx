'use client';

import type { DiningType } from '@/lib/contract/enums';
import type { MealBox } from '@/lib/contract/meal';
import type { NutritionWeek } from '@/lib/contract/nutrition';
import { format } from '@/lib/i18n';
import { nutritionMessages } from '@/lib/i18n/areas/nutrition';
import { mealTotals, verdicts } from '@/lib/nutrition/totals';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { NutrientTable } from './NutrientTable';
import styles from './nutrition.module.css';

// Under the day screen's dishes (decision 081): the meal's energy and nutrients from its dishes'
// weights, against the child's target when the child is ordered for it (the week call knows the
// child's age group), and the way to the week view. Loaded lazily with its area catalogue.

export default function MealNutrients({
  box,
  date,
  diningType,
  week,
}: {
  box: MealBox;
  date: string;
  diningType: DiningType;
  /** The day screen's read of the child's week, started beside the menu's. */
  week: { data?: NutritionWeek; isLoading: boolean };
}) {
  const t = nutritionMessages();
  const totals = mealTotals(
    box.dishesWeights.map((dish) => ({
      weightGrams: dish.weight * dish.count,
      nutrients: dish.nutrients,
    })),
  );
  // The target only: the verdicts are this box's, whatever version the week read.
  const ordered = week.data?.meals.find(
    (meal) => meal.date === date && meal.diningType === diningType,
  );
  // Shown once the week has answered (or failed): the target arriving into a shown table widened
  // its amounts and moved them. It comes last on the day, so waiting pushes nothing.
  if (week.isLoading) return null;
  return (
    <section className={styles.card} aria-label={t.mealTitle}>
      {Object.keys(totals).length === 0 ? (
        <p className={styles.note}>{t.mealNone}</p>
      ) : (
        <NutrientTable
          caption={t.mealTitle}
          totals={totals}
          target={ordered?.target}
          verdicts={ordered ? verdicts(totals, ordered.target) : undefined}
        />
      )}
      {week.data && ordered ? (
        <p className={styles.note}>
          {format(t.basis, { group: week.data.ageGroup.replace('-', '–') })}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.link}
        onClick={() => void navigateTo({ url: route('mealNutrition', { date }) })}
      >
        {t.open}
      </button>
    </section>
  );
}
