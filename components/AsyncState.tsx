'use client';

import type { ReactNode } from 'react';
import { NETWORK_ERROR, errorMessage, isApiError } from '@/lib/api/errors';
import { messages } from '@/lib/i18n';
import styles from './AsyncState.module.css';

export interface AsyncStateProps {
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /**
   * true: an error shows the server's message when it sent one (the account screens); false:
   * always the generic 页面出错了，请重试 (the meal screens). A 401 reads 身份过期，请重新登录.
   */
  serverText?: boolean;
  /** What failed and what to do, instead of the generic text (a 401 and offline keep theirs). */
  errorText?: string;
  isEmpty?: boolean;
  emptyText?: string;
  /** Shown under the empty message, e.g. "add a child". */
  emptyAction?: ReactNode;
  children?: ReactNode;
}

function isOfflineFailure(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.code === NETWORK_ERROR &&
    typeof navigator !== 'undefined' &&
    navigator.onLine === false
  );
}

/**
 * The one way a screen shows a reading that is not ready: loading, an error with retry (offline
 * says so, since the retry waits for the network), empty with an optional action, or the content.
 * Plain markup, so the meal screens on the first load carry no UI library for it.
 */
export function AsyncState({
  isLoading,
  error,
  onRetry,
  serverText = true,
  errorText,
  isEmpty,
  emptyText,
  emptyAction,
  children,
}: AsyncStateProps) {
  const t = messages();
  if (isLoading) {
    return (
      <div className={styles.state} role="status" aria-live="polite" aria-busy="true">
        <p>{t.common.loading}</p>
      </div>
    );
  }
  if (error) {
    const text = isOfflineFailure(error)
      ? t.common.offlineNoData
      : errorMessage(error, errorText ?? t.router.screenFailed, {
          serverText: errorText === undefined && serverText,
        });
    return (
      <div className={styles.state} role="alert">
        <p>{text}</p>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t.common.retry}
          </button>
        ) : null}
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={styles.state} role="status">
        <p>{emptyText ?? t.common.empty}</p>
        {emptyAction}
      </div>
    );
  }
  return <>{children}</>;
}
