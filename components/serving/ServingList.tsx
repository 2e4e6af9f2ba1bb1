'use client';

import { useEffect, useRef, useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import {
  childOfCode,
  collectMeal,
  undoCollection,
  useRevalidateServing,
  useServingList,
  type Service,
} from '@/lib/api/serving';
import type { ServingChild } from '@/lib/contract/serving';
import { format } from '@/lib/i18n';
import { serveMessages } from '@/lib/i18n/areas/serve';
import { QUEUED, useOutbox } from '@/lib/outbox/outbox';
import { classTitle, refusalText, schoolTime } from '@/lib/serving/words';
import { ServingRow } from './ServingRow';
import styles from './serving.module.css';

export interface Said {
  tone: 'good' | 'bad' | 'wait';
  text: string;
}

/**
 * One class's list to tick (decision 078): every child with their state in words, a big tick for
 * a meal still to collect, the reason in place of the tick for a child on leave or without an
 * order, an undo (asked twice) for a mistaken tick, and "waiting to send" for a tick made offline.
 */
export function ServingList({
  classesId,
  service,
  onBack,
}: {
  classesId: number;
  service: Service;
  onBack?: () => void;
}) {
  const t = serveMessages();
  const list = useServingList(classesId, service.date, service.diningType);
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const waiting = useOutbox().filter(
    (item) =>
      item.refusal === undefined &&
      (item.kind === 'collect' || item.kind === 'scan') &&
      item.date === service.date &&
      item.diningType === service.diningType,
  );
  const pending = new Set(
    waiting.map((item) =>
      item.kind === 'scan' ? childOfCode(String(item.body.code ?? '')) : item.child,
    ),
  );
  // Ticks delivered from the outbox change the list: read it again when the queue shrinks.
  const waitingCount = waiting.length;
  const { mutate } = list;
  const refresh = useRevalidateServing();
  const lastWaiting = useRef(waitingCount);
  useEffect(() => {
    if (waitingCount < lastWaiting.current) void mutate();
    lastWaiting.current = waitingCount;
  }, [waitingCount, mutate]);

  const tick = async (child: ServingChild) => {
    setBusy(child.associatedUserId);
    try {
      const label = format(t.outboxCollect, {
        name: child.name,
        date: service.date,
        dining: t.dining[service.diningType],
      });
      const result = await collectMeal(child.associatedUserId, service, label);
      setSaid(
        result === QUEUED
          ? { tone: 'wait', text: format(t.queued, { name: child.name }) }
          : { tone: 'good', text: format(t.collected, { name: child.name }) },
      );
      void refresh();
    } catch (error) {
      setSaid({
        tone: 'bad',
        text: format(t.childSaid, { name: child.name, reason: refusalText(error) }),
      });
      void refresh();
    } finally {
      setBusy(null);
    }
  };

  const undo = async (child: ServingChild) => {
    setBusy(child.associatedUserId);
    try {
      await undoCollection(child.associatedUserId, service);
      setSaid({ tone: 'good', text: format(t.undone, { name: child.name }) });
      void refresh();
    } catch (error) {
      setSaid({
        tone: 'bad',
        text: format(t.childSaid, { name: child.name, reason: refusalText(error) }),
      });
    } finally {
      setBusy(null);
    }
  };

  const data = list.data;
  return (
    <section className={styles.view} aria-labelledby={`serving-class-${classesId}`}>
      <div className={styles.head}>
        <h2 id={`serving-class-${classesId}`}>
          {data
            ? format(t.listTitle, { name: classTitle(data.gradeName, data.className) })
            : t.classes}
        </h2>
        {onBack ? (
          <button type="button" className={styles.link} onClick={onBack}>
            {t.backToClasses}
          </button>
        ) : null}
      </div>
      {data ? <p className={styles.counts}>{format(t.countsLong, { ...data.counts })}</p> : null}
      <div aria-live="polite">
        {said ? (
          <p className={styles.message} data-tone={said.tone} role="status">
            {said.text}
          </p>
        ) : null}
      </div>
      <AsyncState
        isLoading={!data && list.isLoading}
        error={data ? undefined : list.error}
        onRetry={() => void mutate()}
        isEmpty={data?.children.length === 0}
        emptyText={t.noChildren}
      >
        <ul className={styles.children}>
          {data?.children.map((child) => (
            <ServingRow
              key={child.associatedUserId}
              child={child}
              pending={pending.has(child.associatedUserId)}
              busy={busy === child.associatedUserId}
              time={schoolTime(child.at)}
              onTick={() => void tick(child)}
              onUndo={() => void undo(child)}
            />
          ))}
        </ul>
      </AsyncState>
    </section>
  );
}
