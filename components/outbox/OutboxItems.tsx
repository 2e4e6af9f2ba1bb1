'use client';

import { useState } from 'react';
import { messages } from '@/lib/i18n';
import { outboxLabel } from '@/lib/outbox/labels';
import { withdrawOutboxItem } from '@/lib/outbox/outbox';
import type { OutboxItem } from '@/lib/outbox/schema';
import { showToast } from '@/lib/platform/feedback';
import styles from './Outbox.module.css';

/**
 * Requests waiting to be sent (leave, leave cancellations, ratings), each with a withdraw button
 * while withdrawing can still stop it (decision 026). Refused items are the notice's business.
 */
export function OutboxItems({ items }: { items: readonly OutboxItem[] }) {
  const t = messages().outbox;
  const [busy, setBusy] = useState<string | null>(null);
  const waiting = items.filter((item) => item.refusal === undefined);
  if (waiting.length === 0) return null;

  const withdraw = async (item: OutboxItem) => {
    setBusy(item.key);
    try {
      const result = await withdrawOutboxItem(item.key);
      showToast({
        title: result === 'maybeSent' ? t.maybeSent : t.withdrawn,
        icon: result === 'maybeSent' ? 'none' : 'success',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className={styles.list} aria-label={t.title}>
      {waiting.map((item) => (
        <li key={item.key} className={styles.item} aria-label={outboxLabel(item)}>
          <div className={styles.head}>
            <span>{outboxLabel(item)}</span>
            <span className={styles.tag}>{t.waiting}</span>
          </div>
          <p className={styles.hint}>{item.attempted ? t.maybeSent : t.waitingHint}</p>
          {item.attempted ? null : (
            <button
              type="button"
              className={styles.button}
              disabled={busy === item.key}
              onClick={() => void withdraw(item)}
            >
              {t.withdraw}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
