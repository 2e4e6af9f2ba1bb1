'use client';

import { messages } from '@/lib/i18n';
import { useOnline } from '@/lib/platform/online';
import styles from './order.module.css';

/**
 * Orders and payments are never queued (money needs the live server, decision 026): offline, the
 * screens that take money say so instead of letting a tap fail.
 */
export function MoneyOfflineNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="note" className={styles.hint}>
      {messages().outbox.moneyOffline}
    </p>
  );
}
