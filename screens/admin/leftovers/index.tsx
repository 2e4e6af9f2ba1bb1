'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { useServiceLeftovers } from '@/lib/api/adminServing';
import { DiningType } from '@/lib/contract/enums';
import { servingMessages } from '@/lib/i18n/areas/serving';
import { useRoute } from '@/lib/router/useRoute';
import { schoolToday } from '@/lib/time/schoolTime';
import { ConsoleFrame } from '@/screens/admin/parts/ConsoleFrame';
import styles from '../parts/console.module.css';
import { LeftoversForm } from './LeftoversForm';
import { ServiceFields } from '@/screens/admin/parts/ServiceFields';

/** /pages/admin/leftovers: what one service prepared and what came back (decision 078). */
export default function LeftoversScreen() {
  const query = useRoute('adminLeftovers').query;
  const [date, setDate] = useState(query.date ?? schoolToday());
  const [diningType, setDiningType] = useState<DiningType>(query.diningType ?? 'Lunch');
  return (
    <ConsoleFrame current="adminLeftovers">
      {() => (
        <>
          <div className={styles.toolbar}>
            <ServiceFields
              date={date}
              diningType={diningType}
              onDate={setDate}
              onDiningType={setDiningType}
            />
          </div>
          <Service key={`${date}:${diningType}`} date={date} diningType={diningType} />
        </>
      )}
    </ConsoleFrame>
  );
}

function Service({ date, diningType }: { date: string; diningType: DiningType }) {
  const s = servingMessages().leftovers;
  const leftovers = useServiceLeftovers(date, diningType);
  return (
    <AsyncState
      isLoading={leftovers.isLoading}
      error={leftovers.error}
      onRetry={() => void leftovers.mutate()}
      errorText={s.failed}
    >
      {leftovers.data ? (
        <LeftoversForm
          data={leftovers.data}
          onSaved={(saved) => void leftovers.mutate(saved, { revalidate: false })}
        />
      ) : null}
    </AsyncState>
  );
}
