'use client';

import { useEffect, useRef, useState } from 'react';
import { consoleMessages } from '@/lib/i18n/areas/console';
import styles from './console.module.css';

/**
 * A button whose action waits for a second, explicit press: the question and Confirm / Cancel
 * appear in its place (decision 057), so a removal or withdrawal is never one slip of the finger.
 */
export function ConfirmButton({
  text,
  label,
  question,
  onConfirm,
  primary = false,
}: {
  /** The button's visible text. */
  text: string;
  /** Its accessible name (the text and what it acts on). */
  label: string;
  question: string;
  onConfirm: () => void;
  /** The trigger looks like the screen's main action (保存草稿, 发布本周). */
  primary?: boolean;
}) {
  const t = consoleMessages();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button
        type="button"
        className={primary ? styles.button : styles.secondary}
        aria-label={label}
        onClick={() => setAsking(true)}
      >
        {text}
      </button>
    );
  return (
    <span role="group" aria-label={question} className={styles.confirm}>
      <span>{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className={styles.button}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t.common.confirm}
      </button>
      <button type="button" className={styles.secondary} onClick={() => setAsking(false)}>
        {t.common.cancel}
      </button>
    </span>
  );
}
