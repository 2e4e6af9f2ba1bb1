'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { copyMenus, publishMenus, useWeekMenus } from '@/lib/api/admin';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { dayjs } from '@/lib/i18n/dayjs';
import { AgeGroupSelect, MenuFlag } from '@/components/nutrition/MenuTotals';
import type { AgeGroup } from '@/lib/nutrition/targets';
import { ConsoleFrame } from './parts/ConsoleFrame';
import { MenuEditor } from './parts/MenuEditor';
import styles from './parts/console.module.css';

/** The Monday of the week after `date`'s (the week a school usually prepares). */
function nextMonday(date = dayjs()): string {
  const weekday = (date.day() + 6) % 7;
  return date.subtract(weekday, 'day').add(7, 'day').format('YYYY-MM-DD');
}

/** /pages/admin/menus: a week's menus, the editor, publish and copy (decision 048). */
export default function MenusScreen() {
  return <ConsoleFrame current="adminMenus">{() => <Menus />}</ConsoleFrame>;
}

function Menus() {
  const t = consoleMessages();
  const [monday, setMonday] = useState(nextMonday);
  const [status, setStatus] = useState('');
  // The kitchen picks the age group its totals are measured against (decision 081).
  const [ageGroup, setAgeGroup] = useState<AgeGroup>('6-8');
  const week = useWeekMenus(monday);
  const act = async (run: () => Promise<{ count: number }>, done: string) => {
    try {
      const { count } = await run();
      setStatus(format(done, { count }));
    } catch {
      setStatus(t.common.failed);
    }
  };
  return (
    <>
      <div className={styles.toolbar}>
        <label>
          {t.menus.week}
          <input
            type="date"
            value={monday}
            step={7}
            onChange={(event) =>
              event.target.value &&
              setMonday(nextMonday(dayjs(event.target.value).subtract(7, 'day')))
            }
          />
        </label>
        <button
          type="button"
          className={styles.button}
          onClick={() => void act(() => publishMenus(monday), t.menus.publishedDone)}
        >
          {t.menus.publish}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void act(() => copyMenus(monday), t.menus.copiedDone)}
        >
          {t.menus.copy}
        </button>
        <AgeGroupSelect value={ageGroup} onChange={setAgeGroup} />
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      <MenuEditor monday={monday} onSaved={setStatus} ageGroup={ageGroup} />
      <AsyncState isLoading={week.isLoading} error={week.error} onRetry={() => void week.mutate()}>
        {(week.data ?? []).length === 0 ? (
          <p className={styles.note}>{t.menus.emptyMenu}</p>
        ) : (
          <ul className={styles.list} aria-label={t.routes.adminMenus}>
            {(week.data ?? []).map((menu) => (
              <li key={`${menu.date}-${menu.diningType}-${menu.mealKind}`} className={styles.card}>
                <strong>
                  {menu.date} {t.dining[menu.diningType]} {t.kinds[menu.mealKind]} ·{' '}
                  {menu.published ? t.menus.published : t.menus.draft}
                </strong>
                <p className={styles.note}>
                  {menu.dishes
                    .map((dish) => `${dish.name} ${dish.weightGrams}g`)
                    .join(t.common.separator)}
                </p>
                <MenuFlag group={ageGroup} diningType={menu.diningType} dishes={menu.dishes} />
              </li>
            ))}
          </ul>
        )}
      </AsyncState>
    </>
  );
}
