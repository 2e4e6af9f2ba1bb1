'use client';

import { useMemo } from 'react';
import { DiningSwitch } from '@/components/meal/DiningSwitch';
import { MealCalendar } from '@/components/meal/MealCalendar';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { deviceToday, useMonthCursor } from '@/components/meal/useMonthCursor';
import { useMealMonth } from '@/lib/api/meal';
import { messages } from '@/lib/i18n';
import { itemsByDate } from '@/lib/meal/calendar';
import { navigateTo, redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';

/** A month of the selected child's meals; `month=YYYY-MM` and `diningType` pick which. */
export default function MealMonthScreen() {
  const t = messages();
  const { month, diningType = 'Lunch' } = useRoute('mealMonth').query;
  const start = month ? `${month}-01` : null;
  const cursor = useMonthCursor(start);
  const monthInfo = useMealMonth(cursor.year, cursor.month, diningType);
  const items = useMemo(() => itemsByDate(monthInfo.data), [monthInfo.data]);

  return (
    <Page padded title={t.routes.mealMonth} dataTime={monthInfo.data?.generatedAt}>
      <DiningSwitch
        value={diningType}
        onChange={(next) =>
          void redirectTo({
            url: route('mealMonth', {
              month: `${cursor.year}-${String(cursor.month).padStart(2, '0')}`,
              diningType: next,
            }),
          })
        }
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
          today={monthInfo.data?.today ?? deviceToday()}
          items={items}
          onSelect={(date) => void navigateTo({ url: route('mealDay', { date, diningType }) })}
          onPrevMonth={cursor.prev}
          onNextMonth={cursor.next}
        />
      </AsyncState>
    </Page>
  );
}
