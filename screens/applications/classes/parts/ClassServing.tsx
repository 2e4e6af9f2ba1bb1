'use client';

import { useState } from 'react';
import { ServingView } from '@/components/serving/ServingView';
import { DiningType } from '@/lib/contract/enums';
import { serveMessages } from '@/lib/i18n/areas/serve';
import { schoolToday } from '@/lib/serving/words';
import styles from '../../../../components/serving/serving.module.css';

/**
 * A teacher's serving line for one kept class (decision 078): today's list to tick and the
 * scanner, the same view as the kitchen's, limited to this class (the server checks the binding).
 */
export default function ClassServing({
  classesId,
  dining,
}: {
  classesId: number;
  /** The dining types the class has today, in order; lunch when none is known. */
  dining: readonly DiningType[];
}) {
  const t = serveMessages();
  const [diningType, setDiningType] = useState<DiningType>(
    dining.includes('Lunch') ? 'Lunch' : (dining[0] ?? 'Lunch'),
  );
  const date = schoolToday();
  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <span>{date}</span>
        <label>
          {t.diningType}
          <select
            value={diningType}
            onChange={(event) => setDiningType(event.target.value as DiningType)}
          >
            {DiningType.options.map((option) => (
              <option key={option} value={option}>
                {t.dining[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ServingView key={diningType} classesId={classesId} service={{ date, diningType }} />
    </div>
  );
}
