'use client';

import { useState, type FormEvent } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { answerParentMessage, useAdminMessages } from '@/lib/api/adminMessages';
import { errorMessage } from '@/lib/api/errors';
import type { AdminMessage } from '@/lib/contract/adminMessages';
import type { MessageStatus } from '@/lib/contract/enums';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { schoolDateTime } from '@/lib/time/schoolTime';
import { ConsoleFrame } from './parts/ConsoleFrame';
import styles from './parts/console.module.css';

/**
 * /pages/admin/messages: what families wrote about their children (留言), unanswered first; the
 * administrator answers each once, and the family gets the "message answered" reminder
 * (decision 083).
 */
export default function MessagesScreen() {
  return <ConsoleFrame current="adminMessages">{() => <Messages />}</ConsoleFrame>;
}

function Messages() {
  const t = consoleMessages();
  const m = t.messages;
  const [shown, setShown] = useState<MessageStatus | 'all'>('UnResolved');
  const [said, setSaid] = useState('');
  const list = useAdminMessages(shown);
  const rows = list.data ?? [];
  return (
    <>
      <label className={styles.toolbar}>
        {m.filter}
        <select
          value={shown}
          onChange={(event) => setShown(event.target.value as MessageStatus | 'all')}
        >
          <option value="UnResolved">{m.waiting}</option>
          <option value="all">{m.all}</option>
        </select>
      </label>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <AsyncState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        isEmpty={rows.length === 0}
        emptyText={shown === 'all' ? m.noneAtAll : m.none}
      >
        {rows.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            onAnswered={() => {
              setSaid(m.sent);
              void list.mutate();
            }}
          />
        ))}
      </AsyncState>
    </>
  );
}

function MessageCard({ message, onAnswered }: { message: AdminMessage; onAnswered: () => void }) {
  const t = consoleMessages();
  const m = t.messages;
  const headingId = `message-${message.id}`;
  const from = format(m.from, {
    child: message.childName,
    klass: message.className ?? m.noClass,
  });
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{from}</h2>
      <p className={styles.note}>{format(m.sentAt, { time: schoolDateTime(message.createdAt) })}</p>
      <p>{message.content}</p>
      {message.status === 'Resolved' ? (
        <>
          <p className={styles.note}>
            {format(m.answeredAt, {
              time: message.resolvedAt ? schoolDateTime(message.resolvedAt) : '',
            })}
          </p>
          <p>{message.reply}</p>
        </>
      ) : (
        <AnswerForm message={message} onAnswered={onAnswered} />
      )}
    </section>
  );
}

function AnswerForm({ message, onAnswered }: { message: AdminMessage; onAnswered: () => void }) {
  const t = consoleMessages();
  const m = t.messages;
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = `reply-${message.id}`;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reply.trim()) {
      setProblem(m.empty);
      return;
    }
    setSending(true);
    try {
      await answerParentMessage(message.id, reply.trim());
      setProblem('');
      onAnswered();
    } catch (error) {
      setProblem(errorMessage(error, t.common.failed));
    } finally {
      setSending(false);
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={fieldId}>{format(m.replyLabel, { child: message.childName })}</label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={500}
          value={reply}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(event) => {
            setReply(event.target.value);
            if (problem) setProblem('');
          }}
        />
      </div>
      {problem ? (
        <p id={`${fieldId}-problem`} className={styles.invalid} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={sending}>
        {m.send}
      </button>
    </form>
  );
}
