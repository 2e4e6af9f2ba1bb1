'use client';
import { useEffect, useState } from 'react';
import { fetchUnseen, markSeen } from '@/lib/api/reminder';
import type { Reminder } from '@/lib/contract/reminder';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import styles from './ReminderNotice.module.css';

/**
 * The fallback where push is not available (no permission, an unsupported browser): reminders
 * no device was pushed appear once when the app opens, until opened or dismissed.
 */
export function ReminderNotice() {
  const r = reminderMessages().notice;
  const [items, setItems] = useState<Reminder[]>([]);

  useEffect(() => {
    let active = true;
    fetchUnseen()
      .then((unseen) => active && setItems(unseen))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  async function done(item: Reminder) {
    setItems((list) => list.filter((other) => other.id !== item.id));
    await markSeen(item.id).catch(() => undefined);
  }

  if (items.length === 0) return null;
  return (
    <section aria-label={r.title} className={styles.stack}>
      {items.map((item) => (
        <div key={item.id} role="status" className={styles.notice}>
          <p className={styles.text}>
            <strong>{item.title}</strong> {item.body}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                setItems((list) => list.filter((other) => other.id !== item.id));
                void navigateTo({ url: route('myJumpRemind', { id: item.id }) });
              }}
            >
              {r.open}
            </button>
            <button type="button" className={styles.button} onClick={() => void done(item)}>
              {r.dismiss}
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
