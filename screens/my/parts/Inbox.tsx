'use client';
import { AsyncState } from '@/components/AsyncState';
import { useInbox } from '@/lib/api/reminder';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { reminderText } from '@/lib/reminders/text';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { schoolDateTime } from '@/lib/time/schoolTime';
import styles from './remind.module.css';

/**
 * The inbox (decision 068): every reminder, newest first, the unseen ones marked; opening one
 * shows it whole (JumpRemind with its id), which marks it seen.
 */
export function Inbox() {
  const r = reminderMessages();
  const { reminders, error, isLoading, retry } = useInbox();
  return (
    <AsyncState
      isLoading={!reminders && isLoading}
      error={reminders ? undefined : error}
      errorText={r.inbox.failed}
      onRetry={() => void retry()}
      isEmpty={reminders?.length === 0}
      emptyText={r.inbox.empty}
    >
      <ul className={styles.inbox}>
        {reminders?.map((item) => {
          const { title, body } = reminderText(item);
          const unread = item.seenAt === null;
          return (
            <li key={item.id}>
              <button
                type="button"
                className={unread ? `${styles.inboxItem} ${styles.unread}` : styles.inboxItem}
                onClick={() => void navigateTo({ url: route('myJumpRemind', { id: item.id }) })}
              >
                <span className={styles.inboxHead}>
                  <span className={styles.inboxTitle}>{title}</span>
                  {unread ? <span className={styles.unreadMark}>{r.inbox.unread}</span> : null}
                  <time className={styles.rowHint} dateTime={item.createdAt}>
                    {schoolDateTime(item.createdAt)}
                  </time>
                </span>
                <span className={styles.inboxBody}>{body}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </AsyncState>
  );
}
