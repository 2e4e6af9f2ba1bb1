'use client';
import { dayjs } from '@/lib/i18n/dayjs';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { diningLabel } from '@/components/school/SchoolParts';
import { requestQuietly } from '@/lib/api/transport';
import { publicityMenus } from '@/lib/contract/schoolInfo';
import { format } from '@/lib/i18n';
import { isServedOffline } from '@/lib/platform/offlineCopy';
import {
  applyUpdate,
  checkForUpdate,
  isUpdateWaiting,
  subscribeUpdate,
} from '@/lib/platform/serviceWorker';
import {
  KIOSK_REFRESH_MS,
  KIOSK_SLIDE_MS,
  KIOSK_UPDATE_CHECK_MS,
  loadSnapshot,
  saveSnapshot,
  slidesOf,
  type KioskSnapshot,
} from '@/lib/publicity/kiosk';
import styles from './kiosk.module.css';
import { AllergenLegend, AllergenMarks } from '@/components/allergy/AllergenMarks';
import { schoolMessages } from '@/lib/i18n/areas/school';
import { QrCode, schoolMenuAddress } from '@/components/school/QrCode';
import { feedMessages } from '@/lib/i18n/areas/feeds';

type WakeLockSentinelLike = { release: () => Promise<void> };

/** Keeps the screen on where the browser allows it (Wake Lock API); re-asks when shown again. */
function useWakeLock(): void {
  useEffect(() => {
    let sentinel: WakeLockSentinelLike | null = null;
    const nav = navigator as Navigator & {
      wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> };
    };
    const acquire = () => {
      if (!nav.wakeLock || document.visibilityState !== 'visible') return;
      nav.wakeLock.request('screen').then(
        (lock) => (sentinel = lock),
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}

/** A new release waiting: take it at once (nobody is there to press "reload"). */
function useSelfUpdate(): void {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  useEffect(() => {
    if (waiting) applyUpdate();
  }, [waiting]);
  useEffect(() => {
    void checkForUpdate();
    const timer = window.setInterval(() => void checkForUpdate(), KIOSK_UPDATE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
}

/**
 * The menu wall screen (decision 025): no sign-in, large type, today's menu then the week's,
 * turning by itself; refreshed in the background; on any failure the last good menu stays with
 * its data time. Never an error page.
 */
export function Kiosk({ schoolId }: { schoolId: number | undefined }) {
  const [snapshot, setSnapshot] = useState<KioskSnapshot | null>(() =>
    schoolId && typeof window !== 'undefined' ? loadSnapshot(schoolId) : null,
  );
  const [live, setLive] = useState(false);
  const [slide, setSlide] = useState(0);

  const refresh = useCallback(async () => {
    if (!schoolId) return;
    try {
      const page = await requestQuietly(publicityMenus, {
        params: { schoolId },
        query: { page: 0, size: 7 },
      });
      const next: KioskSnapshot = {
        schoolId,
        today: page.today,
        generatedAt: page.generatedAt,
        days: page.content,
      };
      // The worker's saved copy is a good menu, but not a live one: keep its own time.
      const fromCache = isServedOffline();
      setSnapshot(next);
      setLive(!fromCache);
      if (!fromCache) saveSnapshot(next);
    } catch {
      setLive(false);
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

  useEffect(() => {
    const timer = window.setInterval(() => setSlide((n) => n + 1), KIOSK_SLIDE_MS);
    return () => window.clearInterval(timer);
  }, []);

  useWakeLock();
  useSelfUpdate();
  // The same code as the printed menu's (decision 073): the school's menu page on a phone.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);

  const slides = snapshot ? slidesOf(snapshot) : [];
  const current = slides.length > 0 ? slides[slide % slides.length]! : null;
  const dataTime = snapshot ? dayjs(snapshot.generatedAt).format('YYYY-MM-DD HH:mm') : '';

  return (
    <main
      className={styles.kiosk}
      aria-label={schoolMessages().kioskTitle}
      data-kiosk-state={!snapshot ? 'waiting' : live ? 'live' : 'stale'}
    >
      <header className={styles.head}>
        <h1 className={styles.title}>
          {snapshot
            ? `${schoolMessages().kioskTitle} · ${snapshot.today}`
            : schoolMessages().kioskTitle}
        </h1>
        {snapshot ? (
          <p className={`${styles.status} ${live ? styles.live : styles.stale}`} role="status">
            {live ? schoolMessages().kioskLive : schoolMessages().kioskStale}{' '}
            <span data-kiosk-time>
              {format(schoolMessages().kioskDataTime, { time: dataTime })}
            </span>
          </p>
        ) : null}
      </header>
      {!schoolId ? (
        <p className={styles.waiting}>{schoolMessages().kioskNoSchool}</p>
      ) : !current ? (
        <p className={styles.waiting} role="status">
          {schoolMessages().kioskWaiting}
        </p>
      ) : (
        <section className={styles.slide} aria-live="off" data-kiosk-date={current.date}>
          <h2 className={styles.slideTitle}>
            {current.kind === 'today'
              ? format(schoolMessages().kioskToday, { date: current.date })
              : current.kind === 'next'
                ? format(schoolMessages().kioskNextDay, { date: current.date })
                : `${schoolMessages().kioskWeek} · ${current.date}`}
          </h2>
          {current.day.entries.length === 0 ? (
            <p>{schoolMessages().kioskNoMealToday}</p>
          ) : (
            <div className={styles.meals}>
              {current.day.entries
                .filter((entry) => entry.mealKind === 'Ordinary')
                .map((entry) => (
                  <div key={entry.carteId} className={styles.meal} data-kiosk-menu>
                    <h3>{diningLabel(entry.diningType)}</h3>
                    <ul>
                      {entry.dishes.map((dish) => (
                        <li key={dish.id}>
                          {dish.name} <AllergenMarks codes={dish.allergens} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </div>
          )}
          {/* The key to the marks of this slide's dishes (decision 080). */}
          <AllergenLegend
            codes={current.day.entries
              .filter((entry) => entry.mealKind === 'Ordinary')
              .flatMap((entry) => entry.dishes.flatMap((dish) => dish.allergens ?? []))}
          />
          <ol className={styles.dots} aria-hidden>
            {slides.map((item, index) => (
              <li
                key={item.date}
                className={`${styles.dot} ${index === slide % slides.length ? styles.dotOn : ''}`}
              />
            ))}
          </ol>
        </section>
      )}
      {schoolId && origin ? (
        <figure className={styles.qr}>
          <QrCode value={schoolMenuAddress(origin, schoolId)} label={feedMessages().kioskScan} />
          <figcaption>{feedMessages().kioskScan}</figcaption>
        </figure>
      ) : null}
    </main>
  );
}
