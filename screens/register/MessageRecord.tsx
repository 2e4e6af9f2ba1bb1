'use client';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api/errors';
import { Page } from '@/components/Page';
import { AsyncState } from '@/components/AsyncState';
import { SubmitButton } from '@/components/account/SubmitButton';
import common from '../../components/account/account.module.css';
import { sendRemark, useMessages } from '@/lib/api/message';
import { useIdentities } from '@/lib/api/user';
import { MESSAGE_MAX_LENGTH } from '@/lib/contract/message';
import { format, messages } from '@/lib/i18n';
import { showToast } from '@/lib/platform/feedback';
import { schoolDateTime } from '@/lib/time/schoolTime';
import styles from './parts/register.module.css';

/** A remark to the school about the selected child, and the records with their resolved state. */
export default function MessageRecordScreen() {
  const t = messages();
  const children = useIdentities();
  const childId = children.selected?.associatedUserId;
  const records = useMessages(childId);
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);

  async function onSend(event: FormEvent) {
    event.preventDefault();
    if (childId === undefined || content.trim() === '') return;
    setSending(true);
    try {
      const sent = await sendRemark(childId, content.trim());
      await records.prepend(sent);
      setContent('');
      showToast({ title: t.account.messageSent, icon: 'success' });
    } catch (caught) {
      showToast({
        title: errorMessage(caught, t.errors.operationFailed, { serverText: false }),
        icon: 'fail',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Page title={t.routes.registerMessageRecord}>
      <AsyncState
        isLoading={children.isLoading || records.isLoading}
        error={children.error ?? records.error}
        onRetry={() => void (children.error ? children.retry() : records.retry())}
        isEmpty={childId === undefined}
        emptyText={t.account.noChildren}
      >
        <form className={styles.compose} onSubmit={(event) => void onSend(event)}>
          <label htmlFor="message-content" className={common.sectionTitle}>
            {t.account.messageContent}
          </label>
          <textarea
            id="message-content"
            className={styles.textarea}
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={t.account.messagePlaceholder}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
          <SubmitButton submitting={sending} disabled={content.trim() === ''}>
            {t.account.messageSend}
          </SubmitButton>
        </form>
        <section aria-labelledby="message-records">
          <h2 id="message-records" className={common.sectionTitle}>
            {t.account.messageRecords}
          </h2>
          {records.messages && records.messages.length > 0 ? (
            <ul className={styles.records}>
              {records.messages.map((message) => (
                <li key={message.id} className={styles.record}>
                  <div className={styles.recordHead}>
                    <time dateTime={message.createdAt}>{schoolDateTime(message.createdAt)}</time>
                    <span
                      className={
                        message.status === 'Resolved' ? styles.resolved : styles.unresolved
                      }
                    >
                      {message.status === 'Resolved'
                        ? t.account.messageResolved
                        : t.account.messageUnresolved}
                    </span>
                  </div>
                  <p className={styles.recordText}>{message.content}</p>
                  {message.reply ? (
                    <p className={styles.reply}>
                      {format(t.account.messageReply, { reply: message.reply })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none} role="status">
              {t.account.noMessages}
            </p>
          )}
        </section>
      </AsyncState>
    </Page>
  );
}
