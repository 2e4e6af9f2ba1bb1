'use client';

import { lazy, Suspense, useMemo } from 'react';
import { useAllergyProfile } from '@/lib/api/allergy';
import { DiningSwitch } from '@/components/meal/DiningSwitch';
import { FunctionButtons } from '@/components/meal/FunctionButtons';
import { MealBoxView } from '@/components/meal/MealBoxView';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { OutboxItems } from '@/components/outbox/OutboxItems';
import { useOutbox } from '@/lib/outbox/outbox';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { deviceToday } from '@/components/meal/useMonthCursor';
import { useMealBox, useMealDay, useServiceBusiness } from '@/lib/api/meal';
import { DiningType, type MealAxisStatus } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { diningLabel, statusLabel } from '@/lib/meal/calendar';
import { hiddenDayFunctions } from '@/lib/meal/dayFunctions';
import type { FunctionButton } from '@/lib/meal/functions';
import { navigateTo, redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import styles from '../../components/meal/meal.module.css';

// The serving line's part of the day (decision 078): its data, words and QR code load after the
// day itself, only for a meal that was ordered.
const MealCollection = lazy(() => import('@/components/serving/MealCollection'));
// A standing allergy alert for this meal, with its cancel (decision 080).
const AllergyAlerts = lazy(() => import('@/components/allergy/AllergyAlerts'));
// The meal's nutrients against the child's target (decision 081), with its area's words.
const MealNutrients = lazy(() => import('@/components/nutrition/MealNutrients'));

/** A meal that was ordered: it has a state at the serving line, and maybe a code to show. */
const ORDERED: readonly MealAxisStatus[] = ['Order', 'Reserve', 'Meals', 'Evaluate'];

/** A day: its status per dining type, the meal box with dishes, weights and allergens. */
export default function MealDayScreen() {
  const t = messages();
  const { date = deviceToday(), diningType = 'Lunch' } = useRoute('mealDay').query;
  const day = useMealDay(date);
  const entry = day.data?.find((candidate) => candidate.diningType === diningType);
  const box = useMealBox(entry?.mealBoxId ?? null, diningType);
  const business = useServiceBusiness(diningType, date);
  const selected = useSelectedChild();
  const child = selected.associatedUserId;
  // The child's verified allergies mark the unsafe dishes (decision 080); quiet when unknown.
  const verified = useAllergyProfile(child).data?.verified;
  const avoid = useMemo(() => new Set(verified?.map((entry) => entry.code)), [verified]);
  const waiting = useOutbox().filter((item) => item.child === child && item.date === date);

  function onDiningChange(next: DiningType) {
    void redirectTo({ url: route('mealDay', { date, diningType: next }) });
  }

  function onFunction(name: FunctionButton) {
    if (name === 'monthOrder') {
      void navigateTo({
        url: route('mealMonth', { diningType, mode: 'order', month: date.slice(0, 7) }),
      });
    } else {
      const target = name === 'order' ? 'mealOrder' : name === 'leave' ? 'leave' : 'mealEvaluate';
      void navigateTo({ url: route(target, { date, diningType }) });
    }
  }

  return (
    <Page padded title={t.routes.mealDay} dataTime={box.data?.generatedAt}>
      <h2 className={styles.heading}>
        {format(t.meal.daySummary, { date, dining: diningLabel(t.meal, diningType) })}
      </h2>
      <DiningSwitch value={diningType} onChange={onDiningChange} />
      <Suspense fallback={null}>
        <AllergyAlerts date={date} diningType={diningType} />
      </Suspense>
      <AsyncState
        serverText={false}
        isLoading={!day.data && day.isLoading}
        error={day.data ? undefined : day.error}
        onRetry={() => void day.mutate()}
      >
        <p className={styles.status} role="status">
          {entry ? statusLabel(t.meal, entry.mealAxisStatus) : t.meal.noStatus}
        </p>
        <OutboxItems items={waiting} />
        <FunctionButtons
          setting={business.data}
          diningType={diningType}
          onPress={onFunction}
          hide={hiddenDayFunctions(entry?.mealAxisStatus, business.data)}
        />
        {entry?.mealBoxId === null || (day.data && !entry) ? (
          <p className={styles.note}>{t.meal.noMenu}</p>
        ) : (
          <AsyncState
            serverText={false}
            isLoading={!box.data && (box.isLoading || !entry)}
            error={box.data ? undefined : box.error}
            onRetry={() => void box.mutate()}
          >
            {box.data ? (
              <MealBoxView box={box.data} avoid={avoid} childName={selected.userName ?? ''} />
            ) : null}
          </AsyncState>
        )}
        {/* After the menu, once it has come: the code (or 已取餐) arrives after its own read and
            the QR chunk; above the menu it pushed the menu down as it came (a layout shift of
            0.29), and before the menu came the menu pushed it. The nutrients, read last, go
            below both. */}
        {child &&
        entry &&
        ORDERED.includes(entry.mealAxisStatus) &&
        date <= deviceToday() &&
        (box.data || box.error || entry.mealBoxId === null) ? (
          <Suspense fallback={null}>
            <MealCollection
              child={child}
              childName={selected.userName ?? ''}
              date={date}
              diningType={diningType}
            />
          </Suspense>
        ) : null}
        {box.data ? (
          <Suspense fallback={null}>
            <MealNutrients box={box.data} date={date} diningType={diningType} />
          </Suspense>
        ) : null}
      </AsyncState>
    </Page>
  );
}
