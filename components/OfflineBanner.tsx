'use client';

import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { format, messages } from '../lib/i18n';
import { useServedOffline } from '../lib/platform/offline-copy';
import styles from './OfflineBanner.module.css';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;
const onServer = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}

export interface OfflineBannerProps {
  /** When the data on screen was produced (ISO); shown so a parent knows how old it is. */
  dataTime?: string | null;
}

/**
 * Shown while the browser is offline or the answers on screen came from the saved copy (the
 * network failed or took longer than the worker waits).
 */
export function OfflineBanner({ dataTime }: OfflineBannerProps) {
  const online = useOnline();
  const servedOffline = useServedOffline();
  if (online && !servedOffline) return null;
  const t = messages();
  return (
    <div className={styles.banner} role="status">
      <span>{t.common.offline}</span>
      {dataTime ? (
        <span>{format(t.meal.dataTime, { time: dayjs(dataTime).format('MM-DD HH:mm') })}</span>
      ) : null}
    </div>
  );
}
