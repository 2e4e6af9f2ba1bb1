// What the browser benches share (bench-bundle, lighthouse): the system chromium's flags, the real
// server on a fresh demo database, and a signed-in profile. Downloads no browser: CHROME_PATH
// (default /usr/bin/chromium). OUT_DIR picks the export to serve (default out/, built first when
// stale, like `npm start`).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

export const root = resolve(import.meta.dirname, '..');
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const LOGIN_ROUTE = '/#/pages/user/login';
export const HOME_ROUTE = '/#/pages/index/index';

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** `npm start` (PGlite in `dataDir`) on a free loopback port; resolves once it serves the client. */
export async function startServer(dataDir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The first start may build the client (minutes on a busy machine).
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/manifest.webmanifest`)).ok) return { origin, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 300));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

/** Opens a playwright context on `profile` (a directory) in the given browser language. */
export function openProfile(profile, locale = 'zh-CN', options = {}) {
  return chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [...chromeFlags.filter((flag) => !flag.startsWith('--headless')), `--lang=${locale}`],
    headless: true,
    locale,
    viewport: { width: 375, height: 667 },
    ...options,
  });
}

/**
 * Signs parent_a in through the login screen in `profile`; the session stays in its IndexedDB.
 * Leaves no service worker or cache behind, so later loads come from the network.
 */
export async function signIn(origin, profile) {
  const context = await openProfile(profile, 'zh-CN', { baseURL: origin });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(LOGIN_ROUTE);
    await page.getByLabel('账号', { exact: true }).fill('parent_a');
    await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
    await page.getByRole('grid').waitFor({ timeout: 30_000 });
    // Home has shown the child and kept its line for the next start (decision 090), as on a phone
    // that opened the app before: the measured loads are a returning parent's.
    await page.waitForFunction(() => localStorage.getItem('canteen:boot-home'), null, {
      timeout: 30_000,
    });
    await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
      const storage = globalThis.caches;
      await Promise.all((await storage.keys()).map((name) => storage.delete(name)));
    });
  } finally {
    await context.close();
  }
}

/** Stops the server started by `startServer` and waits until it has let go of its files. */
export async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((wait) => setTimeout(wait, 5000))]);
}
