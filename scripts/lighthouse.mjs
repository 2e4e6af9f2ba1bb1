// npm run bench:lighthouse — Lighthouse (mobile settings, performance) on the login route (signed
// out), the home calendar, the meal day and the Orders tab (signed in), each LIGHTHOUSE_RUNS times
// (default 3), served by the real server on a fresh demo database; prints every run and the
// medians. LIGHTHOUSE_ROUTES=home,orders (names) runs some of them.
//
// First, the floor: the same runs on a bare App Router static export (one page saying hello, no
// app code; scripts/bench-bundle/floor.mjs) built from the same Next, React and react-dom. Its
// scores are what the brief's stack costs on this machine, so each screen's total blocking time
// is also printed above the floor's: the part our code adds and can cut (decision 097).
// LIGHTHOUSE_ROUTES=login leaves it out; name `floor` among the routes to keep it.
//
// Home needs a session, which lives in IndexedDB. So: playwright-core signs parent_a in through
// the login screen in a chromium profile, then Lighthouse runs chromium on that same profile with
// storage reset off (which would drop the session). The service worker, its caches and the
// profile's HTTP cache are removed first, so each run measures a network load, not a warm copy.
//
// Uses the system chromium (scripts/bench-browser.mjs); downloads no browser.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HOME_ROUTE,
  LOGIN_ROUTE,
  chromeFlags,
  chromePath,
  openProfile,
  root,
  signIn,
  startServer,
  stopServer,
} from './bench-browser.mjs';
import { buildFloor, removeFloor, serveStatic } from './bench-bundle/floor.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * Today in the demo school's zone, or the Monday after on a weekend: the meal day measured is one
 * with a menu (the seed's lunches and dinners are on school days), not a "no menu" note.
 */
function schoolDay(now = new Date()) {
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' })
    .format(now)
    .split('-')
    .map(Number);
  const day = new Date(Date.UTC(year, month - 1, date));
  const weekday = day.getUTCDay();
  day.setUTCDate(day.getUTCDate() + (weekday === 6 ? 2 : weekday === 0 ? 1 : 0));
  return day.toISOString().slice(0, 10);
}

const ROUTES = [
  { name: 'floor', route: '/', signedIn: false, floor: true },
  { name: 'login', route: LOGIN_ROUTE, signedIn: false },
  { name: 'home', route: HOME_ROUTE, signedIn: true },
  // The meal day (a school day's, the screen a parent opens from a reminder) and the Orders tab.
  { name: 'day', route: `/#/pages/meal/day?date=${schoolDay()}`, signedIn: true },
  // A parent who opened the tab before: its first cards are kept for the boot frame (decision 093).
  { name: 'orders', route: '/#/pages/order/index', signedIn: true, visitFirst: true },
].filter(
  ({ name }) =>
    !process.env.LIGHTHOUSE_ROUTES || process.env.LIGHTHOUSE_ROUTES.split(',').includes(name),
);
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];

/** Runs a command to its end; resolves its exit status. */
function run(command, args, options) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, options);
    child.once('error', fail);
    child.once('exit', (code) => done(code));
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Opens `route` once in the signed-in profile and waits until the screen has kept its frame. The
 * language is kept as the Settings choice: Lighthouse's user-agent override makes the page see
 * en-US whatever --lang says, and a frame kept in Chinese is not drawn for an English start.
 */
