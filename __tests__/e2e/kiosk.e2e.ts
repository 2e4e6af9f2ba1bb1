import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser, waitForServiceWorker, type BrowserSession } from './support/browser';
import { schoolDate } from './support/clock';
import { OUT_DIR } from './support/paths';
import { KIOSK_REFRESH_MS, KIOSK_UPDATE_CHECK_MS } from '@/lib/publicity/kiosk';
import { startServer, type RunningServer } from './support/server';
import { within } from './support/within';

// The menu wall screen (decision 025) for one simulated hour: the page clock moves 5 minutes a
// step while the network is cut and restored and the server is restarted twice. At every step
// the screen shows a menu; the school's today whenever the server answers, the data's time
// whenever it does not; a release published late in the hour is taken without a touch.

const STEP_MS = 5 * 60_000;
const WAIT_MS = 30_000;
const NUDGE_EVERY_MS = 5_000;

let outCopy: string;
let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  outCopy = mkdtempSync(join(tmpdir(), 'canteen-e2e-out-'));
  cpSync(OUT_DIR, outCopy, { recursive: true });
  server = await startServer({ outDir: outCopy });
  browser = await openBrowser(server.url);
  page = browser.page;
  await page.setViewportSize({ width: 1280, height: 720 });
});
afterAll(async () => {
  // A browser that stopped answering is closed (support/browser.ts kills it) all the same.
  await within(10_000, 'back online', browser?.context.setOffline(false)).catch(() => undefined);
  await browser?.close();
  await server?.stop();
  rmSync(outCopy, { recursive: true, force: true });
});

