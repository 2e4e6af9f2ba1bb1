'use client';

import Scan from '@react-vant/icons/es/Scan';
import { lazy, Suspense, useState } from 'react';
import { useRevalidateServing, type Service } from '@/lib/api/serving';
import { serveMessages } from '@/lib/i18n/areas/serve';
import type { CodeSource } from './cameraSource';
import { ServingClasses } from './ServingClasses';
import { ServingList } from './ServingList';
import styles from './serving.module.css';

// The camera and jsQR come only with the scanner, when someone opens it.
const ScanPanel = lazy(() => import('./ScanPanel'));

/**
 * The serving line's view (decision 078), the same for the kitchen (every class, chosen from the
 * list with counts) and a teacher (`classesId`: that class only; the server checks it is theirs):
 * the scanner on demand, and the class's list to tick.
 */
export function ServingView({
  service,
  classesId,
  source,
}: {
  service: Service;
  /** Limits the view to one class. */
  classesId?: number;
  /** The scanner's code source (tests feed codes through it). */
  source?: CodeSource;
}) {
  const t = serveMessages();
  const [picked, setPicked] = useState<number | null>(null);
  const [scanning, setScanning] = useState(false);
  const shown = classesId ?? picked;
  const refresh = useRevalidateServing();
  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        {scanning ? null : (
          <button type="button" className={styles.scanButton} onClick={() => setScanning(true)}>
            <Scan aria-hidden="true" />
            {t.scan.open}
          </button>
        )}
      </div>
      {scanning ? (
        <Suspense fallback={<p className={styles.counts}>{t.scan.starting}</p>}>
          <ScanPanel
            service={service}
            source={source}
            onResult={() => void refresh()}
            onClose={() => setScanning(false)}
            onUseList={() => setScanning(false)}
          />
        </Suspense>
      ) : null}
      {shown ? (
        <ServingList
          classesId={shown}
          service={service}
          onBack={classesId ? undefined : () => setPicked(null)}
        />
      ) : (
        <ServingClasses service={service} onPick={setPicked} />
      )}
    </div>
  );
}
