import type { Page } from 'playwright-core';
import { ROUTES, type RouteDefinition } from '@/lib/router/routes';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { forgetSignIn, signInThroughLoginScreen, type DemoAccount } from './support/session';

// Every route of the table, as the person who uses it: no sideways overflow at 320 px and no axe
// finding (except the one decision 007 accepts). A new route is covered by its row.

const ACCOUNTS: Record<RouteDefinition['role'], DemoAccount | null> = {
  visitor: null,
  guardian: 'parent_a',
  teacher: 'teacher_a',
  admin: null,
};

const byRole = (['visitor', 'guardian', 'teacher', 'admin'] as const).map((role) => ({
  role,
  routes: ROUTES.filter((route) => route.role === role),
}));

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(browser.pageErrors).toEqual([]);
});

async function widthAt(width: number): Promise<{ scrollWidth: number; innerWidth: number }> {
  await page.setViewportSize({ width, height: 640 });
  await page.waitForTimeout(150);
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

describe.each(byRole)('as $role', ({ role, routes }) => {
  beforeAll(async () => {
    await forgetSignIn(page);
    const account = ACCOUNTS[role];
    if (account) await signInThroughLoginScreen(page, account);
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`/#${route.path}`);
    await page.waitForURL((url) => url.hash.length > 1);
    // The screen has replaced the loading state and its first calls have been answered.
    await page.locator('main').first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const { scrollWidth, innerWidth } = await widthAt(320);
    expect({ route: route.path, scrollWidth }).toEqual({
      route: route.path,
      scrollWidth: innerWidth,
    });
    await page.setViewportSize({ width: 375, height: 667 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
