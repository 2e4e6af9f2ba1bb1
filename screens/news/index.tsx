'use client';
import { dayjs } from '@/lib/i18n/dayjs';
import { ListFooter } from '@/components/ListFooter';
import { Page } from '@/components/Page';
import styles from '../../components/school/school.module.css';
import { fetchNewsPage } from '@/lib/api/schoolInfo';
import { NEWS_PAGE_SIZE, type NewsItem } from '@/lib/contract/schoolInfo';
import { messages } from '@/lib/i18n';
import { usePagedList } from '@/lib/paging/usePagedList';
import { useRoute } from '@/lib/router/useRoute';
import { useSchoolId } from '@/lib/user/schoolOfRoute';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** The school's own news from our server (decision 023), newest first. */
export default function NewsScreen() {
  const t = messages();
  const schoolId = useSchoolId(useRoute('news').query.schoolId);
  const list = usePagedList<NewsItem>(
    (page, size) => (schoolId ? fetchNewsPage(schoolId, page, size) : Promise.resolve([])),
    NEWS_PAGE_SIZE,
  );
  return (
    <Page title={t.routes.news}>
      {!schoolId ? <p className={styles.notice}>{schoolMessages().menuNoSchool}</p> : null}
      <div className={styles.list}>
        {list.items.map((item) => (
          <article key={item.id} className={styles.card}>
            <h2 className={styles.cardTitle}>{item.title}</h2>
            <p className={styles.line}>
              <time dateTime={item.publishedAt}>
                {dayjs(item.publishedAt).format('YYYY-MM-DD HH:mm')}
              </time>
            </p>
            <p className={styles.body}>{item.summary}</p>
            <details>
              <summary className={styles.link}>{item.title}</summary>
              <p className={styles.body}>{item.content}</p>
            </details>
          </article>
        ))}
        <ListFooter
          loading={list.loading}
          finished={list.finished}
          error={list.error}
          empty={list.items.length === 0}
          emptyText={schoolMessages().newsEmpty}
          onLoadMore={() => void list.loadMore()}
        />
      </div>
    </Page>
  );
}
