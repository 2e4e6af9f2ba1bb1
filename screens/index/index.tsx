'use client';

import { lazy, Suspense, useMemo, useState } from 'react';
import { DiningSwitch } from '@/components/meal/DiningSwitch';
import { FunctionButtons } from '@/components/meal/FunctionButtons';
import { MealCalendar } from '@/components/meal/MealCalendar';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { deviceToday, useMonthCursor } from '@/components/meal/useMonthCursor';
import { useAllergyAlerts } from '@/lib/api/allergyAlerts';
import { useMealMonth, useServiceBusiness } from '@/lib/api/meal';
import { useIdentities } from '@/lib/api/user';
import { useChildFromRoute } from '@/lib/user/routeChild';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { usePrefetchMealWeeks } from '@/lib/api/mealPrefetch';
import type { DiningType } from '@/lib/contract/enums';
import { messages } from '@/lib/i18n';
import { itemsByDate } from '@/lib/meal/calendar';
import type { FunctionButton } from '@/lib/meal/functions';
import { navigateTo } from '@/lib/router/navigation';
import { route, type RouteName } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { ChildHeader } from './parts/ChildHeader';

// The allergy banner (decision 080) is loaded only when an alert stands: home's first load stays
// as it was for every family without one.
const AllergyAlerts = lazy(() => import('@/components/allergy/AllergyAlerts'));

const NO_FLAGS: ReadonlyMap<string, string> = new Map();

const FUNCTION_ROUTES: Record<FunctionButton, RouteName> = {
  order: 'mealMonth',
  monthOrder: 'mealMonth',
  leave: 'leave',
  evaluate: 'mealEvaluate',
};

/** Home tab: the selected child's month of meals, by dining type, and today's functions. */
export default function HomeScreen() {
  const t = messages();
  useChildFromRoute(useRoute('home').query.associatedUserId);
  const [diningType, setDiningType] = useState<DiningType>('Lunch');
  const cursor = useMonthCursor();
  const monthInfo = useMealMonth(cursor.year, cursor.month, diningType);
  const today = monthInfo.data?.today ?? deviceToday();
  const business = useServiceBusiness(diningType, today);
  // The setting is asked for once the child is known: until then it is loading too.
  const childrenLoading = useIdentities().isLoading;
  const items = useMemo(() => itemsByDate(monthInfo.data), [monthInfo.data]);
  const todayStatus = items.get(today)?.mealAxisStatus;
  // The selected child's days with a standing allergy alert (decision 080), from the alerts.
  const standingAlerts = useAllergyAlerts();
  const [flags, setFlags] = useState<ReadonlyMap<string, string>>(NO_FLAGS);
  const child = useSelectedChild().associatedUserId;
  // After the calendar shows: the two weeks' menus into the worker's offline copy.
  usePrefetchMealWeeks(String(child ?? '') || null, monthInfo.data ? today : null, diningType);

  function openDay(date: string) {
    void navigateTo({ url: route('mealDay', { date, diningType }) });
  }

  // Both order buttons open the calendar to order from (decision 085): today is always past its
  // cut-off; a month order starts at next month.
  function onFunction(name: FunctionButton) {
    const [y = 0, m = 0] = today.split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const params =
      name === 'order'
        ? { diningType, mode: 'order' as const }
        : name === 'monthOrder'
          ? { diningType, mode: 'order' as const, month: next }
          : { date: today, diningType };
    void navigateTo({ url: route(FUNCTION_ROUTES[name], params) });
  }

  return (
    <Page padded title={t.routes.home} back={false} dataTime={monthInfo.data?.generatedAt}>
      <ChildHeader />
      {standingAlerts.open.length > 0 ? (
        <Suspense fallback={null}>
          <AllergyAlerts child={child} onFlags={setFlags} />
        </Suspense>
      ) : null}
      <DiningSwitch value={diningType} onChange={setDiningType} />
      <FunctionButtons
        setting={business.data}
        diningType={diningType}
        onPress={onFunction}
        hide={todayStatus === 'Meals' ? [] : ['evaluate']}
        pending={business.isLoading || childrenLoading}
      />
      <AsyncState
        serverText={false}
        isLoading={!monthInfo.data && monthInfo.isLoading}
        error={monthInfo.data ? undefined : monthInfo.error}
        onRetry={() => void monthInfo.mutate()}
      >
        <MealCalendar
          year={cursor.year}
          month={cursor.month}
          today={today}
          items={items}
          onSelect={openDay}
          onPrevMonth={cursor.prev}
          onNextMonth={cursor.next}
          flags={standingAlerts.open.length > 0 ? flags : NO_FLAGS}
        />
      </AsyncState>
    </Page>
  );
}
