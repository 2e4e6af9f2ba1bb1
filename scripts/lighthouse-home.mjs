// npm run bench:lighthouse — Lighthouse (mobile settings, performance) on the signed-in home
// calendar served by the real server on a fresh demo database.
//
// Home needs a session, which lives in IndexedDB. So: playwright-core signs parent_a in through
// the login screen in a chromium profile, then Lighthouse runs chromium on that same profile with
// storage reset off (which would drop the session). The service worker and its caches are
// removed first, so the run measures a network load of home, not the offline copy.
//
// Uses the system chromium (CHROME_PATH, default /usr/bin/chromium); downloads no browser.
// OUT_DIR picks the export to serve (default out/, built first when stale, like `npm start`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

async function startServer(dataDir) {
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

async function signIn(origin, profile) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
    baseURL: origin,
    viewport: { width: 375, height: 667 },
    locale: 'zh-CN',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/#/pages/user/login');
    await page.getByLabel('账号', { exact: true }).fill('parent_a');
    await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
    await page.getByRole('grid').waitFor({ timeout: 30_000 });
    // A network load is what Lighthouse should see: no worker, no cached copies.
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

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-lh-data-'));
  const profile = mkdtempSync(join(tmpdir(), 'canteen-lh-profile-'));
  const report = join(tmpdir(), `canteen-lighthouse-${process.pid}.json`);
  const server = await startServer(dataDir);
  try {
    await signIn(server.origin, profile);
    const result = spawnSync(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        `${server.origin}/#/pages/index/index`,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--disable-storage-reset',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=${[...chromeFlags, `--user-data-dir=${profile}`].join(' ')}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const audit = (id) => lhr.audits[id];
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    console.log(`\nLighthouse ${lhr.lighthouseVersion}, mobile, ${finalUrl}`);
    console.log(`  performance  ${Math.round(lhr.categories.performance.score * 100)}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.log(`  ${audit(id).title.padEnd(26)} ${audit(id).displayValue}`);
    }
    // Which element was the largest paint: home's calendar, not the login form.
    const lcpItem = audit('largest-contentful-paint-element')?.details?.items?.[0];
    const node = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
    if (node) console.log(`  LCP element                ${node.nodeLabel} (${node.selector})`);
    // What moved, when CLS is not zero.
    for (const shift of audit('layout-shifts')?.details?.items ?? []) {
      const moved = shift.node?.selector ?? 'unknown element';
      console.log(`  layout shift ${shift.score.toFixed(3)}      ${moved}`);
    }
  } finally {
    server.child.kill('SIGTERM');
    rmSync(report, { force: true });
    rmSync(profile, { recursive: true, force: true });
    // The server holds the data directory until it exits.
    await new Promise((wait) => setTimeout(wait, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
