'use client';
import { dayjs } from '@/lib/i18n/dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestQuietly } from '@/lib/api/transport';
import { publicityMenus, schoolProfile } from '@/lib/contract/schoolInfo';
import { format } from '@/lib/i18n';
import { isServedOffline } from '@/lib/platform/offlineCopy';
import {
  KIOSK_REFRESH_MS,
  loadSnapshot,
  saveSnapshot,
  wallOf,
  type KioskSnapshot,
} from '@/lib/publicity/kiosk';
import styles from './kiosk.module.css';
import { AllergenLegend } from '@/components/allergy/AllergenMarks';
import { schoolMessages } from '@/lib/i18n/areas/school';
import { QrCode, schoolMenuAddress } from '@/components/school/QrCode';
import { feedMessages } from '@/lib/i18n/areas/feeds';
import { MealsOfDay, dateWithWeekday } from './MealsOfDay';
import { WeekMenus } from './WeekMenus';
import { useSelfUpdate, useWakeLock } from './useKioskDevice';

/** The school's name, or undefined when the profile cannot be had now (the last one stays). */
async function schoolNameOf(schoolId: number): Promise<string | undefined> {
  try {
    return (await requestQuietly(schoolProfile, { params: { schoolId } })).name;
  } catch {
    return undefined;
  }
}

/**
 * The menu wall screen (decision 025): no sign-in, the school's name, today's menus large and the
 * days ahead by week below or beside them, every meal kind and allergen mark; refreshed in the
 * background; on any failure the last good menu stays with its data time. Never an error page.
 */
export function Kiosk({ schoolId }: { schoolId: number | undefined }) {
  const [snapshot, setSnapshot] = useState<KioskSnapshot | null>(() =>
    schoolId && typeof window !== 'undefined' ? loadSnapshot(schoolId) : null,
  );
  const [live, setLive] = useState(false);
  // A profile call that fails keeps the name the screen already has.
  const lastName = useRef(snapshot?.schoolName);
  // Refreshes can overlap (the minute's timer, the network coming back, the screen shown again):
  // the newest one that has answered decides, so a slow older one cannot turn a live wall stale.
  const started = useRef(0);
  const decided = useRef(0);

  const refresh = useCallback(async () => {
    if (!schoolId) return;
    const attempt = ++started.current;
    const isNewest = () => {
      if (attempt < decided.current) return false;
      decided.current = attempt;
      return true;
    };
    try {
      const page = await requestQuietly(publicityMenus, {
        params: { schoolId },
        query: { page: 0, size: 7 },
      });
      // The worker's saved copy is a good menu, but not a live one: keep its own time. Read
      // before the profile call, since the latest answer sets the flag.
      const fromCache = isServedOffline();
      const schoolName = await schoolNameOf(schoolId);
      if (!isNewest()) return;
      lastName.current = schoolName ?? lastName.current;
      const next: KioskSnapshot = {
        schoolId,
        today: page.today,
        generatedAt: page.generatedAt,
        days: page.content,
        schoolName: lastName.current,
      };
      setSnapshot(next);
      setLive(!fromCache);
      if (!fromCache) saveSnapshot(next);
    } catch {
      if (isNewest()) setLive(false);
    }
  }, [schoolId]);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => void refresh(), KIOSK_REFRESH_MS);
    const again = () => void refresh();
    window.addEventListener('online', again);
    const down = () => setLive(false);
    window.addEventListener('offline', down);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', again);
      window.removeEventListener('offline', down);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refresh]);

  useWakeLock();
  useSelfUpdate();
  // The same code as the printed menu's (decision 073): the school's menu page on a phone.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);

  const s = schoolMessages();
  const wall = snapshot ? wallOf(snapshot) : null;
  const dataTime = snapshot ? dayjs(snapshot.generatedAt).format('YYYY-MM-DD HH:mm') : '';
  const shownDays = wall ? [wall.lead.day, ...wall.weeks.flatMap((group) => group.days)] : [];

  return (
    <main
      className={styles.kiosk}
      aria-label={s.kioskTitle}
      data-kiosk-state={!snapshot ? 'waiting' : live ? 'live' : 'stale'}
    >
      <header className={styles.head}>
        <h1 className={styles.title}>
          {snapshot?.schoolName
            ? format(s.kioskSchoolTitle, { school: snapshot.schoolName })
            : s.kioskTitle}
        </h1>
        {snapshot ? (
          <p className={`${styles.status} ${live ? styles.live : styles.stale}`} role="status">
            {live ? s.kioskLive : s.kioskStale}{' '}
            <span data-kiosk-time>{format(s.kioskDataTime, { time: dataTime })}</span>
          </p>
        ) : null}
      </header>
      {!schoolId ? (
        <p className={styles.waiting}>{s.kioskNoSchool}</p>
      ) : !wall ? (
        <p className={styles.waiting} role="status">
          {s.kioskWaiting}
        </p>
      ) : (
        <div className={styles.wall}>
          <section
            className={styles.today}
            aria-labelledby="kiosk-today"
            data-kiosk-today={snapshot!.today}
          >
            <h2 id="kiosk-today" className={styles.todayTitle}>
              {wall.lead.kind === 'today'
                ? format(s.kioskToday, { date: dateWithWeekday(wall.lead.date) })
                : format(s.kioskNextDay, { date: dateWithWeekday(wall.lead.date) })}
            </h2>
            <div className={styles.todayBody}>
              {wall.lead.day.entries.length === 0 ? (
                <p>{s.kioskNoMealToday}</p>
              ) : (
                <MealsOfDay day={wall.lead.day} />
              )}
              <div className={styles.foot}>
                {/* The key to the marks of the dishes on the wall (decision 080). */}
                <AllergenLegend
                  codes={shownDays.flatMap((day) =>
                    day.entries.flatMap((entry) => entry.dishes.flatMap((d) => d.allergens ?? [])),
                  )}
                />
                {origin ? (
                  <figure className={styles.qr}>
                    <QrCode
                      value={schoolMenuAddress(origin, schoolId)}
                      label={feedMessages().kioskScan}
                    />
                    <figcaption>{feedMessages().kioskScan}</figcaption>
                  </figure>
                ) : null}
              </div>
            </div>
          </section>
          <WeekMenus weeks={wall.weeks} />
        </div>
      )}
    </main>
  );
}