async function visitFirst(origin, profile, route) {
  // No service worker: signIn removed it, and the measured load must come from the network.
  const context = await openProfile(profile, 'zh-CN', { baseURL: origin, serviceWorkers: 'block' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(route);
    await page.evaluate(() => localStorage.setItem('canteen:locale', 'zh-CN'));
    await page.waitForFunction(
      () => localStorage.getItem('canteen:boot-home')?.includes('"orders"'),
      null,
      {
        timeout: 30_000,
      },
    );
  } finally {
    await context.close();
  }
}

async function runOnce(origin, { name, route, signedIn, visitFirst: visit }) {
  const profile = mkdtempSync(join(tmpdir(), 'canteen-lh-profile-'));
  const report = join(tmpdir(), `canteen-lighthouse-${process.pid}.json`);
  try {
    if (signedIn) {
      await signIn(origin, profile);
      if (visit) await visitFirst(origin, profile, route);
      // The sign-in fetched every script into this profile's HTTP cache: a cold load starts without.
      for (const cache of ['Cache', 'Code Cache']) {
        rmSync(join(profile, 'Default', cache), { recursive: true, force: true });
      }
    }
    // Not spawnSync: the floor's static server runs in this process and must keep answering.
    const status = await run(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        `${origin}${route}`,
        '--only-categories=performance',
        '--form-factor=mobile',
        ...(signedIn ? ['--disable-storage-reset'] : []),
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        // LIGHTHOUSE_FLAGS: extra flags, e.g. `--throttling.cpuSlowdownMultiplier=1` to see how
        // much of a metric is the simulated CPU and how much the simulated network.
        ...(process.env.LIGHTHOUSE_FLAGS ?? '').split(' ').filter(Boolean),
        // In the language the session was signed in with (signIn's profile is zh-CN), as a phone
        // keeps its language between starts: otherwise the app switches to English after its
        // first paint, and CJK text set under lang=en takes other glyphs and other widths.
        `--chrome-flags=${[...chromeFlags, '--lang=zh-CN', `--user-data-dir=${profile}`].join(' ')}`,
      ],
      // The browser runs in the demo school's time zone, as a parent's phone does: on a machine in
      // UTC the device's date differs from the school's for eight hours a day, and the home then
      // asks for the business setting twice (the device's day, then the school's).
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chromePath, TZ: 'Asia/Shanghai' },
        stdio: 'inherit',
      },
    );
    if (status !== 0) throw new Error(`lighthouse exited with ${status}`);
    // LIGHTHOUSE_KEEP=<dir> keeps each run's full report there, to read its trace-derived audits.
    if (process.env.LIGHTHOUSE_KEEP) {
      copyFileSync(report, join(process.env.LIGHTHOUSE_KEEP, `${name}-${Date.now()}.json`));
    }
    return JSON.parse(readFileSync(report, 'utf8'));
  } finally {
    rmSync(report, { force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

function describe(lhr) {
  const audit = (id) => lhr.audits[id];
  const row = { performance: Math.round(lhr.categories.performance.score * 100) };
  for (const [id, short] of METRICS) row[short] = audit(id).numericValue;
  // The LCP as this machine painted it, without the simulated phone: the simulated figure follows
  // the chain of requests before the paint, so a paint held back by the page itself (the meal
  // day's nutrients waited 2 s for an unrelated render) shows here, not there.
  row.observedLCP = audit('metrics')?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
  const lcpItem = audit('largest-contentful-paint-element')?.details?.items?.[0];
  const node = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
  row.lcpElement = node ? `${node.nodeLabel} (${node.selector})` : 'none';
  row.shifts = (audit('layout-shifts')?.details?.items ?? []).map(
    (shift) => `${shift.score.toFixed(3)} ${shift.node?.selector ?? 'unknown element'}`,
  );
  // Where the main thread went (the profile behind TBT): by kind of work and by script.
  row.work = (audit('mainthread-work-breakdown')?.details?.items ?? [])
    .slice(0, 4)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`);
  row.scripts = (audit('bootup-time')?.details?.items ?? [])
    .slice(0, 4)
    .map(
      (item) =>
        `${URL.canParse(item.url) ? new URL(item.url).pathname.split('/').pop() : item.url} ${Math.round(item.total)} ms`,
    );
  row.longTasks = (audit('long-tasks')?.details?.items ?? []).length;
  row.url = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  row.version = lhr.lighthouseVersion;
  return row;
}

const show = (value, unit) => (unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3));

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-lh-data-'));
  const server = await startServer(dataDir);
  const floor = ROUTES.some((target) => target.floor) ? await serveStatic(buildFloor()) : null;
  const summary = [];
  let floorTbt = null;
  try {
    for (const target of ROUTES) {
      const rows = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const row = describe(await runOnce(target.floor ? floor.origin : server.origin, target));
        rows.push(row);
        console.log(
          `\nLighthouse ${row.version}, mobile, ${row.url} (run ${run} of ${RUNS})\n  performance ${row.performance}  ${METRICS.map(([, short, unit]) => `${short} ${show(row[short], unit)}`).join('  ')}\n  LCP element  ${row.lcpElement}, painted here at ${show(row.observedLCP, 'ms')}`,
        );
        for (const shift of row.shifts) console.log(`  layout shift ${shift}`);
        console.log(`  main thread  ${row.work.join(', ')}; ${row.longTasks} long tasks`);
        console.log(`  scripts      ${row.scripts.join(', ')}`);
      }
      const tbt = median(rows.map((row) => row.TBT));
      if (target.floor) floorTbt = tbt;
      const above =
        floorTbt === null || target.floor
          ? ''
          : `  TBT above the floor ${show(tbt - floorTbt, 'ms')}`;
      summary.push(
        `  ${target.name.padEnd(7)} performance ${median(rows.map((row) => row.performance))}  ${METRICS.map(([, short, unit]) => `${short} ${show(median(rows.map((row) => row[short])), unit)}`).join('  ')}  (LCP painted here ${show(median(rows.map((row) => row.observedLCP)), 'ms')})${above}`,
      );
    }
    console.log(`\nbench:lighthouse: medians of ${RUNS} runs`);
    if (floor)
      console.log('  (floor: a bare App Router static export, the stack without our code)');
    for (const line of summary) console.log(line);
  } finally {
    await floor?.close();
    if (floor) removeFloor();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
