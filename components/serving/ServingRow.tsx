'use client';

import { useEffect, useRef, useState } from 'react';
import type { ServingChild } from '@/lib/contract/serving';
import { format, messages } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { allergenList } from '@/lib/meal/allergens';
import { serveMessages } from '@/lib/i18n/areas/serve';
import styles from './serving.module.css';

/** One child on the list: the state in words (never colour alone) and what may be done. */
export function ServingRow({
  child,
  pending,
  busy,
  time,
  onTick,
  onUndo,
}: {
  child: ServingChild;
  /** A tick or scan of this child waits in the outbox. */
  pending: boolean;
  busy: boolean;
  /** The collection's HH:mm on the school's clock. */
  time: string;
  onTick: () => void;
  onUndo: () => void;
}) {
  const t = serveMessages();
  const reasonId = `serving-reason-${child.associatedUserId}`;
  const state =
    child.state === 'Collected' && time
      ? `${format(t.collectedAt, { time })}${child.source ? ` · ${child.source === 'Code' ? t.byCode : t.byList}` : ''}`
      : t.state[child.state];
  const flagged = child.state === 'Leave' || child.state === 'NotOrdered';
  return (
    <li className={styles.child} data-state={child.state} aria-label={child.name}>
      <div className={styles.who}>
        <span className={styles.name}>{child.name}</span>
        <span className={styles.state} id={reasonId}>
          {flagged ? (child.state === 'Leave' ? t.leaveReason : t.notOrderedReason) : state}
          {child.mealKind ? ` · ${t.mealKind[child.mealKind]}` : ''}
          {pending ? <span className={styles.pending}>{t.pending}</span> : null}
        </span>
        {child.allergies && child.allergies.length > 0 ? (
          // The allergens' names only, no medical details (decision 080).
          <strong className={styles.state}>
            ⚠{' '}
            {format(allergyMessages().serving.allergies, {
              list: allergenList(messages(), child.allergies),
            })}
          </strong>
        ) : null}
      </div>
      {child.state === 'Collected' ? (
        <UndoButton name={child.name} disabled={busy} onConfirm={onUndo} />
      ) : (
        <button
          type="button"
          className={styles.tick}
          aria-label={format(t.tick, { name: child.name })}
          aria-describedby={reasonId}
          disabled={flagged || pending || busy}
          onClick={onTick}
        >
          <span aria-hidden="true">✓</span>
          <span>{t.tickShort}</span>
        </button>
      )}
    </li>
  );
}

/** Undo asks first, in place: a slip of the finger never takes a collection back. */
function UndoButton({
  name,
  disabled,
  onConfirm,
}: {
  name: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const t = serveMessages();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button
        type="button"
        className={styles.undo}
        aria-label={format(t.undoLabel, { name })}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {t.undo}
      </button>
    );
  const question = format(t.undoConfirm, { name });
  return (
    <span role="group" aria-label={t.undoConfirmTitle} className={styles.confirm}>
      <span>{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className={styles.danger}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t.confirm}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {t.cancel}
      </button>
    </span>
  );
}
