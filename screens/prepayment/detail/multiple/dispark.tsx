'use client';

import { useState } from 'react';
import { usePrepaymentModel } from '@/lib/api/money';
import { useOrderOptions } from '@/lib/api/order';
import type { DiningType } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { diningLabel } from '@/lib/order/labels';
import { formatFen } from '@/lib/money/fen';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../../../components/order/order.module.css';
import { PrepaymentSummary } from '@/screens/prepayment/parts/PrepaymentSummary';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** A multiple-meal package: the meals (dining types) and the days, each open to order. */
export default function PrepaymentMultipleDisparkScreen() {
  const t = messages();
  const m = moneyMessages().prepayment;
  const { prepaymentId, associatedUserId: fromRoute } = useRoute('prepaymentMultipleDispark').query;
  const { associatedUserId } = useSelectedChild(fromRoute);
  const model = usePrepaymentModel(prepaymentId, associatedUserId);
  const [meals, setMeals] = useState<DiningType[]>([]);
  const [dates, setDates] = useState<string[]>([]);
  // One reading per dining type (a fixed number of hooks); a day is offered when every chosen
  // meal is open on it.
  const breakfast = useOrderOptions(
    meals.includes('Breakfast') ? associatedUserId : undefined,
    'Breakfast',
    'Ordinary',
  );
  const lunch = useOrderOptions(
    meals.includes('Lunch') ? associatedUserId : undefined,
    'Lunch',
    'Ordinary',
  );
  const dinner = useOrderOptions(
    meals.includes('Dinner') ? associatedUserId : undefined,
    'Dinner',
    'Ordinary',
  );
  const readings = { Breakfast: breakfast.data, Lunch: lunch.data, Dinner: dinner.data };
  const openSets = meals.map(
    (meal) =>
      new Set(
        (readings[meal]?.dates ?? []).filter((d) => d.status === 'Available').map((d) => d.date),
      ),
  );
  const offered = openSets.length
    ? [...openSets[0]!].filter((date) => openSets.every((set) => set.has(date))).sort()
    : [];
  const chosen = dates.filter((date) => offered.includes(date));
  const prices = model.data?.prices ?? [];
  const perDay = prices
    .filter((entry) => meals.includes(entry.diningType))
    .reduce((sum, entry) => sum + entry.price, 0);
  const prepayment = model.data?.prepayment;
  return (
    <Page title={t.routes.prepaymentMultipleDispark}>
      <div className={styles.content}>
        <AsyncState
          isLoading={model.isLoading}
          error={model.error}
          onRetry={() => void model.mutate()}
        >
          {prepayment ? (
            <>
              <PrepaymentSummary prepayment={prepayment} credit={perDay * chosen.length} />
              <fieldset className={styles.card}>
                <legend>{m.chooseMeals}</legend>
                <div className={styles.choices}>
                  {prices.map((entry) => (
                    <label key={entry.diningType} className={styles.choice}>
                      <input
                        type="checkbox"
                        checked={meals.includes(entry.diningType)}
                        onChange={() => setMeals((current) => toggle(current, entry.diningType))}
                      />
                      {`${diningLabel(entry.diningType)} ${formatFen(entry.price)}`}
                    </label>
                  ))}
                </div>
              </fieldset>
              {meals.length > 0 ? (
                <fieldset className={styles.card}>
                  <legend>{m.chooseDates}</legend>
                  <div className={styles.choices}>
                    {offered.map((date) => (
                      <label key={date} className={styles.choice}>
                        <input
                          type="checkbox"
                          checked={chosen.includes(date)}
                          onChange={() => setDates((current) => toggle(current, date))}
                        />
                        {date}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
              <p className={styles.hint}>
                {format(m.mealsSummary, { meals: meals.length, days: chosen.length })}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.primary}`}
                  disabled={meals.length === 0 || chosen.length === 0 || !prepayment.purchasable}
                  onClick={() =>
                    void navigateTo({
                      url: route('prepaymentMultiplePay', {
                        prepaymentId,
                        associatedUserId,
                        diningTypes: meals.join(','),
                        dates: chosen.join(','),
                      }),
                    })
                  }
                >
                  {m.next}
                </button>
              </div>
            </>
          ) : null}
        </AsyncState>
      </div>
    </Page>
  );
}
