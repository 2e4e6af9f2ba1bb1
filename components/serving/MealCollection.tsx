'use client';

import { lazy, Suspense } from 'react';
import type { useChildMealCollection } from '@/lib/api/serving';
import { format } from '@/lib/i18n';
import { serveMessages } from '@/lib/i18n/areas/serve';
import { schoolTime } from '@/lib/serving/words';
import styles from './serving.module.css';

// The QR library comes only when there is a code to show.
const QrCode = lazy(() =>
  import('@/components/school/QrCode').then((module) => ({ default: module.QrCode })),
);

/**
 * The parent's view of one meal at the serving line (decision 078): "collected 12:05" or "not
 * collected" once the service is over, and while it can still be collected, the child's meal
 * code to show at the serving line. Nothing for a meal on leave or not ordered (the day's status
 * says so already).
 */
export default function MealCollection({
  collection,
  childName,
}: {
  /** The day screen's read of it (started beside the menu's, issue 29). */
  collection: ReturnType<typeof useChildMealCollection>['data'];
  childName: string;
}) {
  const t = serveMessages().code;
  if (!collection) return null;
  if (collection.state === 'Collected')
    return (
      <p className={styles.message} data-tone="good" role="status">
        {format(t.collected, { time: schoolTime(collection.at) })}
      </p>
    );
  if (collection.state === 'Missed')
    return (
      <p className={styles.message} data-tone="bad" role="status">
        {t.missed}
      </p>
    );
  if (collection.state !== 'Ordered' || !collection.code) return null;
  return (
    <section className={styles.scanner} aria-labelledby="meal-code-title">
      <h3 id="meal-code-title" style={{ margin: 0 }}>
        {t.title}
      </h3>
      <Suspense fallback={<div style={{ width: 200, height: 200 }} />}>
        <QrCode value={collection.code} label={format(t.label, { name: childName })} size={200} />
      </Suspense>
      <p className={styles.counts}>
        {t.ordered} · {t.hint}
      </p>
    </section>
  );
}
