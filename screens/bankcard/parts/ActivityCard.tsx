'use client';
import type { ReactNode } from 'react';
import type { BankActivity } from '@/lib/contract/bankcard';
import { format } from '@/lib/i18n';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import styles from './bankcard.module.css';

/** One activity: its title (opening the detail), school and bank, period and summary. */
export function ActivityCard({
  activity,
  children,
}: {
  activity: BankActivity;
  children?: ReactNode;
}) {
  const b = reminderMessages().bank;
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>
        <button
          type="button"
          className={styles.titleButton}
          onClick={() =>
            void navigateTo({ url: route('bankcardActivityDetail', { id: activity.id }) })
          }
        >
          {activity.title}
        </button>
      </h3>
      <p className={styles.meta}>
        {activity.unitName} · {activity.bankName}
        {activity.requiresBankCard ? ` · ${b.bankCardOnly}` : ''}
      </p>
      <p className={styles.meta}>
        {format(b.period, { from: activity.startsOn, to: activity.endsOn })}
      </p>
      <p className={styles.summary}>{activity.summary}</p>
      {children}
    </li>
  );
}