function publishNewWorker(): void {
  const worker = join(outCopy, 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// next release ${Date.now()}\n`);
  rmSync(`${worker}.br`, { force: true });
  rmSync(`${worker}.gz`, { force: true });
}

interface Seen {
  state: string | undefined;
  title: string;
  menus: number;
  time: string;
}

/**
 * Moves the page clock. A move sent while the page reloads into a release can be lost with the
 * old document: one that does not answer is sent once more (the screen is checked after it).
 */
async function moveClock(ms: number, label: string): Promise<void> {
  try {
    await within(20_000, label, page.clock.runFor(ms));
  } catch {
    await within(20_000, `${label} (again)`, page.clock.runFor(ms));
  }
}

async function seen(): Promise<Seen> {
  return within(
    5_000,
    'reading the screen',
    page.evaluate(() => {
      const main = document.querySelector<HTMLElement>('main[data-kiosk-state]');
      return {
        state: main?.dataset.kioskState,
        // The school's today as the wall leads with it (its own date, or the next day's menu).
        title: main?.querySelector<HTMLElement>('[data-kiosk-today]')?.dataset.kioskToday ?? '',
        menus: [...document.querySelectorAll<HTMLElement>('[data-kiosk-menu]')].filter(
          (menu) => menu.offsetHeight > 0 && (menu.textContent ?? '').trim().length > 0,
        ).length,
        time: document.querySelector('[data-kiosk-time]')?.textContent ?? '',
      };
    }),
  );
}

/** What the screen shows once a menu is drawn, or the last reading when none comes in time. */
async function menuShown(): Promise<Seen> {
  const deadline = Date.now() + WAIT_MS;
  let last: Seen = { state: undefined, title: '', menus: 0, time: '' };
  while (Date.now() < deadline) {
    last = (await seen().catch(() => null)) ?? last;
    if (last.menus > 0) return last;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return last;
}

/**
 * Waits until the screen shows what a step expects; fails with what it showed. The page clock is
 * frozen between moves, and so is the wall's minute-by-minute refresh: a refresh that met the
 * network just before it came back (or the worker's saved copy, when the server was slow on a
 * loaded machine) would otherwise be the last one for the whole wait. While the screen is not
 * yet as expected, the page clock moves half a refresh period every few seconds, as a wall on
 * the school's corridor would see the minutes pass. Half a period leaves each refresh two moves
 * of real time before its own request timeout (one period) ends it.
 */
async function expectScreen(reachable: boolean, label: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let nextNudge = Date.now() + NUDGE_EVERY_MS;
  let last: Seen | null = null;
  while (Date.now() < deadline) {
    if (Date.now() >= nextNudge) {
      await moveClock(KIOSK_REFRESH_MS / 2, `${label}: letting the minutes pass`);
      nextNudge = Date.now() + NUDGE_EVERY_MS;
    }
    last = await seen().catch(() => null);
    const menuShown = last !== null && last.menus > 0;
    const ok =
      menuShown &&
      (reachable
        ? last!.state === 'live' && last!.title.includes(schoolDate())
        : last!.state === 'stale' && /数据时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(last!.time));
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(
    `${label}: expected ${reachable ? 'live' : 'stale'}, saw ${JSON.stringify(last)}`,
  );
}

/**
 * Waits in real time until the wall has reloaded itself into the published release. The step's
 * clock move ran the wall's update check, which found the new worker; from there the worker
 * installs, takes over and the wall reloads on real time alone (the reload's fallback timer runs
 * on the page clock, which runs on from its last move). So the page clock is left alone while
 * that happens: in four CI runs on loaded machines, a clock move sent while the wall reloaded
 * into a release never answered, nor did anything sent to the browser after it (once not even
 * closing it), and the hour failed there. Only when the release is still not taken after a
 * whole wait (a check that met a slow server) does the clock move on to the next check.
 */
async function releaseTaken(loads: readonly number[]): Promise<void> {
  const deadline = Date.now() + 4 * WAIT_MS;
  let nextCheck = Date.now() + WAIT_MS;
  let last: Awaited<ReturnType<typeof readWorker>> | string | null = null;
  while (Date.now() < deadline) {
    // A reading cut by the wall's own reload is taken again.
    last = await readWorker(5_000).catch((error: Error) => error.message);
    // The new worker controls the page a moment before the wall reloads into it.
    if (typeof last === 'object' && last?.controlled && last.newRelease && loads.length > 0) return;
    if (Date.now() >= nextCheck) {
      await moveClock(KIOSK_UPDATE_CHECK_MS, 'moving the clock to the next update check');
      nextCheck = Date.now() + WAIT_MS;
    }
    await new Promise((wait) => setTimeout(wait, 1_000));
  }
  throw new Error(`the release was not taken: ${JSON.stringify(last)}`);
}

/** The wall's service worker: one waiting, the page controlled, the active one the release. */
function readWorker(ms: number) {
  return within(
    ms,
    'reading the service worker',
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const active = registration?.active;
      const text = active ? await (await fetch(active.scriptURL)).text() : '';
      return {
        waiting: registration?.waiting ?? null,
        controlled: Boolean(navigator.serviceWorker.controller),
        newRelease: text.includes('// next release'),
      };
    }),
  );
}

async function step(minute: number, reachable: boolean, label: string): Promise<void> {
  await moveClock(STEP_MS, `minute ${minute}: moving the clock`);
  await expectScreen(reachable, `minute ${minute} (${label})`);
  await slidesShowMenus(minute);
}

/** Every slide of the week shows a menu too: one turn of the slides. */
async function slidesShowMenus(minute: number): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await moveClock(12_000, `minute ${minute}: next slide`);
    const now = await menuShown();
    expect({ minute, menus: now.menus > 0 }).toEqual({ minute, menus: true });
  }
}

/**
 * The release's step: the clock move runs the wall's update check, then nothing moves the page
 * clock until the wall has reloaded into the release (releaseTaken); its screen and slides are
 * checked after that, in the new page.
 */
async function releaseStep(minute: number, loads: readonly number[]): Promise<void> {
  await moveClock(STEP_MS, `minute ${minute}: moving the clock to the update check`);
  await releaseTaken(loads);
  await expectScreen(true, `minute ${minute} (the release taken)`);
  await slidesShowMenus(minute);
}

