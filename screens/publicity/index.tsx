'use client';
import { useState } from 'react';
import { ListFooter } from '@/components/ListFooter';
import { Page } from '@/components/Page';
import school from '../../components/school/school.module.css';
import { fetchPublicityPage } from '@/lib/api/schoolInfo';
import { PUBLICITY_PAGE_SIZE, type PublicityDay } from '@/lib/contract/schoolInfo';
import { format, messages } from '@/lib/i18n';
import { usePagedList } from '@/lib/paging/usePagedList';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { useSchoolId } from '@/lib/user/schoolOfRoute';
import { DayCard } from './parts/DayMenus';
import { Kiosk } from './parts/Kiosk';
import { dateWithWeekday } from './parts/MealsOfDay';
import styles from './parts/publicity.module.css';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** The public menu pages, or with `kiosk=1` the wall screen (decision 025). */
export default function PublicityScreen() {
  const query = useRoute('publicity').query;
  return query.kiosk ? <Kiosk schoolId={query.schoolId} /> : <PublicityList />;
}

/**
 * The school's menus by date from today on, 10 dates a page; open to the public. Each date opens
 * short (its meals and first dishes) with the full list behind 展开全文 (decision 089).
 */
function PublicityList() {
  const t = messages();
  const s = schoolMessages();
  const schoolId = useSchoolId(useRoute('publicity').query.schoolId);
  // The school's today (its time zone), from the answer: the device's may be another day.
  const [today, setToday] = useState<string>();
  const list = usePagedList<PublicityDay>(async (page, size) => {
    if (!schoolId) return [];
    const answer = await fetchPublicityPage(schoolId, page, size);
    setToday(answer.today);
    return answer;
  }, PUBLICITY_PAGE_SIZE);
  return (
    <Page title={t.routes.publicity}>
      {!schoolId ? <p className={school.notice}>{s.menuNoSchool}</p> : null}
      <div className={styles.page}>
        {schoolId ? <p className={styles.intro}>{s.publicityIntro}</p> : null}
        <div className={styles.days}>
          {list.items.map((day) => (
            <DayCard key={day.date} day={day} today={today}>
              <button
                type="button"
                className={styles.link}
                onClick={() =>
                  void navigateTo({ url: route('publicityDetail', { schoolId, date: day.date }) })
                }
              >
                {s.publicityOpenDay}
                <span className={styles.srOnly}>
                  {format(s.publicityOfDate, { date: dateWithWeekday(day.date) })}
                </span>
              </button>
            </DayCard>
          ))}
          <ListFooter
            loading={list.loading}
            finished={list.finished}
            error={list.error}
            empty={list.items.length === 0}
            emptyText={s.menuEmpty}
            onLoadMore={() => void list.loadMore()}
          />
        </div>
      </div>
    </Page>
  );
}
