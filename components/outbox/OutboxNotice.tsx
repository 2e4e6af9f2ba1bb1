'use client';

import { useEffect } from 'react';
import { format, messages } from '@/lib/i18n';
import { outboxLabel } from '@/lib/outbox/labels';
import { dismissRefusal, startOutbox, useOutbox } from '@/lib/outbox/outbox';
import styles from './Outbox.module.css';

/**
 * Runs the page's outbox delivery for the whole app, and says on every screen which waiting
 * request the server refused and why (the cut-off passed, the order was cancelled ...) until the
 * parent has read it. Nothing of a refused request was applied.
 */
export function OutboxNotice() {
  const t = messages().outbox;
  const items = useOutbox();
  // The leave module (and the meal and order data it revalidates) is loaded once something was
  // delivered, not with this notice every signed-in screen carries.
  useEffect(
    () =>
      startOutbox(
        () => void import('@/lib/api/leave').then((module) => module.revalidateAfterOutbox()),
      ),
    [],
  );
  const refused = items.filter((item) => item.refusal !== undefined);
  if (refused.length === 0) return null;
  return (
    <div>
      {refused.map((item) => (
        <div key={item.key} role="alert" className={styles.notice}>
          <p style={{ margin: 0 }}>
            {format(t.refused, { request: outboxLabel(item), reason: item.refusal ?? '' })}
          </p>
          <button
            type="button"
            className={styles.button}
            onClick={() => void dismissRefusal(item.key)}
          >
            {t.dismiss}
          </button>
        </div>
      ))}
    </div>
  );
}
