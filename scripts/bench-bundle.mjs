// Bundle budget: the gzipped JavaScript a modern browser fetches on a cold load of the login
// route. Serves out/ on a loopback port, loads /#/pages/user/login in chromium, records every
// script response (except nomodule ones, which modern browsers skip), gzips each body at level 9
// and sums. It loads the route twice, each time in a fresh profile:
//   1. browser language zh-CN (the default): the first load without the English catalogue. The
//      budget applies to this load, and it fails if any script holds the English catalogue.
//   2. browser language en-US: the app follows it and fetches the English catalogue as its own
//      chunk. Prints the total with the catalogue and the catalogue chunk's size; fails if no
//      separate chunk carried it (the split or the language detection broke).
// The English catalogue is recognised by one of its messages (a marker read from
// lib/i18n/en.ts), which minifiers keep verbatim.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { URL } from 'node:url';
import { chromium } from 'playwright-core';

const BUDGET_KB = 170;
const ROUTE = '/#/pages/user/login';
const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, process.env.OUT_DIR ?? 'out');

/** A message only the English catalogue holds (its not-built text), as the chunk's fingerprint. */
function englishMarker() {
  const source = readFileSync(resolve(root, 'lib/i18n/en.ts'), 'utf8');
  const match = /\bnotBuilt: '([^'\\]+)'/.exec(source);
  if (!match) throw new Error('bench:bundle: no notBuilt message in lib/i18n/en.ts');
  return match[1];
}
const EN_MARKER = englishMarker();

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

async function serveOut() {
  try {
    await stat(join(outDir, 'index.html'));
  } catch {
    console.error(`bench:bundle: ${outDir}/index.html is missing; run \`npm run build\` first`);
    process.exit(2);
  }
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const relative = normalize(pathname === '/' ? '/index.html' : pathname).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    try {
      const body = await readFile(join(outDir, relative));
      response.writeHead(200, {
        'content-type': TYPES[extname(relative)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

const server = await serveOut();
const { port } = server.address();
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** One cold load of ROUTE in a fresh profile whose browser language is `locale`. */
async function coldLoad(locale) {
  const profile = mkdtempSync(join(tmpdir(), 'canteen-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--lang=${locale}`,
    ],
    locale,
    viewport: { width: 375, height: 667 },
    // A cold load: the service worker would only add its own precache fetches.
    serviceWorkers: 'block',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      scripts.set(response.url(), response.body());
    });
    await page.goto(`http://127.0.0.1:${port}${ROUTE}`, { waitUntil: 'networkidle' });
    // Lazy screen chunks (and a catalogue) arrive after hydration; wait until nothing more is fetched.
    await page.waitForLoadState('networkidle');
    const nomodule = new Set(
      await page.$$eval('script[nomodule][src]', (nodes) => nodes.map((node) => node.src)),
    );
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
      `bench:bundle: scripts fetched on a cold load of ${ROUTE}, browser language ${locale}`,
    );
    for (const row of rows) {
      console.log(
        `  ${kb(row.raw).padStart(7)} KB raw ${kb(row.gzip).padStart(7)} KB gz  ${row.file}${row.english ? '  [English catalogue]' : ''}`,
      );
    }
    console.log(
      `bench:bundle: ${locale}: ${rows.length} scripts, ${kb(total)} KB gzipped (${nomodule.size} nomodule excluded)`,
    );
    return { total, rows, english, englishGzip };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

let exitCode = 0;
try {
  const chinese = await coldLoad('zh-CN');
  console.log();
  const english = await coldLoad('en-US');
  console.log();
  console.log(`bench:bundle: first-load JS of ${ROUTE}:`);
  console.log(
    `  without the English catalogue (zh-CN browser): ${kb(chinese.total)} KB gz (budget ${BUDGET_KB} KB)`,
  );
  console.log(
    `  with the English catalogue (en-US browser):    ${kb(english.total)} KB gz, of which the catalogue ${kb(english.englishGzip)} KB gz in ${english.english.map((row) => row.file).join(', ') || 'no chunk'}`,
  );
  if (chinese.total > BUDGET_KB * 1024) {
    console.error(`bench:bundle: over budget by ${kb(chinese.total - BUDGET_KB * 1024)} KB`);
    exitCode = 1;
  }
  if (chinese.english.length > 0) {
    console.error(
      `bench:bundle: the English catalogue is in the default first load (${chinese.english.map((row) => row.file).join(', ')}); it must be its own chunk`,
    );
    exitCode = 1;
  }
  if (english.english.length === 0) {
    console.error(
      'bench:bundle: an en-US browser fetched no script with the English catalogue; the language detection or the catalogue chunk is broken',
    );
    exitCode = 1;
  }
} finally {
  server.close();
}
process.exit(exitCode);
