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
import { ConfirmButton } from './parts/ConfirmButton';
import { MenuEditor, slotName, type OpenMenu } from './parts/MenuEditor';
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
  const [open, setOpen] = useState<OpenMenu>();
  const menus = week.data ?? [];
  const drafts = menus.filter((menu) => !menu.published).length;
  const range = {
    from: dayjs(monday).format(t.menus.day),
    to: dayjs(monday).add(6, 'day').format(t.menus.day),
  };
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
        {/* Both act on the whole week at once: each says what it will do and waits (decision 063). */}
        <ConfirmButton
          primary
          text={t.menus.publish}
          label={t.menus.publish}
          question={format(t.menus.publishAsk, { ...range, count: drafts })}
          onConfirm={() => void act(() => publishMenus(monday), t.menus.publishedDone)}
        />
        <ConfirmButton
          text={t.menus.copy}
          label={t.menus.copy}
          question={format(t.menus.copyAsk, { ...range, count: menus.length })}
          onConfirm={() => void act(() => copyMenus(monday), t.menus.copiedDone)}
        />
        <AgeGroupSelect value={ageGroup} onChange={setAgeGroup} />
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      <MenuEditor monday={monday} onSaved={setStatus} ageGroup={ageGroup} open={open} />
      <AsyncState isLoading={week.isLoading} error={week.error} onRetry={() => void week.mutate()}>
        {menus.length === 0 ? (
          <p className={styles.note}>{t.menus.emptyMenu}</p>
        ) : (
          <ul className={styles.list} aria-label={t.routes.adminMenus}>
            {menus.map((menu) => (
              <li key={`${menu.date}-${menu.diningType}-${menu.mealKind}`} className={styles.card}>
                <strong>
                  {menu.date} {t.dining[menu.diningType]} {t.kinds[menu.mealKind]} ·{' '}
                  {/* 已发布 第 2 版, or 草稿 · 已发布 第 2 版 while a draft waits (decision 063). */}
                  {[
                    menu.published ? '' : t.menus.draft,
                    menu.publishedVersion
                      ? format(t.menus.publishedVersion, { version: menu.publishedVersion })
                      : menu.published
                        ? t.menus.published
                        : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </strong>
                <p className={styles.note}>
                  {menu.dishes
                    .map((dish) => `${dish.name} ${dish.weightGrams}g`)
                    .join(t.common.separator)}
                </p>
                <MenuFlag group={ageGroup} diningType={menu.diningType} dishes={menu.dishes} />
                <button
                  type="button"
                  className={styles.secondary}
                  aria-label={format(t.menus.editLabel, { slot: slotName(menu) })}
                  onClick={() => setOpen({ ...menu, nonce: Date.now() })}
                >
                  {t.menus.edit}
                </button>
              </li>
            ))}
          </ul>
        )}
      </AsyncState>
    </>
  );
}
