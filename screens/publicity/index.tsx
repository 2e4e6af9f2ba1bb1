'use client';
import { ListFooter } from '@/components/ListFooter';
import { Page } from '@/components/Page';
import { MenuOfDay } from '@/components/school/SchoolParts';
import styles from '../../components/school/school.module.css';
import { fetchPublicityPage } from '@/lib/api/schoolInfo';
import { PUBLICITY_PAGE_SIZE, type PublicityDay } from '@/lib/contract/schoolInfo';
import { messages } from '@/lib/i18n';
import { usePagedList } from '@/lib/paging/usePagedList';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { useSchoolId } from '@/lib/user/schoolOfRoute';
import { Kiosk } from './parts/Kiosk';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** The public menu pages, or with `kiosk=1` the wall screen (decision 025). */
export default function PublicityScreen() {
  const query = useRoute('publicity').query;
  return query.kiosk ? <Kiosk schoolId={query.schoolId} /> : <PublicityList />;
}

/** The school's menus by date from today on, 10 dates a page; open to the public. */
function PublicityList() {
  const t = messages();
  const schoolId = useSchoolId(useRoute('publicity').query.schoolId);
  const list = usePagedList<PublicityDay>(
    (page, size) => (schoolId ? fetchPublicityPage(schoolId, page, size) : Promise.resolve([])),
    PUBLICITY_PAGE_SIZE,
  );
  return (
    <Page title={t.routes.publicity}>
      {!schoolId ? <p className={styles.notice}>{schoolMessages().menuNoSchool}</p> : null}
      <div className={styles.list}>
        {list.items.map((day) => (
          <article key={day.date} className={styles.card}>
            <h2 className={styles.cardTitle}>{day.date}</h2>
            <MenuOfDay day={day} />
            <button
              type="button"
              className={styles.link}
              onClick={() =>
                void navigateTo({ url: route('publicityDetail', { schoolId, date: day.date }) })
              }
            >
              {t.routes.publicityDetail}
            </button>
          </article>
        ))}
        <ListFooter
          loading={list.loading}
          finished={list.finished}
          error={list.error}
          empty={list.items.length === 0}
          emptyText={schoolMessages().menuEmpty}
          onLoadMore={() => void list.loadMore()}
        />
      </div>
    </Page>
  );
}
