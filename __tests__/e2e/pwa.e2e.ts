import { expect as expectPage } from './support/expect';
import { openBrowser, waitForServiceWorker, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInThroughLoginScreen } from './support/session';

// Installable and offline: the manifest and icons a browser needs, and the shell surviving a
// reload with the network gone.

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

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('installability', () => {
  it('links a manifest with the name, start URL, standalone display, theme colour and icons', async () => {
    const { page } = browser;
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(themeColor).toBe('#ff915e');

    const manifest = (await (await fetch(`${server.url}${href}`)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({
      display: 'standalone',
      theme_color: '#ff915e',
      start_url: '/',
    });
    expect(manifest.name).toContain('Canteen');
    expect(manifest.short_name.length).toBeGreaterThan(0);

    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [192, 'maskable'],
      [512, 'maskable'],
    ] as const) {
      const icon = manifest.icons.find(
        (entry) => entry.sizes === `${size}x${size}` && entry.purpose === purpose,
      );
      expect(icon).toBeDefined();
      const response = await fetch(`${server.url}${icon!.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({
        width: size,
        height: size,
      });
    }
  });

  it('registers a service worker for the whole site', async () => {
    const { page } = browser;
    await page.goto('/');
    await waitForServiceWorker(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: found?.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${server.url}/`, script: `${server.url}/sw.js` });
  });
});

describe('offline', () => {
  afterEach(async () => {
    await browser.context.setOffline(false);
  });

  it('reloads the shell and the tab bar with the network gone', async () => {
    const { page, context } = browser;
    await signInThroughLoginScreen(page, 'parent_a');
    await expectPage.visible(page.getByRole('navigation').getByText('首页', { exact: true }));
    await waitForServiceWorker(page);

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.reload();

    const tabBar = page.getByRole('navigation');
    for (const label of ['首页', '订单', '我的']) {
      await expectPage.visible(tabBar.getByText(label, { exact: true }));
    }
    await browser.screenshot('offline-reload');
    await tabBar.getByText('我的', { exact: true }).click();
    await page.waitForURL((url) => url.hash === '#/pages/my/index');
  });

  it('opens a direct /pages/... link offline from the precached page', async () => {
    const { page, context } = browser;
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/pages/order/index');
    await page.waitForURL((url) => url.hash === '#/pages/order/index');
    await expectPage.visible(page.getByRole('navigation').getByText('订单', { exact: true }));
  });

  it('never answers an API call with the page: offline it fails as a network error', async () => {
    const { page, context } = browser;
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const outcome = await page.evaluate(async () => {
      try {
        const response = await fetch('/api/associated/user/identity');
        return `answered ${response.status} ${response.headers.get('content-type')}`;
      } catch {
        return 'network error';
      }
    });
    expect(outcome).toBe('network error');
  });
});
