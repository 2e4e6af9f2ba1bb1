import type { Page } from 'playwright-core';
import { expect as expectPage } from './expect';

export const DEMO_PASSWORD = 'Demo@2026';
export const CLIENT_ID = 'canteen-web';
const CLIENT_SECRET = 'canteen-web-secret';

export type DemoAccount = 'parent_a' | 'parent_b' | 'teacher_a';

export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
}

/**
 * Logs in from inside the page, the way the client's request layer does (POST /login with the
 * client id in the query, Basic auth for the client and a form body), and returns the token.
 */
export async function passwordLoginFromPage(
  page: Page,
  username: DemoAccount,
): Promise<TokenResponse> {
  return page.evaluate(
    async ({ username, password, clientId, clientSecret }) => {
      const response = await fetch(`/login?client_id=${clientId}`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: new URLSearchParams({ username, password, grant_type: 'password' }).toString(),
      });
      if (!response.ok)
        throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
      return (await response.json()) as TokenResponse;
    },
    { username, password: DEMO_PASSWORD, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  );
}

/** GETs an API path from the page with a bearer token; returns status and parsed body. */
export async function apiGetFromPage(
  page: Page,
  path: string,
  token: string,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, token },
  );
}

/**
 * Signs in through the real login screen (password mode) and waits for the home tab, the way a
 * guardian does. Resolves with the identity list the client fetched on the way.
 */
export async function signInThroughLoginScreen(
  page: Page,
  username: DemoAccount,
): Promise<unknown> {
  await page.goto('/#/pages/user/login');
  const identities = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/associated/user/identity' &&
      response.request().method() === 'GET',
  );
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
  // Home has settled (its tab bar is drawn) before a test moves on and adds history entries.
  await page.getByRole('navigation', { name: '主导航' }).waitFor();
  return (await identities).json();
}

/**
 * Opens an in-app address the way a typed or pasted link does, and waits until the app has
 * settled on it. Next's own router writes back the address of the app's previous navigation
 * about 50 ms after it (decision 016), which can undo a `goto` sent sooner; a person never types
 * that fast, a test does, so the test waits for a steady address and repeats the goto once.
 */
export async function gotoRoute(page: Page, path: string): Promise<void> {
  const at = (hash: string) => hash.startsWith(`#${path}`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.goto(`/#${path}`);
    await page.waitForURL((url) => at(url.hash));
    await page.waitForTimeout(300);
    if (at(new URL(page.url()).hash)) return;
  }
  throw new Error(`the app left ${path} for ${page.url()}`);
}

/**
 * Signs the demo school's administrator in to the console through its own login screen, opened at
 * `route`, and waits for the signed-in bar that names the role. `english` for a browser opened in
 * en-US.
 */
export async function signInToConsole(
  page: Page,
  { route = '/pages/admin/index', english = false } = {},
): Promise<void> {
  await forgetSignIn(page);
  await gotoRoute(page, route);
  await page.getByLabel(english ? 'Account' : '账号', { exact: true }).fill('school_admin');
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: english ? 'Log in' : '登录', exact: true }).click();
  await expectPage.visible(page.getByText(english ? /\(School administrator\)/ : /（学校管理员）/));
}

/** Forgets whoever was signed in: the app's storage goes, as after a logout, and the page reloads. */
export async function forgetSignIn(page: Page): Promise<void> {
  await page.goto('/');
  // The browser clears the origin's databases itself: deleting them from the page waited forever
  // now and then on a loaded machine (a connection the app or its worker held open).
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(page.url()).origin,
      storageTypes: 'indexeddb',
    });
  } finally {
    await cdp.detach();
  }
  await page.reload();
  await appStarted(page);
}

/**
 * Waits until the app has drawn a screen and Next's router has finished hydrating: an address
 * opened sooner (a `goto` right after a load) could be written back by Next's late URL sync
 * (decision 016), and the test would then sign in on the wrong page.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('app-root');
    return !!root && root.childElementCount > 0 && !root.querySelector('[data-screen-loading]');
  });
  await page.waitForTimeout(300);
}
