'use client';
import { useEffect, useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { QrCode, schoolMenuAddress } from '@/components/school/QrCode';
import { usePrintedMenus } from '@/lib/api/feed';
import { useSchoolProfile } from '@/lib/api/schoolInfo';
import { format } from '@/lib/i18n';
import { dayjs } from '@/lib/i18n/dayjs';
import { monthOfYear } from '@/lib/i18n/months';
import { feedMessages } from '@/lib/i18n/areas/feeds';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { MenuTable } from './MenuTable';
import { periodOf, type PrintView } from './period';
import styles from './print.module.css';

/**
 * The noticeboard's menu (decision 073): a week on one A4 page, or a month on one page, with the
 * meal kinds, allergen marks and a code to the school's menu page. Public, like the menus it
 * shows; the toolbar is not printed.
 */
export default function PrintMenuScreen() {
  const query = useRoute('publicityPrint').query;
  const p = feedMessages().print;
  const schoolId = query.schoolId;
  const view: PrintView = query.view ?? 'week';
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const period = periodOf(query.date ?? today, view);
  const menus = usePrintedMenus(schoolId, period.from, period.dates.length);
  const school = useSchoolProfile(schoolId).data;
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);

  const go = (date: string, next: PrintView = view) =>
    void navigateTo({ url: route('publicityPrint', { schoolId, date, view: next }) });
  const days = (menus.days ?? []).filter((day) => day.date <= period.to);
  const title =
    view === 'week'
      ? format(p.week, { from: period.from, to: period.to })
      : format(p.month, { month: monthOfYear(dayjs(period.from).format('YYYY-MM')) });

  return (
    <main className={styles.sheet}>
      <nav className={styles.toolbar} aria-label={p.print}>
        <button
          type="button"
          className={styles.tool}
          aria-pressed={view === 'week'}
          onClick={() => go(period.from, 'week')}
        >
          {p.weekView}
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-pressed={view === 'month'}
          onClick={() => go(period.from, 'month')}
        >
          {p.monthView}
        </button>
        <button type="button" className={styles.tool} onClick={() => go(period.previous)}>
          {p.previous}
        </button>
        <button type="button" className={styles.tool} onClick={() => go(period.next)}>
          {p.next}
        </button>
        <button type="button" className={styles.primary} onClick={() => window.print()}>
          {p.print}
        </button>
      </nav>
      <header className={styles.head}>
        <div>
          {/* Never an empty heading: the period names the page until the school's name is known. */}
          <h1 className={styles.school}>{school?.name ?? title}</h1>
          {school ? <p className={styles.title}>{title}</p> : null}
          <p className={styles.legend}>{p.legend}</p>
        </div>
        {schoolId && origin ? (
          <figure className={styles.qr}>
            <QrCode
              value={schoolMenuAddress(origin, schoolId)}
              label={p.scan}
              size={view === 'week' ? 112 : 88}
            />
            <figcaption>{p.scan}</figcaption>
          </figure>
        ) : null}
      </header>
      <AsyncState
        isLoading={menus.isLoading}
        error={menus.error}
        onRetry={() => void menus.retry()}
        isEmpty={days.every((day) => day.entries.length === 0)}
        emptyText={p.noMenu}
      >
        <MenuTable dates={period.dates} days={days} compact={view === 'month'} />
      </AsyncState>
    </main>
  );
}
