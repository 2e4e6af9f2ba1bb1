'use client';

import { useMemo } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { MealBoxView } from '@/components/meal/MealBoxView';
import { useAllergyProfile } from '@/lib/api/allergy';
import { useMealBox, useMealDay, useServiceBusiness } from '@/lib/api/meal';
import type { MealAxisStatus } from '@/lib/contract/enums';
import type { DayOrderDetail } from '@/lib/contract/order';
import { messages } from '@/lib/i18n';
import { statusLabel } from '@/lib/meal/calendar';
import { hiddenDayFunctions } from '@/lib/meal/dayFunctions';
import { shownFunctions, type FunctionButton } from '@/lib/meal/functions';
import { useOnline } from '@/lib/platform/online';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import styles from '../../../components/meal/meal.module.css';
import order from '../../../components/order/order.module.css';

/** A meal that still stands in the order may be left; others have nothing to leave. */
const LEAVABLE: readonly MealAxisStatus[] = ['Order', 'Reserve'];

/**
 * The ordered meal as the meal day shows it: its state, its dishes with weights and allergen
 * marks, and the day's rate and leave (same switches and deadlines as the day's buttons). Ordering
 * again is the day's business, not an order's, so those buttons stay off here.
 */
export function MealOfOrder({
  meal,
  child,
  childName,
}: {
  meal: DayOrderDetail;
  child: number;
  childName: string;
}) {
  const t = messages();
  const { mealsDate: date, diningType } = meal;
  const day = useMealDay(date);
  const entry = day.data?.find((candidate) => candidate.diningType === diningType);
  const box = useMealBox(entry?.mealBoxId ?? null, diningType);
  const business = useServiceBusiness(diningType, date);
  const verified = useAllergyProfile(child).data?.verified;
  const avoid = useMemo(() => new Set(verified?.map((allergy) => allergy.code)), [verified]);

  const status = entry?.mealAxisStatus;
  const hide: FunctionButton[] = [
    'order',
    'monthOrder',
    ...hiddenDayFunctions(status, business.data),
  ];
  if (meal.state !== 'Order' || !status || !LEAVABLE.includes(status)) hide.push('leave');
  // Leave and rating need the server: offline they are not offered (as on the meal day).
  const online = useOnline();
  const actions = online
    ? shownFunctions(business.data, diningType).filter((name) => !hide.includes(name))
    : [];

  function onFunction(name: FunctionButton) {
    const url =
      name === 'leave'
        ? route('leave', { associatedUserId: child, date, diningType })
        : route('mealEvaluate', { date, diningType });
    void navigateTo({ url });
  }

  return (
    <AsyncState
      serverText={false}
      isLoading={!day.data && day.isLoading}
      error={day.data ? undefined : day.error}
      onRetry={() => void day.mutate()}
    >
      <p className={styles.status} role="status">
        {entry ? statusLabel(t.meal, entry.mealAxisStatus) : t.meal.noStatus}
      </p>
      {actions.length > 0 ? (
        <div className={order.actions}>
          {actions.map((name) => (
            <button
              key={name}
              type="button"
              className={`${order.button} ${order.primary}`}
              onClick={() => onFunction(name)}
            >
              {name === 'leave' ? t.meal.functionLeave : t.meal.functionEvaluate}
            </button>
          ))}
        </div>
      ) : null}
      {entry?.mealBoxId === null || (day.data && !entry) ? (
        <p className={styles.note}>{t.meal.noMenu}</p>
      ) : (
        <AsyncState
          serverText={false}
          isLoading={!box.data && (box.isLoading || !entry)}
          error={box.data ? undefined : box.error}
          onRetry={() => void box.mutate()}
        >
          {box.data ? <MealBoxView box={box.data} avoid={avoid} childName={childName} /> : null}
        </AsyncState>
      )}
    </AsyncState>
  );
}
