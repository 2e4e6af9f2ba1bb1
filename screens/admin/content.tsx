'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { publishSchoolNews, removeSchoolNews, useAdminNews } from '@/lib/api/admin';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { dayjs } from '@/lib/i18n/dayjs';
import { AgreementsSection } from './parts/AgreementsSection';
import { ConfirmButton } from './parts/ConfirmButton';
import { ConsoleFrame } from './parts/ConsoleFrame';
import { CouponsSection } from './parts/CouponsSection';
import { MenuFeedSection } from './parts/MenuFeedSection';
import { OriginsSection } from './parts/OriginsSection';
import { PrepaymentsSection } from './parts/PrepaymentsSection';
import { RecordForm } from './parts/RecordForm';
import styles from './parts/console.module.css';

/**
 * /pages/admin/content: news, agreements, prepayments and coupons (decision 051), and the sites
 * the in-app web page may show (decision 057), the open menu feed (decision 073).
 */
export default function ContentScreen() {
  return (
    <ConsoleFrame current="adminContent">
      {(me) => (
        <>
          <News />
          <AgreementsSection />
          <PrepaymentsSection />
          <CouponsSection />
          <OriginsSection />
          <MenuFeedSection unitId={me.unitId} />
        </>
      )}
    </ConsoleFrame>
  );
}

function News() {
  const t = consoleMessages();
  const c = t.content;
  const news = useAdminNews();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [content, setContent] = useState('');
  const [open, setOpen] = useState(true);
  const [status, setStatus] = useState('');
  const rows = news.data ?? [];
  return (
    <section className={styles.card} aria-labelledby="content-news">
      <h2 id="content-news">{c.news}</h2>
      <RecordForm
        label={c.publish}
        submit={c.publish}
        status={status}
        onSubmit={() =>
          publishSchoolNews({ title, summary, content, public: open }).then(
            () => {
              setStatus(t.common.saved);
              setTitle('');
              setSummary('');
              setContent('');
            },
            () => setStatus(t.common.failed),
          )
        }
        fields={
          <>
            <label>
              {c.title}
              <input value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
            </label>
            <label>
              {c.summary}
              <input value={summary} maxLength={200} onChange={(e) => setSummary(e.target.value)} />
            </label>
            <label>
              {c.body}
              <textarea value={content} rows={3} onChange={(e) => setContent(e.target.value)} />
            </label>
            <label>
              <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
              {c.public}
            </label>
          </>
        }
      />
      <AsyncState
        isLoading={news.isLoading}
        error={news.error}
        onRetry={() => void news.mutate()}
        isEmpty={rows.length === 0}
        emptyText={t.common.none}
      >
        <ul className={styles.list}>
          {rows.map((item) => (
            <li key={item.id}>
              {dayjs(item.publishedAt).format('YYYY-MM-DD')} {item.title}{' '}
              <ConfirmButton
                text={t.common.remove}
                label={`${t.common.remove} ${item.title}`}
                question={format(t.content.confirmRemove, { name: item.title })}
                onConfirm={() =>
                  void removeSchoolNews(item.id).catch(() => setStatus(t.common.failed))
                }
              />
            </li>
          ))}
        </ul>
      </AsyncState>
    </section>
  );
}
