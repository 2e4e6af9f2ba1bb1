'use client';

import { fetchQualificationPage } from '@/lib/api/schoolInfo';
import {
  QUALIFICATION_PAGE_SIZE,
  type Qualification,
  type QualificationKind,
} from '@/lib/contract/schoolInfo';
import { format } from '@/lib/i18n';
import { usePagedList } from '@/lib/paging/usePagedList';
import { ListFooter } from '@/components/ListFooter';
import { ImageGrid } from './SchoolParts';
import styles from './school.module.css';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** The caterer's qualifications or certificates as images, 4 a page. */
export function QualificationList({ kind }: { kind: QualificationKind }) {
  const t = schoolMessages();
  const list = usePagedList<Qualification>(
    (page, size) => fetchQualificationPage(kind, page, size),
    QUALIFICATION_PAGE_SIZE,
  );
  return (
    <div className={styles.list}>
      {list.items.map((item) => (
        <article key={item.id} className={styles.card}>
          <h2 className={styles.cardTitle}>{item.name}</h2>
          <p className={styles.line}>{format(t.qualificationIssuer, { issuer: item.issuer })}</p>
          {item.validUntil ? (
            <p className={styles.line}>{format(t.qualificationValid, { date: item.validUntil })}</p>
          ) : null}
          <ImageGrid files={item.images} name={item.name} />
        </article>
      ))}
      <ListFooter
        loading={list.loading}
        finished={list.finished}
        error={list.error}
        empty={list.items.length === 0}
        emptyText={t.qualificationEmpty}
        onLoadMore={() => void list.loadMore()}
      />
    </div>
  );
}
