import type { PublicityDay } from '@/lib/contract/schoolInfo';

// The wall screen's memory (decision 025): the last menu the server gave, kept in localStorage so
// a reload (a new release, a power cut) with the network down still shows a menu, never a blank.

export interface KioskSnapshot {
  schoolId: number;
  /** The school's today when the server answered. */
  today: string;
  /** When the server produced the data (ISO): shown whenever the screen is not live. */
  generatedAt: string;
  days: PublicityDay[];
}

const KEY_PREFIX = 'canteen-kiosk-';
/** How often the screen asks for fresh data; a failed ask keeps the last good menu. */
export const KIOSK_REFRESH_MS = 60_000;
/** How long each slide (today, then each day of the week) stays up. */
export const KIOSK_SLIDE_MS = 12_000;
/** How often the screen looks for a new release of the app. */
export const KIOSK_UPDATE_CHECK_MS = 5 * 60_000;

export function loadSnapshot(schoolId: number): KioskSnapshot | null {
  try {
    const raw = window.localStorage.getItem(`${KEY_PREFIX}${schoolId}`);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as KioskSnapshot;
    return parsed.schoolId === schoolId && Array.isArray(parsed.days) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSnapshot(snapshot: KioskSnapshot): void {
  try {
    window.localStorage.setItem(`${KEY_PREFIX}${snapshot.schoolId}`, JSON.stringify(snapshot));
  } catch {
    // A full or disabled storage only costs the reload-while-offline case.
  }
}

export interface Slide {
  /** `next`: today has no meals, so the first slide shows the next day that has. */
  kind: 'today' | 'next' | 'day';
  date: string;
  day: PublicityDay;
}

/**
 * Today's menu first (or, on a day without meals, the next day with them), then the week ahead:
 * whenever the data holds a menu, every slide shows one.
 */
export function slidesOf(snapshot: KioskSnapshot): Slide[] {
  const today = snapshot.days.find((day) => day.date === snapshot.today) ?? {
    date: snapshot.today,
    entries: [],
  };
  const week = snapshot.days
    .filter((day) => day.date > snapshot.today && day.entries.length > 0)
    .slice(0, 6);
  const first: Slide =
    today.entries.length > 0 || !week[0]
      ? { kind: 'today', date: today.date, day: today }
      : { kind: 'next', date: week[0].date, day: week[0] };
  return [first, ...week.map((day) => ({ kind: 'day' as const, date: day.date, day }))];
}
