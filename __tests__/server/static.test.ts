import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp, passwordLogin, type TestApp } from './helpers';

// A tiny stand-in for `out/`: the page, a hashed chunk, the worker, the manifest and an icon.
const INLINE = 'self.__boot=1';
const PAGE = `<!DOCTYPE html><html><body><main id="canteen-root"></main><script>${INLINE}</script><script src="/_next/static/chunks/app-3f2a9c.js" async=""></script></body></html>`;
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
const CHUNK = `console.log(${JSON.stringify('canteen '.repeat(400))});`;
const CHUNK_PATH = '_next/static/chunks/app-3f2a9c.js';

let outDir: string;
let testApp: TestApp;
let app: FastifyInstance;

function write(path: string, body: string | Buffer) {
  const file = join(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'canteen-static-'));
  write('index.html', PAGE);
  write(CHUNK_PATH, CHUNK);
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('manifest.webmanifest', JSON.stringify({ name: 'Canteen' }));
  write('icons/icon-192.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // The build precompresses; a distinct body proves the precompressed sibling is what is sent.
  write('_next/static/chunks/pre-1b2c.js', CHUNK);
  write('_next/static/chunks/pre-1b2c.js.gz', gzipSync('/* precompressed */' + CHUNK));
  testApp = await createTestApp({ outDir });
  app = testApp.app;
  await app.ready();
});

afterAll(async () => {
  await testApp.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/pages/meal/day', '/api/nothing-here', CHUNK_PATH.replace(/^/, '/')])(
    'are on every response (%s)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      // 14: inline scripts only by the hash of the export's own; images only from this site.
      expect(csp).toContain(`script-src 'self' ${INLINE_HASH}`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toMatch(/img-src 'self' data: blob: http:\/\/localhost(;|$)/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe('API responses', () => {
  it('carry the security headers too', async () => {
    const response = await passwordLogin(app, 'parent_a');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });
});

describe('caching', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: `/${CHUNK_PATH}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(CHUNK);
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])(
    'revalidates %s on every load',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a conditional request for an unchanged page with 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag);
    const second = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });
});

describe('compression', () => {
  it('sends brotli when the browser accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/${CHUNK_PATH}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends gzip to a browser that only accepts gzip', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/${CHUNK_PATH}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('prefers the precompressed file the build made', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/_next/static/chunks/pre-1b2c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe('/* precompressed */' + CHUNK);
  });

  it('sends plain bytes to a client that accepts no encoding', async () => {
    const response = await app.inject({ method: 'GET', url: `/${CHUNK_PATH}` });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('direct /pages/... loads', () => {
  it.each([
    '/pages/meal/day',
    '/pages/meal/day?date=2026-03-02&diningType=Lunch',
    '/pages/prepayment/detail/multiple/pay',
  ])('answer the page for %s so the client can move it to the hash route', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(PAGE);
  });
});

describe('what never falls back to the page', () => {
  it.each(['/api/nothing-here', '/api/meal/axis/unknown?x=1'])(
    '%s is a 404 in JSON',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).not.toContain('canteen-root');
    },
  );

  it('an unknown file outside /pages is a 404, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/_next/static/chunks/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('canteen-root');
  });

  it('a path that climbs out of the export is refused', async () => {
    const response = await app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });
});
