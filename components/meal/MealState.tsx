'use client';

import type { ReactNode } from 'react';
import { messages } from '../../lib/i18n';
import styles from './MealState.module.css';

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
