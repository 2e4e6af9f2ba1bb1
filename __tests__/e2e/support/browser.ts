import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { OFFSET_SECONDS, SCHOOL_TIME_ZONE } from './clock';
import { ARTIFACTS_DIR } from './paths';
import { within } from './within';

/** Debian's chromium; nothing here ever downloads a browser. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How long closing the browser may take before its processes are killed. */
const CLOSE_WAIT_MS = 30_000;

/**
 * Kills every chromium process started on `profile` (Linux's /proc). A browser that stopped
 * answering on a loaded CI machine never closed, and its pipe kept the test run from exiting.
 */
function killBrowserOf(profile: string): void {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes(`--user-data-dir=${profile}`)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Gone already, or not ours to read.
    }
  }
}

/** A phone-sized screen: the app is built for 375 px wide. */
export const PHONE_VIEWPORT = { width: 375, height: 667 };

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page. */
  pageErrors: Error[];
  screenshot: (name: string) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * A fresh chromium profile (so no service worker or storage survives between files), in the
 * school's time zone, its pages' clock installed at the test instant (support/clock.ts) and
 * running from there (`aheadSeconds` later, for a server started that far on), so the browser and
 * the server's demo clock agree.
 */
export async function openBrowser(
  baseURL: string,
  {
    locale = 'zh-CN',
    aheadSeconds = 0,
    userAgent,
    args = [],
  }: {
    locale?: string;
    aheadSeconds?: number;
    userAgent?: string;
    /** More chromium switches (the serving test's fake camera, support/fakeCamera.ts). */
    args?: string[];
  } = {},
): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'canteen-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: [...CHROMIUM_ARGS, ...args],
    headless: true,
    baseURL,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    timezoneId: SCHOOL_TIME_ZONE,
    serviceWorkers: 'allow',
    ...(userAgent && { userAgent }),
  });
  await context.clock.install({ time: Date.now() + (OFFSET_SECONDS + aheadSeconds) * 1000 });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // A script or image the CSP refused is reported on the console only: count it as a page error.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      pageErrors.push(new Error(message.text()));
  });
  return {
    context,
    page,
    pageErrors,
    screenshot: async (name) => {
      const path = join(ARTIFACTS_DIR, `${name}.png`);
      await page.screenshot({ path });
      return path;
    },
    close: async () => {
      const closed = await within(CLOSE_WAIT_MS, 'closing the browser', context.close()).then(
        () => true,
        () => false,
      );
      if (!closed) killBrowserOf(profile);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Resolves once a service worker controls the page (the shell is precached by then). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((done) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true });
      // clientsClaim() may have run before this listener was added.
      if (navigator.serviceWorker.controller || !registration.active) done();
    });
  });
}

/**
 * Waits until `condition`, run in the page, resolves to true. Playwright's waitForFunction takes
 * a returned promise as a truthy value and returns at once, so a condition that must await (the
 * worker's caches, IndexedDB) polls through evaluate instead.
 */
export async function waitForPageCondition<Arg>(
  page: Page,
  condition: (arg: Arg) => Promise<boolean>,
  arg: Arg,
  { timeout = 30_000, interval = 250, what = 'a condition in the page' } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    // Arg is plain data here, so Playwright's Unboxed<Arg> is Arg itself.
    if (await page.evaluate(condition as Parameters<Page['evaluate']>[0], arg)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, interval));
  }
}
