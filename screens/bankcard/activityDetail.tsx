'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { useActivity } from '@/lib/api/bankcard';
import { format, messages } from '@/lib/i18n';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { useRoute } from '@/lib/router/useRoute';
import styles from './parts/bankcard.module.css';

/** One activity in full. */
export default function ActivityDetailScreen() {
  const t = messages();
  const b = reminderMessages().bank;
  const id = useRoute('bankcardActivityDetail').query.id;
  const { activity, error, isLoading, retry } = useActivity(id);
  return (
    <Page title={t.routes.bankcardActivityDetail}>
      <AsyncState
        serverText={false}
        isLoading={!activity && isLoading}
        error={activity ? undefined : error}
        onRetry={() => void retry()}
        isEmpty={id === undefined}
        emptyText={b.empty}
      >
        {activity ? (
          <article className={styles.card} style={{ margin: 12 }} aria-labelledby="bank-title">
            <h2 id="bank-title" className={styles.title}>
              {activity.title}
            </h2>
            <p className={styles.meta}>
              {activity.unitName} · {activity.bankName}
              {activity.requiresBankCard ? ` · ${b.bankCardOnly}` : ''}
            </p>
            <p className={styles.meta}>
              {format(b.period, { from: activity.startsOn, to: activity.endsOn })}
            </p>
            <p className={styles.summary}>{activity.content}</p>
          </article>
        ) : null}
      </AsyncState>
    </Page>
  );
}
