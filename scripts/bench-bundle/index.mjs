// Bundle budgets (decision 075): the gzipped JavaScript a modern browser fetches on a cold load,
// above the floor the stack itself costs. The floor is a bare App Router static export built in
// the same run from the same Next, React and react-dom (scripts/bench-bundle/floor.mjs); what our
// code adds above it may be at most
//   - 40 KB on the login route, signed out;
//   - 65 KB on the home calendar, signed in (parent_a);
// in the default language, zh-CN; en-US is printed beside it with its catalogue's chunk.
// Runs `npm start` on a fresh demo database (scripts/bench-browser.mjs), loads each route in
// chromium with an empty HTTP cache and no service worker, records every script response (except
// nomodule ones, which modern browsers skip), gzips each body at level 9 and sums. Each route is
// loaded twice:
//   1. browser language zh-CN (the default): the first load without the English catalogue. The
//      budgets apply to this load, and it fails if any script holds the English catalogue.
//   2. browser language en-US: the app follows it and fetches the English catalogue as its own
//      chunk. Prints the total with the catalogue and the catalogue chunk's size; fails if no
//      separate chunk carried it (the split or the language detection broke).
// The English catalogue is recognised by one of its messages (a marker read from
// lib/i18n/en.ts), which minifiers keep verbatim.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  HOME_ROUTE,
  LOGIN_ROUTE,
  openProfile,
  root,
  signIn,
  startServer,
  stopServer,
} from '../bench-browser.mjs';
import { buildFloor, removeFloor, serveStatic } from './floor.mjs';

const ROUTES = [
  { name: 'login', route: LOGIN_ROUTE, budgetKb: 40, signedIn: false },
  { name: 'home', route: HOME_ROUTE, budgetKb: 65, signedIn: true },
];

/** A message only the English catalogue holds (its demo-mode hint), as the chunk's fingerprint. */
function englishMarker() {
  const source = readFileSync(resolve(root, 'lib/i18n/en.ts'), 'utf8');
  const match = /\bdemoModeHint: '([^'\\]+)'/.exec(source);
  if (!match) throw new Error('bench:bundle: no demoModeHint message in lib/i18n/en.ts');
  return match[1];
}
const EN_MARKER = englishMarker();
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** One cold load of `route` in `profile` (kept: it may hold a session) in language `locale`. */
async function coldLoad(origin, profile, route, locale) {
  // A cold load: no service worker (it would only add its own precache fetches), no HTTP cache.
  const context = await openProfile(profile, locale, { serviceWorkers: 'block' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      scripts.set(response.url(), response.body());
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    // Lazy screen chunks (and a catalogue) arrive after hydration; wait until nothing more is fetched.
    await page.waitForLoadState('networkidle');
    const nomodule = new Set(
      await page.$$eval('script[nomodule][src]', (nodes) => nodes.map((node) => node.src)),
    );
    const landed = new URL(page.url()).hash;
    const rows = [];
    for (const [url, bodyPromise] of scripts) {
      if (nomodule.has(url)) continue;
      const body = await bodyPromise;
      rows.push({
        file: new URL(url).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        english: body.includes(EN_MARKER),
      });
    }
    rows.sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    const english = rows.filter((row) => row.english);
    const englishGzip = english.reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      `bench:bundle: scripts fetched on a cold load of ${route}, browser language ${locale}`,
    );
    for (const row of rows) {
      console.log(
        `  ${kb(row.raw).padStart(7)} KB raw ${kb(row.gzip).padStart(7)} KB gz  ${row.file}${row.english ? '  [English catalogue]' : ''}`,
      );
    }
    console.log(
      `bench:bundle: ${locale}: ${rows.length} scripts, ${kb(total)} KB gzipped (${nomodule.size} nomodule excluded)\n`,
    );
    if (route.includes('#') && `${landed}` !== route.slice(1))
      throw new Error(`${route} ended on ${landed}, not on itself`);
    return { total, rows, english, englishGzip };
  } finally {
    await context.close();
  }
}

/** The floor's first load: the bare export's page, cold, in a fresh profile. */
async function floorLoad(profiles) {
  const bare = await serveStatic(buildFloor());
  try {
    const profile = mkdtempSync(join(tmpdir(), 'canteen-bundle-profile-'));
    profiles.push(profile);
    return (await coldLoad(bare.origin, profile, '/', 'zh-CN')).total;
  } finally {
    await bare.close();
    removeFloor();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'canteen-bundle-data-'));
const profiles = [];
const floor = await floorLoad(profiles);
const server = await startServer(dataDir);
let exitCode = 0;
const summary = [];
try {
  const signedIn = mkdtempSync(join(tmpdir(), 'canteen-bundle-profile-'));
  profiles.push(signedIn);
  await signIn(server.origin, signedIn);
  for (const { name, route, budgetKb, signedIn: needsSession } of ROUTES) {
    const profileFor = () => {
      if (needsSession) return signedIn;
      const fresh = mkdtempSync(join(tmpdir(), 'canteen-bundle-profile-'));
      profiles.push(fresh);
      return fresh;
    };
    const chinese = await coldLoad(server.origin, profileFor(), route, 'zh-CN');
    const english = await coldLoad(server.origin, profileFor(), route, 'en-US');
    const ours = { zh: chinese.total - floor, en: english.total - floor };
    summary.push(
      `  ${name.padEnd(6)} zh-CN ${kb(chinese.total).padStart(6)} KB gz, ours ${kb(ours.zh).padStart(5)} KB (budget ${budgetKb} KB)   en-US ${kb(english.total).padStart(6)} KB gz, ours ${kb(ours.en).padStart(5)} KB, of which the English catalogue ${kb(english.englishGzip)} KB`,
    );
    // The budget is on the default language's first load; an en-US browser adds the English
    // catalogue's own chunk to it (printed above), which the zh-CN load never fetches.
    if (ours.zh > budgetKb * 1024) {
      console.error(
        `bench:bundle: ${name} adds ${kb(ours.zh)} KB above the floor, over its budget of ${budgetKb} KB by ${kb(ours.zh - budgetKb * 1024)} KB`,
      );
      exitCode = 1;
    }
    if (chinese.english.length > 0) {
      console.error(
        `bench:bundle: the English catalogue is in the default first load of ${name} (${chinese.english.map((row) => row.file).join(', ')}); it must be its own chunk`,
      );
      exitCode = 1;
    }
    if (english.english.length === 0) {
      console.error(
        `bench:bundle: an en-US browser fetched no script with the English catalogue on ${name}; the language detection or the catalogue chunk is broken`,
      );
      exitCode = 1;
    }
  }
  console.log(
    `bench:bundle: first-load JS (gzipped, level 9); the bare App Router export's floor is ${kb(floor)} KB:`,
  );
  for (const line of summary) console.log(line);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopServer(server);
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
