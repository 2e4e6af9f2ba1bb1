import { expect as expectPage } from './support/expect';
import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInThroughLoginScreen } from './support/session';

// The app shell in real chromium against the real server: first page, hash routes, direct
// /pages loads, not found, and the tab bar.

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(browser.pageErrors).toEqual([]);
});

function hashOf(url: string): string {
  return new URL(url).hash;
}

// First, before the app has installed its service worker, which would answer the held scripts.
it('paints the login title from the page alone, and asks for the scripts only after', async () => {
  const { context } = browser;
  const page = await context.newPage();
  try {
    // The page as served names no script for the parser to fetch first (decision 094): its
    // loader adds them after the first paint.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    // With every script held back, the title still paints; let them through and the app starts.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/#/pages/user/login', { waitUntil: 'domcontentloaded' });
    await page.locator('#boot-frame h1').waitFor();
    expect(await page.locator('form').count()).toBe(0);
    release();
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    await page.locator('#boot-frame').waitFor({ state: 'detached' });
  } finally {
    await page.close();
  }
});

it('a first visit whose scripts failed while the network was down loads again once it is back', async () => {
  // Its own profile: no service worker yet, which would answer the scripts from its cache.
  const fresh = await openBrowser(server.url);
  const { page, context } = fresh;
  try {
    const scripts = '**/_next/static/**/*.js';
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('.js'));
    await context.route(scripts, (route) => route.abort('internetdisconnected'));
    await page.goto('/#/pages/user/login', { waitUntil: 'domcontentloaded' });
    await failed;
    await context.setOffline(true);
    await context.unroute(scripts);
    // Without its scripts the page stays on its frame, whatever the network does next...
    expect(await page.locator('form').count()).toBe(0);
    expect(await page.locator('#app-root [data-screen-loading]').count()).toBe(1);
    // ...until the browser is online again: the page loads itself again and the app starts.
    await context.setOffline(false);
    await expectPage.visible(page.getByRole('button', { name: '登录', exact: true }));
    expect(fresh.pageErrors).toEqual([]);
  } finally {
    await fresh.close();
  }
});

it('opens the first page and sends a visitor who is not logged in to the login page', async () => {
  const { page } = browser;
  await page.goto('/');
  await page.waitForURL((url) => url.hash.startsWith('#/pages/user/login'));
  expect(hashOf(page.url())).toBe('#/pages/user/login');
});

it('follows hash navigation between routes, back included', async () => {
  const { page } = browser;
  await signInThroughLoginScreen(page, 'parent_a');
  await page.goto('/#/pages/my/AboutPlatform');
  await expectPage.title(page, /\S/);
  const firstTitle = await page.title();
  await page.evaluate(() => {
    window.location.hash = '#/pages/publicity/index';
  });
  await page.waitForFunction((previous) => document.title !== previous, firstTitle);
  expect(hashOf(page.url())).toBe('#/pages/publicity/index');
  await page.goBack();
  await page.waitForURL((url) => url.hash === '#/pages/my/AboutPlatform');
  await page.waitForFunction((title) => document.title === title, firstTitle);
});

it('moves a direct /pages/... load, query and all, into the hash route', async () => {
  const { page } = browser;
  const response = await page.goto('/pages/meal/day?date=2026-03-16&diningType=Lunch');
  expect(response?.status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/' && url.hash.startsWith('#/pages/meal/day'));
  const url = new URL(page.url());
  const query = new URLSearchParams(url.hash.split('?')[1]);
  expect(query.get('date')).toBe('2026-03-16');
  expect(query.get('diningType')).toBe('Lunch');
});

it('reports a route that does not exist as not found', async () => {
  const { page } = browser;
  await page.goto('/#/pages/nowhere/index');
  await expectPage.visibleText(page, '页面不存在');
  await page.getByRole('button', { name: '返回首页' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
});

it('switches between the three tabs with the tab bar, which only tab pages show', async () => {
  const { page } = browser;
  // Still signed in as parent_a from the hash navigation test (one browser profile per file).
  await page.goto('/#/pages/index/index');
  const tabBar = page.getByRole('navigation');
  for (const label of ['首页', '订单', '我的']) {
    await expectPage.visible(tabBar.getByText(label, { exact: true }));
  }
  await tabBar.getByText('我的', { exact: true }).click();
  await page.waitForURL((url) => url.hash === '#/pages/my/index');
  await tabBar.getByText('订单', { exact: true }).click();
  await page.waitForURL((url) => url.hash === '#/pages/order/index');
  await browser.screenshot('tab-bar-orders');

  await page.evaluate(() => {
    window.location.hash = '#/pages/my/Setting';
  });
  await page.waitForURL((url) => url.hash === '#/pages/my/Setting');
  await expectPage.hidden(page.getByRole('navigation'));
});
