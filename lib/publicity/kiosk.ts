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
  /** The school's name from its public profile; kept so an offline reload still shows it. */
  schoolName?: string;
}

const KEY_PREFIX = 'canteen-kiosk-';
/** How often the screen asks for fresh data; a failed ask keeps the last good menu. */
export const KIOSK_REFRESH_MS = 60_000;
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

/** The big block of the wall: today's menus, or on a day without meals the next day that has. */
export interface Lead {
  kind: 'today' | 'next';
  date: string;
  day: PublicityDay;
}

/** Which calendar week (Monday to Sunday) a date of the wall falls in, seen from today. */
export type WeekOfWall = 'this' | 'next' | 'later';

export interface WeekGroup {
  week: WeekOfWall;
  days: PublicityDay[];
}

export interface Wall {
  lead: Lead;
  /** The days after today that have menus, grouped by week, so next week is never called this week. */
  weeks: WeekGroup[];
}

const DAY_MS = 86_400_000;

/** The Monday of a `YYYY-MM-DD` date, in days since the epoch; computed in UTC, so any zone agrees. */
function mondayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day);
  return utc / DAY_MS - ((new Date(utc).getUTCDay() + 6) % 7);
}

/** The weekday of a `YYYY-MM-DD` date, 0 for Sunday (as `Date#getDay`), in any zone. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function weekOfWall(today: string, date: string): WeekOfWall {
  const weeks = (mondayOf(date) - mondayOf(today)) / 7;
  return weeks <= 0 ? 'this' : weeks === 1 ? 'next' : 'later';
}

/**
 * Today's menus first (or, on a day without meals, the next day with them), then the days after
 * the lead with menus (at most six), by week: whenever the data holds a menu, the lead shows one.
 */
export function wallOf(snapshot: KioskSnapshot): Wall {
  const today = snapshot.days.find((day) => day.date === snapshot.today) ?? {
    date: snapshot.today,
    entries: [],
  };
  const ahead = snapshot.days
    .filter((day) => day.date > snapshot.today && day.entries.length > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  const lead: Lead =
    today.entries.length > 0 || !ahead[0]
      ? { kind: 'today', date: today.date, day: today }
      : { kind: 'next', date: ahead[0].date, day: ahead[0] };
  // The day that leads is not shown twice.
  const rest = (lead.kind === 'next' ? ahead.slice(1) : ahead).slice(0, 6);
  const weeks: WeekGroup[] = [];
  for (const day of rest) {
    const week = weekOfWall(snapshot.today, day.date);
    const group = weeks.at(-1);
    if (group?.week === week) group.days.push(day);
    else weeks.push({ week, days: [day] });
  }
  return { lead, weeks };
}
