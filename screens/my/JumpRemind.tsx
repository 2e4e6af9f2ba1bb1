'use client';
import { useEffect } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import common from '../../components/account/account.module.css';
import { markSeen, useReminder } from '@/lib/api/reminder';
import { messages } from '@/lib/i18n';
import { dayjs } from '@/lib/i18n/dayjs';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { openReminderTarget } from '@/lib/reminders/target';
import { useRoute } from '@/lib/router/useRoute';
import styles from './parts/remind.module.css';

/** Where a tapped reminder lands: the reminder itself, and the way to the screen it is about. */
export default function JumpRemindScreen() {
  const t = messages();
  const r = reminderMessages();
  const id = useRoute('myJumpRemind').query.id;
  const { reminder, error, isLoading, retry } = useReminder(id);

  useEffect(() => {
    if (reminder && reminder.seenAt === null) void markSeen(reminder.id).catch(() => undefined);
  }, [reminder]);

  return (
    <Page title={t.routes.myJumpRemind}>
      <AsyncState
        serverText={false}
        isLoading={!reminder && isLoading}
        error={reminder ? undefined : error}
        onRetry={() => void retry()}
        isEmpty={id === undefined}
        emptyText={r.jump.gone}
      >
        {reminder ? (
          <article className={styles.card} aria-labelledby="remind-title">
            <h2 id="remind-title" className={styles.cardTitle}>
              {r.kinds[reminder.kind]}
            </h2>
            <time className={styles.time} dateTime={reminder.createdAt}>
              {dayjs(reminder.createdAt).format('YYYY-MM-DD HH:mm')}
            </time>
            <p className={styles.cardBody}>{reminder.body}</p>
            <button
              type="button"
              className={common.primaryButton}
              onClick={() => void openReminderTarget(reminder.target)}
            >
              {r.jump.open}
            </button>
          </article>
        ) : null}
      </AsyncState>
    </Page>
  );
}
