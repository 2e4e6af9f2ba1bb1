'use client';
import { dayjs } from '@/lib/i18n/dayjs';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { MenuOfDay } from '@/components/school/SchoolParts';
import styles from '../../components/school/school.module.css';
import { usePublicityDay } from '@/lib/api/schoolInfo';
import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { useSchoolId } from '@/lib/user/schoolOfRoute';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** One date's menus (`?date=`, default today) with every dish and its weight. */
export default function PublicityDetailScreen() {
  const t = messages();
  const query = useRoute('publicityDetail').query;
  const schoolId = useSchoolId(query.schoolId);
  const date = query.date ?? dayjs().format('YYYY-MM-DD');
  const day = usePublicityDay(schoolId, date);
  return (
    <Page title={t.routes.publicityDetail}>
      {!schoolId ? <p className={styles.notice}>{schoolMessages().menuNoSchool}</p> : null}
      <AsyncState isLoading={day.isLoading} error={day.error} onRetry={() => void day.mutate()}>
        {day.data ? (
          <article className={styles.list}>
            <div className={styles.card}>
              <h2 className={styles.cardTitle}>{day.data.date}</h2>
              <MenuOfDay day={day.data} />
            </div>
          </article>
        ) : null}
      </AsyncState>
    </Page>
  );
}
