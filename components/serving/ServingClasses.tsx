'use client';

import { AsyncState } from '@/components/AsyncState';
import { useServingClasses, type Service } from '@/lib/api/serving';
import { format } from '@/lib/i18n';
import { serveMessages } from '@/lib/i18n/areas/serve';
import { classTitle } from '@/lib/serving/words';
import styles from './serving.module.css';

/** The classes of a service with their counts (expected / collected); a tap opens the list. */
export function ServingClasses({
  service,
  onPick,
}: {
  service: Service;
  onPick: (classesId: number) => void;
}) {
  const t = serveMessages();
  const classes = useServingClasses(service.date, service.diningType);
  const list = classes.data?.classes ?? [];
  return (
    <section aria-labelledby="serving-classes">
      <h2 id="serving-classes" className={styles.srOnly}>
        {t.classes}
      </h2>
      <AsyncState
        isLoading={!classes.data && classes.isLoading}
        error={classes.data ? undefined : classes.error}
        onRetry={() => void classes.mutate()}
        isEmpty={classes.data !== undefined && list.length === 0}
        emptyText={t.noClasses}
      >
        <ul className={styles.classes}>
          {list.map((klass) => (
            <li key={klass.classesId}>
              <button
                type="button"
                className={styles.classButton}
                onClick={() => onPick(klass.classesId)}
              >
                <span>{classTitle(klass.gradeName, klass.className)}</span>
                <span className={styles.counts}>
                  {format(t.counts, {
                    expected: klass.counts.expected,
                    collected: klass.counts.collected,
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </AsyncState>
    </section>
  );
}
