// Bundle budget: the gzipped JavaScript a modern browser fetches on a cold load of the login
// route. Serves out/ on a loopback port, loads /#/pages/user/login in chromium, records every
// script response (except nomodule ones, which modern browsers skip), gzips each body at level 9
// and sums. Fails above the budget.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
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
  ],
  viewport: { width: 375, height: 667 },
  // A cold load: the service worker would only add its own precache fetches.
  serviceWorkers: 'block',
});

let exitCode = 0;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.set(response.url(), response.body());
  });
  await page.goto(`http://127.0.0.1:${port}${ROUTE}`, { waitUntil: 'networkidle' });
  // Lazy screen chunks arrive after hydration; wait until nothing more is fetched.
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
    });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log(`bench:bundle: scripts fetched on a cold load of ${ROUTE}`);
  for (const row of rows) console.log(`  ${kb(row.raw)} KB raw ${kb(row.gzip)} KB gz  ${row.file}`);
  console.log(
    `bench:bundle: ${rows.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB; ${nomodule.size} nomodule excluded)`,
  );
  if (total > BUDGET_KB * 1024) {
    console.error(
      `bench:bundle: over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`,
    );
    exitCode = 1;
  }
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(exitCode);