it('fills a 1920×1080 wall with today, the week by weekday and the halal menu', async () => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await within(
    60_000,
    'opening the kiosk',
    page.goto('/#/pages/publicity/index?schoolId=1&kiosk=1'),
  );
  await expectScreen(true, 'the wall');
  const wall = await within(
    5_000,
    'measuring the wall',
    page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      const today = box('[data-kiosk-today]');
      const week = box('[data-kiosk-week]');
      const text = (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)].map((e) => e.innerText.trim());
      return {
        todayTop: today?.top ?? -1,
        todayBottom: today?.bottom ?? -1,
        weekTop: week?.top ?? -1,
        weekBottom: week?.bottom ?? -1,
        viewport: { width: window.innerWidth, height: window.innerHeight },
        scrollWidth: document.scrollingElement!.scrollWidth,
        lead: text('#kiosk-today')[0] ?? '',
        weekTitles: text('[data-kiosk-week] h2'),
        weekDates: text('[data-kiosk-week] h3'),
        halal: [...document.querySelectorAll<HTMLElement>('[data-kiosk-menu]')].some(
          (menu) => menu.offsetHeight > 0 && menu.innerText.includes('清真'),
        ),
      };
    }),
  );
  // Today's block above the week, the week reaching the lower fifth, nothing wider than the screen.
  expect(wall.todayTop).toBeGreaterThanOrEqual(0);
  expect(wall.weekTop).toBeGreaterThanOrEqual(wall.todayBottom);
  expect(wall.weekBottom).toBeGreaterThan(0.8 * wall.viewport.height);
  expect(wall.weekBottom).toBeLessThanOrEqual(wall.viewport.height);
  expect(wall.scrollWidth).toBeLessThanOrEqual(wall.viewport.width);
  // Every date with its weekday; the weeks named as this week's, next week's or later.
  expect(wall.lead).toMatch(/\d{4}-\d{2}-\d{2} 周[一二三四五六日]/);
  expect(wall.weekDates.length).toBeGreaterThan(0);
  for (const date of wall.weekDates) expect(date).toMatch(/^\d{2}-\d{2} 周[一二三四五六日]$/);
  for (const title of wall.weekTitles)
    expect(['本周菜谱', '下周菜谱', '以后的菜谱']).toContain(title);
  expect(wall.halal).toBe(true);
  await browser.screenshot('kiosk-wall-1920');
  await page.setViewportSize({ width: 1280, height: 720 });
});

it('shows a menu for an hour of network cuts, two server restarts and a release', async () => {
  // The page clock was installed at the test instant when the browser opened; it moves from there.
  await within(
    60_000,
    'opening the kiosk',
    page.goto('/#/pages/publicity/index?schoolId=1&kiosk=1'),
  );
  await within(60_000, 'installing the service worker', waitForServiceWorker(page));
  await expectScreen(true, 'start');
  await browser.screenshot('kiosk-live');
  const loads: number[] = [];
  page.on('load', () => loads.push(Date.now()));

  const plan: { at: number; action?: () => Promise<void>; reachable: boolean; label: string }[] = [
    { at: 5, reachable: true, label: 'online' },
    { at: 10, action: () => browser.context.setOffline(true), reachable: false, label: 'cut' },
    { at: 15, reachable: false, label: 'still cut' },
    { at: 20, action: () => browser.context.setOffline(false), reachable: true, label: 'back' },
    { at: 25, action: () => server.halt(), reachable: false, label: 'server down' },
    { at: 30, action: () => server.start(), reachable: true, label: 'server restarted' },
    { at: 35, action: () => browser.context.setOffline(true), reachable: false, label: 'cut' },
    { at: 40, action: () => browser.context.setOffline(false), reachable: true, label: 'back' },
    { at: 45, action: () => server.halt(), reachable: false, label: 'server down again' },
    { at: 50, action: () => server.start(), reachable: true, label: 'server restarted again' },
    { at: 55, action: async () => publishNewWorker(), reachable: true, label: 'release published' },
    { at: 60, reachable: true, label: 'the hour is over' },
  ];
  for (const { at, action, reachable, label } of plan) {
    if (action) await within(90_000, `minute ${at}: ${label}`, action());
    if (label === 'release published') await releaseStep(at, loads);
    else await step(at, reachable, label);
    if (label === 'cut') await browser.screenshot(`kiosk-stale-${at}`);
  }

  // The release: the page reloaded by itself into the new worker, nothing waits any more.
  expect(loads.length).toBeGreaterThanOrEqual(1);
  const worker = await readWorker(20_000);
  expect(worker).toEqual({ waiting: null, controlled: true, newRelease: true });
  expect(browser.pageErrors).toEqual([]);
  await browser.screenshot('kiosk-end');
  // Twelve steps, each allowed to wait for the screen, and the wait for the release: more than
  // one default test's time on a loaded machine.
}, 360_000);
