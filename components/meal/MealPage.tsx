'use client';

import type { ReactNode } from 'react';
import { messages } from '../../lib/i18n';
import { navigateBack } from '../../lib/router/navigation';
import { OfflineBanner } from '../OfflineBanner';
import styles from './MealPage.module.css';

export interface MealPageProps {
  title: string;
  /** Tab pages have no back button. */
  back?: boolean;
  /** When the data on screen was produced; the offline banner shows it. */
  dataTime?: string | null;
  children: ReactNode;
}

/** The frame of the meal screens: title, back, the offline banner, the content. */
export function MealPage({ title, back = true, dataTime, children }: MealPageProps) {
  const t = messages();
  return (
    <main className={styles.page} aria-label={title}>
      <header className={styles.bar}>
        {back ? (
          <button
            type="button"
            className={styles.back}
            aria-label={t.common.back}
            onClick={() => void navigateBack()}
          >
            ‹
          </button>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
      </header>
      <OfflineBanner dataTime={dataTime} />
      <div className={styles.body}>{children}</div>
    </main>
  );
}

export interface MealStateProps {
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  children?: ReactNode;
}

/** Loading, an error with retry, or the content. */
export function MealState({ isLoading, error, onRetry, children }: MealStateProps) {
  const t = messages();
  if (isLoading) {
    return (
      <p className={styles.state} role="status" aria-live="polite">
        {t.common.loading}
      </p>
    );
  }
  if (error) {
    return (
      <div className={styles.state} role="alert">
        <p>{t.router.screenFailed}</p>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t.common.retry}
          </button>
        ) : null}
      </div>
    );
  }
  return <>{children}</>;
}
