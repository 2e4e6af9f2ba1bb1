'use client';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import common from '../../components/account/account.module.css';
import { isApiError } from '@/lib/api/errors';
import { markSeen, useReminder } from '@/lib/api/reminder';
import { messages } from '@/lib/i18n';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { openReminderTarget } from '@/lib/reminders/target';
import { reminderText } from '@/lib/reminders/text';
import { useRoute } from '@/lib/router/useRoute';
import { schoolDateTime } from '@/lib/time/schoolTime';
import { Inbox } from './parts/Inbox';
import styles from './parts/remind.module.css';

/**
 * Where a tapped reminder lands: the reminder itself, and the way to the screen it is about.
 * Without an id (the row on Mine), the inbox of every reminder (decision 068).
 */
export default function JumpRemindScreen() {
  const t = messages();
  const id = useRoute('myJumpRemind').query.id;
  return (
    <Page title={t.routes.myJumpRemind}>{id === undefined ? <Inbox /> : <One id={id} />}</Page>
  );
}

function One({ id }: { id: number }) {
  const r = reminderMessages();
  const { reminder, error, isLoading, retry } = useReminder(id);
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (reminder && reminder.seenAt === null) {
      void markSeen(reminder.id, mutate).catch(() => undefined);
    }
  }, [reminder, mutate]);

  const text = reminder ? reminderText(reminder) : undefined;
  return (
    <AsyncState
      serverText={false}
      errorText={isApiError(error) && error.status === 404 ? r.jump.gone : undefined}
      isLoading={!reminder && isLoading}
      error={reminder ? undefined : error}
      onRetry={() => void retry()}
    >
      {reminder && text ? (
        <article className={styles.card} aria-labelledby="remind-title">
          <h2 id="remind-title" className={styles.cardTitle}>
            {text.title}
          </h2>
          <time className={styles.time} dateTime={reminder.createdAt}>
            {schoolDateTime(reminder.createdAt)}
          </time>
          <p className={styles.cardBody}>{text.body}</p>
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
  );
}
