'use client';
import { dayjs } from '@/lib/i18n/dayjs';
import { useState, type FormEvent } from 'react';
import { ListFooter } from '@/components/ListFooter';
import { AsyncState } from '@/components/AsyncState';
import styles from '../../../../components/order/order.module.css';
import { RECORD_PAGE_SIZE, fetchRecordPage, useAddRecord, useRecordTree } from '@/lib/api/classes';
import type { MaintenanceRecord, MaintenanceRecordNode } from '@/lib/contract/classes';
import type { BindType } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { usePagedList } from '@/lib/paging/usePagedList';
import { showToast } from '@/lib/platform/feedback';
import own from './classes.module.css';
import { classesMessages } from '@/lib/i18n/areas/classes';

type View = 'list' | 'tree';

function RecordItem({ record, onReply }: { record: MaintenanceRecord; onReply?: () => void }) {
  const t = classesMessages();
  return (
    <div className={own.record}>
      <div className={own.recordHead}>
        <span>{record.authorName}</span>
        <time dateTime={record.createdAt}>
          {dayjs(record.createdAt).format('YYYY-MM-DD HH:mm')}
        </time>
      </div>
      <p className={own.recordText}>{record.content}</p>
      {onReply ? (
        <button type="button" className={own.linkButton} onClick={onReply}>
          {format(t.replyTo, { content: record.content.slice(0, 12) })}
        </button>
      ) : null}
    </div>
  );
}

function Thread({
  node,
  onReply,
}: {
  node: MaintenanceRecordNode;
  onReply?: (record: MaintenanceRecord) => void;
}) {
  return (
    <li>
      <RecordItem record={node} onReply={onReply && (() => onReply(node))} />
      {node.children.length > 0 ? (
        <ul className={`${own.list} ${own.reply}`}>
          {node.children.map((child) => (
            <Thread key={child.id} node={child} onReply={onReply} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A class's maintenance records of one kind, as a list or as threads, and the form to add one. */
export function Records({
  classesId,
  bindType,
  canWrite,
}: {
  classesId: number;
  bindType: BindType;
  canWrite: boolean;
}) {
  const t = messages();
  const addRecord = useAddRecord();
  const [view, setView] = useState<View>('list');
  const list = usePagedList<MaintenanceRecord>(
    (page, size) => fetchRecordPage(classesId, bindType, page, size),
    RECORD_PAGE_SIZE,
  );
  const tree = useRecordTree(classesId, bindType, view === 'tree');
  const [content, setContent] = useState('');
  const [replyTo, setReplyTo] = useState<MaintenanceRecord | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (content.trim() === '' || sending) return;
    setSending(true);
    try {
      await addRecord({ classesId, bindType, content: content.trim(), parentId: replyTo?.id });
      setContent('');
      setReplyTo(null);
      showToast({ title: classesMessages().recordSaved, icon: 'success' });
      await list.refresh();
    } catch {
      showToast({ title: t.errors.operationFailedRetry, icon: 'fail' });
    } finally {
      setSending(false);
    }
  }

  const viewButton = (value: View, label: string) => (
    <button
      type="button"
      className={styles.button}
      aria-pressed={view === value}
      onClick={() => setView(value)}
    >
      {label}
    </button>
  );

  return (
    <section className={styles.card} aria-labelledby="records-title">
      <h2 id="records-title" className={own.sectionTitle}>
        {classesMessages().records}
      </h2>
      {canWrite ? (
        <form onSubmit={(event) => void submit(event)}>
          <label htmlFor="record-content">
            {replyTo
              ? format(classesMessages().replyTo, { content: replyTo.content.slice(0, 12) })
              : classesMessages().recordContent}
          </label>
          <textarea
            id="record-content"
            className={own.textarea}
            rows={3}
            maxLength={500}
            placeholder={classesMessages().recordPlaceholder}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
          <div className={styles.actions}>
            {replyTo ? (
              <button type="button" className={styles.button} onClick={() => setReplyTo(null)}>
                {t.dialog.cancel}
              </button>
            ) : null}
            <button
              type="submit"
              className={`${styles.button} ${styles.primary}`}
              disabled={content.trim() === '' || sending}
            >
              {classesMessages().addRecord}
            </button>
          </div>
        </form>
      ) : null}
      <div className={own.views}>
        {viewButton('list', classesMessages().viewList)}
        {viewButton('tree', classesMessages().viewTree)}
      </div>
      {view === 'list' ? (
        <>
          <ul className={own.list}>
            {list.items.map((record) => (
              <li key={record.id}>
                <RecordItem record={record} />
              </li>
            ))}
          </ul>
          <ListFooter
            loading={list.loading}
            finished={list.finished}
            error={list.error}
            empty={list.items.length === 0}
            emptyText={classesMessages().noRecords}
            onLoadMore={() => void list.loadMore()}
          />
        </>
      ) : (
        <AsyncState
          isLoading={tree.isLoading}
          error={tree.error}
          onRetry={() => void tree.mutate()}
          serverText={false}
          isEmpty={(tree.data ?? []).length === 0}
          emptyText={classesMessages().noRecords}
        >
          <ul className={own.list}>
            {(tree.data ?? []).map((node) => (
              <Thread key={node.id} node={node} onReply={canWrite ? setReplyTo : undefined} />
            ))}
          </ul>
        </AsyncState>
      )}
    </section>
  );
}
