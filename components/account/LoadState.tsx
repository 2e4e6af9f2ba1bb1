'use client';
import type { ReactNode } from 'react';
import { Button } from 'react-vant/es/button';
import InfoO from '@react-vant/icons/es/InfoO';
import WarningO from '@react-vant/icons/es/WarningO';
import { Empty } from 'react-vant/es/empty';
import { Loading } from 'react-vant/es/loading';
import { errorMessage } from '../../lib/api/errors';
import { messages } from '../../lib/i18n';
import styles from './account.module.css';
import './vantStyles';

// Empty's preset images load from a CDN the CSP refuses (img-src is this site only): icons instead.

export interface LoadStateProps {
  isLoading: boolean;
  error?: unknown;
  isEmpty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  /** Shown under the empty message, e.g. "add a child". */
  emptyAction?: ReactNode;
  children?: ReactNode;
}

/** Loading, error with retry, empty, or the content. */
export function LoadState({
  isLoading,
  error,
  isEmpty,
  emptyText,
  onRetry,
  emptyAction,
  children,
}: LoadStateProps) {
  const t = messages().common;
  if (isLoading) {
    return (
      <div className={styles.state} role="status" aria-live="polite">
        <Loading size="24px" vertical>
          {t.loading}
        </Loading>
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.state} role="alert">
        <Empty
          image={<WarningO className={styles.stateIcon} aria-hidden />}
          description={errorMessage(error, messages().router.screenFailed)}
        />
        {onRetry ? (
          <Button type="primary" round size="small" onClick={onRetry}>
            {t.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={styles.state} role="status">
        <Empty
          image={<InfoO className={styles.stateIcon} aria-hidden />}
          description={emptyText ?? t.empty}
        />
        {emptyAction}
      </div>
    );
  }
  return <>{children}</>;
}
