'use client';

import { dayjs } from '@/lib/i18n/dayjs';
import { format, messages } from '@/lib/i18n';
import { useServedOffline } from '@/lib/platform/offlineCopy';
import { useOnline } from '@/lib/platform/online';
import styles from './OfflineBanner.module.css';

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
