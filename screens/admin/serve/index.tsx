'use client';

import { useState } from 'react';
import { ServingView } from '@/components/serving/ServingView';
import { DiningType } from '@/lib/contract/enums';
import { serveMessages } from '@/lib/i18n/areas/serve';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { schoolToday } from '@/lib/serving/words';
import { ConsoleFrame } from '@/screens/admin/parts/ConsoleFrame';
import styles from '../parts/console.module.css';
import own from '../../../components/serving/serving.module.css';
import { ServiceFields } from '@/screens/admin/parts/ServiceFields';

/**
 * /pages/admin/serve: the kitchen's serving line (decision 078): the service (today on the
 * school's clock, lunch unless asked), the classes with their counts, a class's list to tick, and
 * the camera scanner.
 */
export default function ServeScreen() {
  const t = serveMessages();
  const query = useRoute('adminServe').query;
  const [date, setDate] = useState(query.date ?? schoolToday());
  const [diningType, setDiningType] = useState<DiningType>(query.diningType ?? 'Lunch');
  return (
    <ConsoleFrame current="adminServe">
      {() => (
        <>
          <div className={styles.toolbar}>
            <ServiceFields
              date={date}
              diningType={diningType}
              onDate={setDate}
              onDiningType={setDiningType}
            />
            <a
              className={`${styles.secondary} ${own.linkButton}`}
              href={`#${route('adminLabels', { date, diningType })}`}
            >
              {t.labels.open}
            </a>
          </div>
          {/* A new service starts from its class list, with the scanner closed. */}
          <ServingView key={`${date}-${diningType}`} service={{ date, diningType }} />
        </>
      )}
    </ConsoleFrame>
  );
}
