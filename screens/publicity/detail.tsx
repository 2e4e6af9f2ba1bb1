'use client';
import { dayjs } from '@/lib/i18n/dayjs';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { diningLabel } from '@/components/school/SchoolParts';
import school from '../../components/school/school.module.css';
import { usePublicityDay } from '@/lib/api/schoolInfo';
import type { DiningType } from '@/lib/contract/enums';
import type { PublicityDay } from '@/lib/contract/schoolInfo';
import { format, messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { useSchoolId } from '@/lib/user/schoolOfRoute';
import { schoolMessages } from '@/lib/i18n/areas/school';
import { DayHeading, FullMenus } from './parts/DayMenus';
import styles from './parts/publicity.module.css';

const DINING: readonly DiningType[] = ['Breakfast', 'Lunch', 'Dinner'];

/** `午餐、晚餐，共 12 道菜`: what the day serves, before the full list. */
function dayTotal(day: PublicityDay): string {
  const s = schoolMessages();
  const meals = DINING.filter((type) => day.entries.some((entry) => entry.diningType === type))
    .map(diningLabel)
    .join(s.publicityMealsSeparator);
  const count = day.entries.reduce((sum, entry) => sum + entry.dishes.length, 0);
  return format(s.publicityDayTotal, { meals, count });
}

/**
 * One date's menus (`?date=`, default today): a line of what it serves, then every meal with every
 * dish, weight, allergen marks and rating. One day is short enough to show whole.
 */
export default function PublicityDetailScreen() {
  const t = messages();
  const s = schoolMessages();
  const query = useRoute('publicityDetail').query;
  const schoolId = useSchoolId(query.schoolId);
  const date = query.date ?? dayjs().format('YYYY-MM-DD');
  const day = usePublicityDay(schoolId, date);
  return (
    <Page title={t.routes.publicityDetail}>
      {!schoolId ? <p className={school.notice}>{s.menuNoSchool}</p> : null}
      <AsyncState isLoading={day.isLoading} error={day.error} onRetry={() => void day.mutate()}>
        {day.data ? (
          <div className={styles.page}>
            <article className={styles.day}>
              <h2 className={styles.dayTitle}>
                <DayHeading date={day.data.date} />
              </h2>
              {day.data.entries.length === 0 ? (
                <p className={styles.summary}>{s.kioskNoMealToday}</p>
              ) : (
                <>
                  <p className={styles.summary}>{dayTotal(day.data)}</p>
                  <FullMenus day={day.data} />
                </>
              )}
            </article>
          </div>
        ) : null}
      </AsyncState>
    </Page>
  );
}
