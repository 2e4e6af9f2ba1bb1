'use client';

import { lazy, Suspense, useEffect, useMemo } from 'react';
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
import { useChildMealCollection } from '@/lib/api/serving';
import { useNutritionWeek } from '@/lib/api/nutrition';
import { DiningType, type MealAxisStatus } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { diningLabel, statusLabel } from '@/lib/meal/calendar';
import { hiddenDayFunctions } from '@/lib/meal/dayFunctions';
import { mondayOf } from '@/lib/meal/ordering';
import type { FunctionButton } from '@/lib/meal/functions';
import { navigateTo, redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import styles from '../../components/meal/meal.module.css';

// The serving line's part of the day (decision 078): its data, words and QR code load after the
// day itself, only for a meal that was ordered.
const loadMealCollection = () => import('@/components/serving/MealCollection');
const MealCollection = lazy(loadMealCollection);
// A standing allergy alert for this meal, with its cancel (decision 080).
const AllergyAlerts = lazy(() => import('@/components/allergy/AllergyAlerts'));
// The meal's nutrients against the child's target (decision 081), with its area's words.
const loadMealNutrients = () => import('@/components/nutrition/MealNutrients');
const MealNutrients = lazy(loadMealNutrients);

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
  // The serving line's state of an ordered meal, read here as soon as the day says it was ordered
  // (beside the menu's read, not after it); MealCollection shows it.
  const collects =
    !!child && !!entry && ORDERED.includes(entry.mealAxisStatus) && date <= deviceToday();
  const collection = useChildMealCollection(collects ? child : undefined, date, diningType);
  const collectionSettled =
    !collects || collection.data !== undefined || collection.error !== undefined;
  // The nutrients' table, last on the day and its largest paint, waited for the menu, then its
  // chunk, then its week's read, one after the other (LCP 4.0 s in bench:lighthouse on a school
  // day). Once the day names a menu, its chunk and week start beside the menu's own read; the
  // code's chunk too, once the day says the meal was ordered.
  const hasMenu = !!entry?.mealBoxId;
  // Read here, not only inside the nutrients: SWR renders a screen again only for the fields its
  // render read, and the nutrients' first render can be a retry after their code came, with the
  // props of the screen's last render. A week that answered while that code loaded was never seen
  // (the table waited for any other render: 2 s in bench:lighthouse).
  const { data: weekData, isLoading: weekLoading } = useNutritionWeek(
    hasMenu ? mondayOf(date) : null,
  );
  const week = { data: weekData, isLoading: weekLoading };
  useEffect(() => {
    if (hasMenu) void loadMealNutrients();
    if (collects) void loadMealCollection();
  }, [hasMenu, collects]);

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
        // The buttons come with the business setting, read beside the day: the day waits for both,
        // as buttons arriving later pushed the menu's loading line down.
        isLoading={(!day.data && day.isLoading) || (!business.data && business.isLoading)}
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
            0.29), and before the menu came the menu pushed it. The nutrients go below it, and
            only once it has settled (its read answered, its chunk come): shown before, they were
            pushed down by the code as it came (a shift of 0.14). Inside the code's boundary, so
            they wait for its chunk; in their own, so their chunk does not hide the code again. */}
        {box.data || box.error || entry?.mealBoxId === null ? (
          <Suspense fallback={null}>
            {collects ? (
              <MealCollection collection={collection.data} childName={selected.userName ?? ''} />
            ) : null}
            {box.data && collectionSettled ? (
              <Suspense fallback={null}>
                <MealNutrients box={box.data} date={date} diningType={diningType} week={week} />
              </Suspense>
            ) : null}
          </Suspense>
        ) : null}
      </AsyncState>
    </Page>
  );
}
