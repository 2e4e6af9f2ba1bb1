import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { startServer, type RunningServer } from './support/server';
import { signInThroughLoginScreen } from './support/session';

// SPEC section 8 on the money screens: a 401 toasts 身份过期，请重新登录 and ends on the login page,
// the same as everywhere else (the Orders and leave screens once showed it as a plain toast).

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

/** Ends the session on the server behind the app's back, as an expiry or a revocation does. */
async function revokeStoredToken(): Promise<void> {
  const status = await page.evaluate(async () => {
    const token = await new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const read = open.result
          .transaction('keyval')
          .objectStore('keyval')
          .get('reduxPersist:token');
        read.onsuccess = () => resolve((read.result as { accessToken: string }).accessToken);
        read.onerror = () => reject(read.error);
      };
    });
    const response = await fetch('/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.status;
  });
  expect(status).toBe(200);
}

it.each([
  ['the Orders tab', '/pages/order/index'],
  ['the leave list', '/pages/leave/index'],
])('a 401 on %s toasts 身份过期，请重新登录 and lands on the login page', async (_name, path) => {
  await signInThroughLoginScreen(page, 'parent_a');
  await revokeStoredToken();
  await page.goto(`/#${path}`);
  await expectPage.visibleText(page, '身份过期，请重新登录');
  await page.waitForURL((url) => url.hash.startsWith('#/pages/user/login'));
  await expectPage.visible(page.getByRole('button', { name: '登录', exact: true }));
});
