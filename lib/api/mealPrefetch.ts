'use client';

import { dayjs } from '@/lib/i18n/dayjs';
import { useEffect } from 'react';
import { serviceBusiness } from '@/lib/contract/business';
import type { DiningType } from '@/lib/contract/enums';
import { mealBox, mealDay, mealMonth } from '@/lib/contract/meal';
import { identities } from '@/lib/contract/user';
import { request } from './client';
import { requestCurrentUser } from './userLoaders';

// Decision 008: after one online visit, the current and next week's calendar and menus open with no
// network. The service worker keeps every meal answer it passes (network-first, per account and
// child), but only answers it saw: the home screen shows one month and no day menus. So, once
// the worker controls the page, home reads the two weeks' months, days, meal boxes and business
// settings in the background (and the account's identity list and user, which home's head needs),
// with the same URLs and headers the screens use, and the worker keeps the copies.

/** How long to wait for a first-visit worker to take control before giving up. */
const CONTROL_WAIT_MS = 30_000;
/** Parallel reads: the background work must not crowd out the screen's own calls. */
const CONCURRENCY = 3;

/** Monday of this week through Sunday of next week (the spec's Monday-first calendar). */
export function twoWeeks(today: string): string[] {
  const date = dayjs(today);
  const monday = date.subtract((date.day() + 6) % 7, 'day');
  return Array.from({ length: 14 }, (_, index) => monday.add(index, 'day').format('YYYY-MM-DD'));
}

function parts(date: string): { y: number; m: number; d: number } {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  return { y, m, d };
}

function controlled(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return Promise.resolve(false);
  }
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CONTROL_WAIT_MS);
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

async function runAll(tasks: (() => Promise<unknown>)[]): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      // One missing day (no menu yet, a transient failure) must not stop the others.
      await task().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Reads the two weeks' meal data through the worker. Silent: failures change nothing. */
export async function prefetchMealWeeks(today: string, diningType: DiningType): Promise<void> {
  const dates = twoWeeks(today);
  const months = new Map(dates.map((date) => [date.slice(0, 7), parts(date)]));
  const boxes = new Map<string, { id: number; diningType: DiningType }>();
  await runAll([
    // Home's head (the children, the user): read at sign-in, often before the worker took over.
    () => request(identities, undefined, { silent: true }),
    () => requestCurrentUser({ silent: true }),
    ...[...months.values()].map(
      ({ y, m }) =>
        () =>
          request(mealMonth, { params: { y, m }, query: { diningType } }, { silent: true }),
    ),
    ...dates.map((date) => async () => {
      const entries = await request(mealDay, { params: parts(date) }, { silent: true });
      for (const entry of entries) {
        if (entry.mealBoxId === null) continue;
        boxes.set(`${entry.mealBoxId}/${entry.diningType}`, {
          id: entry.mealBoxId,
          diningType: entry.diningType,
        });
      }
    }),
    ...dates.map(
      (date) => () => request(serviceBusiness, { params: { diningType, date } }, { silent: true }),
    ),
  ]);
  await runAll(
    [...boxes.values()].map(
      ({ id, diningType: dining }) =>
        () =>
          request(mealBox, { params: { id }, query: { diningType: dining } }, { silent: true }),
    ),
  );
}

const done = new Set<string>();

/**
 * Home calls this once it has shown the calendar. Once per child, dining type and day per page
 * load, and only where a service worker can keep the answers.
 */
export function usePrefetchMealWeeks(
  child: string | null,
  today: string | null,
  diningType: DiningType,
): void {
  useEffect(() => {
    if (!child || !today || process.env.NODE_ENV !== 'production') return;
    const key = `${child}/${today}/${diningType}`;
    if (done.has(key)) return;
    done.add(key);
    void controlled().then((ok) => {
      if (ok) return prefetchMealWeeks(today, diningType);
      done.delete(key);
    });
  }, [child, today, diningType]);
}
