import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD } from './support/session';

// Both catalogues in the real browser: an en-US browser gets English on home and Mine without
// choosing anything; Settings switches back to Chinese and the choice outlives a reload.

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(server.url, { locale: 'en-US' });
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(browser.pageErrors).toEqual([]);
});

const tabBar = () => page.getByRole('navigation', { name: /./ });

it('an en-US browser signs in, and home and Mine speak English', async () => {
  await page.goto('/#/pages/user/login');
  await page.getByLabel('Account', { exact: true }).fill('parent_a');
  // 'Password' also names the password-login tab.
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
  await expectPage.visible(page.getByRole('heading', { name: 'Home', level: 1 }));
  await expectPage.visible(tabBar().getByText('Mine', { exact: true }));
  await expectPage.visibleText(page, 'Lunch');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await page.getByText('首页', { exact: true }).count()).toBe(0);
  await browser.screenshot('language-home-en');

  await tabBar().getByText('Mine', { exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/my/index'));
  await expectPage.visible(page.getByRole('heading', { name: 'Mine', level: 1 }));
  await expectPage.visibleText(page, 'Settings');
  expect(await page.getByText('我的', { exact: true }).count()).toBe(0);
});

it('Settings switches to Chinese, and the choice survives a reload', async () => {
  await page.goto('/#/pages/my/Setting');
  await page.getByLabel('Language').selectOption({ label: '简体中文' });
  await expectPage.visible(page.getByRole('heading', { name: '设置', level: 1 }));
  await page.goto('/#/pages/index/index');
  await expectPage.visible(page.getByRole('heading', { name: '首页', level: 1 }));
  await expectPage.visible(tabBar().getByText('我的', { exact: true }));
  await page.reload();
  await expectPage.visible(page.getByRole('heading', { name: '首页', level: 1 }));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await browser.screenshot('language-home-zh-after-switch');
});
