import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { demoClockEnv, INSTANT } from './support/clock';
import { expect as expectPage } from './support/expect';
import { startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD, gotoRoute, signInThroughLoginScreen } from './support/session';

// The meal day holds still while it loads (issue 29): the day, the menu, the meal code and the
// nutrients arrive from separate reads and chunks, and none of them may push what is already on
// the screen. The browser's own layout-shift entries (what Lighthouse's CLS adds up) are recorded
// from the page's first byte; the test asserts there are none.
//
// The meal code's read is held back until the nutrients are on the screen (or 2 s have passed,
// when they wait for it): the order in which a slow network answers that once pushed the
// nutrients down by 0.14 as the code came above them.
//
// The file lives at 11:55 on a school Thursday, during lunch, before 张小明's meal is collected:
// the day shows his meal code, whatever E2E_INSTANT says.

const SERVE_INSTANT = '2026-11-26T11:55:00+08:00';
const DATE = '2026-11-26';
const AHEAD = Math.round((Date.parse(SERVE_INSTANT) - Date.parse(INSTANT)) / 1000);
const DAY = `/pages/meal/day?date=${DATE}&diningType=Lunch`;

interface Shift {
  value: number;
  sources: string[];
  /** Whether anything that moved is in the screen's own content (its <main>). */
  inMain: boolean;
}

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { ...process.env, ...demoClockEnv(AHEAD) } });
});
afterAll(async () => {
  await server?.stop();
});

/** Records every layout shift of the page from its start, with the elements that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[]; inMain: boolean }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          inMain: (entry.sources ?? []).some(
            (source) => source.node instanceof Element && !!source.node.closest('main'),
          ),
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className} "${node.textContent?.slice(0, 30)}"`
              : String(node?.nodeName);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens the day afresh (a reload, as from a reminder) with the meal code's answer held back. */
async function openDayHoldingTheCode(page: Page, nutrients: string): Promise<void> {
  await page.route('**/api/serving/child?**', async (route) => {
    await page
      .getByRole('region', { name: nutrients })
      .waitFor({ state: 'visible', timeout: 2_000 })
      .catch(() => undefined);
    await route.continue();
  });
  await page.reload();
}

async function shiftsAfterLoad(page: Page): Promise<Shift[]> {
  // Two frames after the last arrival, so a shift it caused has been reported.
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShifts: Shift[] }).layoutShifts),
          ),
        ),
      ),
  );
}

async function dayHoldsStill(
  browser: BrowserSession,
  words: { code: string; nutrients: string },
  signIn: (page: Page) => Promise<unknown>,
  screenshot: string,
  { shellToo }: { shellToo: boolean },
): Promise<void> {
  const page = browser.page;
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await gotoRoute(page, DAY);
  await recordShifts(page);
  await openDayHoldingTheCode(page, words.nutrients);
  await expectPage.visible(page.getByRole('heading', { name: words.code }), 30_000);
  await expectPage.visible(page.getByRole('img', { name: words.code }), 30_000);
  await expectPage.visible(page.getByRole('region', { name: words.nutrients }), 30_000);
  const shifts = await shiftsAfterLoad(page);
  expect(shellToo ? shifts : shifts.filter((shift) => shift.inMain)).toEqual([]);
  await browser.screenshot(`${screenshot}-375`);
  await page.setViewportSize({ width: 320, height: 800 });
  await browser.screenshot(`${screenshot}-320`);
  expect(browser.pageErrors).toEqual([]);
}

it("张小明's day during lunch: the menu, his meal code and the nutrients come without moving anything", async () => {
  const browser = await openBrowser(server.url, { aheadSeconds: AHEAD });
  try {
    await dayHoldsStill(
      browser,
      { code: '取餐码', nutrients: '本餐营养' },
      (page) => signInThroughLoginScreen(page, 'parent_a'),
      'meal-day-code-zh',
      { shellToo: true },
    );
  } finally {
    await browser.close();
  }
});

it('the same day in English holds still too', async () => {
  const browser = await openBrowser(server.url, { aheadSeconds: AHEAD, locale: 'en-US' });
  try {
    await dayHoldsStill(
      browser,
      { code: 'Meal code', nutrients: 'Nutrients of this meal' },
      async (page) => {
        await page.goto('/#/pages/user/login');
        await page.getByLabel('Account', { exact: true }).fill('parent_a');
        // 'Password' also names the password-login tab.
        await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
      },
      'meal-day-code-en',
      // The screen's own content: the shell's demo-mode marker is relabelled in English after
      // the first paint on every screen (the HTML is Chinese), a shift of 0.0005 not the day's.
      { shellToo: false },
    );
  } finally {
    await browser.close();
  }
});
