// After `next build`: inline the pages' own stylesheets (decision 055), start the pages' scripts
// after their first paint (decision 094), bundle
// service-worker/sw.ts with esbuild, inject the precache list of out/ with workbox-build, hash the
// pages' inline scripts for the CSP (out/csp-hashes.json, read by server/static.ts), then
// precompress the text files so the server sends br/gzip without work.
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, process.env.OUT_DIR ?? 'out');
const bundled = join(root, '.next', 'sw-build', 'sw.js');

const COMPRESSIBLE = /\.(js|css|html|txt|json|svg|webmanifest|map)$/;
const MIN_COMPRESS_BYTES = 1024;

async function bundleWorker() {
  await build({
    entryPoints: [join(root, 'service-worker', 'sw.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    tsconfig: join(root, 'service-worker', 'tsconfig.json'),
    // Workbox reads NODE_ENV to drop its dev logging.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}

async function injectPrecache() {
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: join(outDir, 'sw.js'),
    globDirectory: outDir,
    globPatterns: [
      'index.html',
      'manifest.webmanifest',
      'icons/*.png',
      '_next/static/**/*.{js,css,woff,woff2,png,svg,jpg,webp}',
    ],
    // Next puts a content hash in every file name under _next/static: no revision needed.
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`build-sw: ${warning}`);
  console.log(`build-sw: precached ${count} files, ${(size / 1024).toFixed(0)} KB`);
}

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]*>/g;

/**
 * The exported pages' stylesheets (a few KB: react-vant's base, globals, the shell) go into the
 * HTML as <style>: a render-blocking request less before the first paint (the CSP allows inline
 * styles). A stylesheet with a relative url() would break once moved, so it keeps its link.
 */
async function inlineStylesheets() {
  let inlined = 0;
  for (const name of await readdir(outDir)) {
    if (!name.endsWith('.html')) continue;
    const path = join(outDir, name);
    let html = await readFile(path, 'utf8');
    for (const [link, href] of [...html.matchAll(STYLESHEET_LINK)]) {
      const css = await readFile(join(outDir, href), 'utf8');
      if (/url\((?!['"]?(data:|https?:|\/))/.test(css) || css.includes('</')) continue;
      html = html
        .replace(link, () => `<style data-href="${href}">${css}</style>`)
        .replace(`<link rel="preload" href="${href}" as="style"/>`, '');
      inlined += 1;
    }
    await writeFile(path, html);
  }
  console.log(`build-sw: inlined ${inlined} stylesheets`);
}

/** Next's first-load scripts: `<script src="/_next/..." async="">` (not the nomodule polyfill). */
const FIRST_LOAD_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;

/**
 * The first-load scripts leave the HTML and an inline loader at the end of the body adds them once
 * the page has painted (decision 094): on a slow phone the browser otherwise runs the scripts as
 * they arrive, before it paints, so the boot frame's title or child line (decision 090) waited for
 * about a second of script work. The loader waits for the frame after the first (an animation
 * frame, then a task), 100 ms at most, or not at all when the page is hidden (no frames are drawn
 * then). Each script keeps its `async` attribute: React looks for `script[async][src]` before it
 * adds a chunk's script again.
 */
async function deferScriptsPastFirstPaint() {
  for (const name of await readdir(outDir)) {
    if (!name.endsWith('.html')) continue;
    const path = join(outDir, name);
    let html = await readFile(path, 'utf8');
    const sources = [...html.matchAll(FIRST_LOAD_SCRIPT)].map((match) => match[1]);
    if (sources.length === 0) continue;
    html = html.replace(FIRST_LOAD_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
    const loader =
      `(function(){var s=${JSON.stringify(sources)},done=false;` +
      `function go(){if(done)return;done=true;for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.setAttribute('async','');document.head.appendChild(e)}}` +
      `if(document.visibilityState==='visible'&&window.requestAnimationFrame){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)}else go()})();`;
    if (!html.includes('</body>'))
      throw new Error(`build-sw: ${name} has no </body> for the script loader`);
    html = html.replace('</body>', () => `<script>${loader}</script></body>`);
    await writeFile(path, html);
    console.log(
      `build-sw: ${name}: ${sources.length} first-load scripts start after the first paint`,
    );
  }
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Inline `<script>` bodies (no src). Kept in step with INLINE_SCRIPT in server/static.ts. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

async function cspHashes() {
  const hashes = new Set();
  for await (const path of walk(outDir)) {
    if (!path.endsWith('.html')) continue;
    for (const match of (await readFile(path, 'utf8')).matchAll(INLINE_SCRIPT)) {
      const body = match[1] ?? '';
      if (body.length === 0) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  const scripts = [...hashes].sort();
  await writeFile(join(outDir, 'csp-hashes.json'), `${JSON.stringify({ scripts }, null, 2)}\n`);
  console.log(`build-sw: ${scripts.length} inline script hashes for the CSP`);
}

async function precompress() {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let files = 0;
  for await (const path of walk(outDir)) {
    if (/\.(br|gz)$/.test(path)) await rm(path);
  }
  for await (const path of walk(outDir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_COMPRESS_BYTES) continue;
    const body = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gzipped);
    files += 1;
  }
  console.log(`build-sw: precompressed ${files} files (br, gzip)`);
}

const started = Date.now();
await inlineStylesheets();
await deferScriptsPastFirstPaint();
await bundleWorker();
await injectPrecache();
await cspHashes();
await precompress();
console.log(`build-sw: done in ${Date.now() - started} ms`);
