'use client';

import { useMemo } from 'react';
import { DiningSwitch } from '@/components/meal/DiningSwitch';
import { MealCalendar } from '@/components/meal/MealCalendar';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { deviceToday, useMonthCursor } from '@/components/meal/useMonthCursor';
import { useMealMonth } from '@/lib/api/meal';
import { messages } from '@/lib/i18n';
import { orderMessages } from '@/lib/i18n/areas/order';
import { itemsByDate } from '@/lib/meal/calendar';
import { navigateTo, redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { OrderMode } from './monthParts/OrderMode';
import styles from './monthParts/ordering.module.css';

/**
 * A month of the selected child's meals; `month=YYYY-MM` and `diningType` pick which, `mode=order`
 * turns it into the calendar to order from (decision 085).
 */
export default function MealMonthScreen() {
  const t = messages();
  const cal = orderMessages().cal;
  const { month, diningType = 'Lunch', mode } = useRoute('mealMonth').query;
  const start = month ? `${month}-01` : null;
  const cursor = useMonthCursor(start);
  const monthInfo = useMealMonth(cursor.year, cursor.month, diningType);
  const items = useMemo(() => itemsByDate(monthInfo.data), [monthInfo.data]);
  const shownMonth = `${cursor.year}-${String(cursor.month).padStart(2, '0')}`;
  const ordering = mode === 'order';

  const go = (next: { diningType?: typeof diningType; ordering?: boolean }) =>
    void redirectTo({
      url: route('mealMonth', {
        month: shownMonth,
        diningType: next.diningType ?? diningType,
        ...((next.ordering ?? ordering) && { mode: 'order' as const }),
      }),
    });

  return (
    <Page padded title={t.routes.mealMonth} dataTime={monthInfo.data?.generatedAt}>
      <div className={styles.toggle} role="group" aria-label={cal.modeLabel}>
        <button
          type="button"
          className={styles.pill}
          aria-pressed={!ordering}
          onClick={() => go({ ordering: false })}
        >
          {cal.modeView}
        </button>
        <button
          type="button"
          className={styles.pill}
          aria-pressed={ordering}
          onClick={() => go({ ordering: true })}
        >
          {cal.modeOrder}
        </button>
      </div>
      <DiningSwitch value={diningType} onChange={(next) => go({ diningType: next })} />
      {ordering ? (
        // Outside the month's loading state: moving a month keeps the days picked so far.
        <OrderMode
          key={diningType}
          year={cursor.year}
          month={cursor.month}
          today={monthInfo.data?.today ?? deviceToday()}
          diningType={diningType}
          items={items}
          itemsState={monthInfo}
          onPrevMonth={cursor.prev}
          onNextMonth={cursor.next}
        />
      ) : (
        <AsyncState
          serverText={false}
          isLoading={!monthInfo.data && monthInfo.isLoading}
          error={monthInfo.data ? undefined : monthInfo.error}
          onRetry={() => void monthInfo.mutate()}
        >
          <MealCalendar
            year={cursor.year}
            month={cursor.month}
            today={monthInfo.data?.today ?? deviceToday()}
            items={items}
            onSelect={(date) => void navigateTo({ url: route('mealDay', { date, diningType }) })}
            onPrevMonth={cursor.prev}
            onNextMonth={cursor.next}
          />
        </AsyncState>
      )}
    </Page>
  );
}
