import { basename, relative, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from './config';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Icons and other unhashed public files: fresh for a day, then revalidated. */
export const SHORT_LIVED = 'public, max-age=86400';

/**
 * Next's export runs inline bootstrap scripts, so script-src needs 'unsafe-inline'; 'unsafe-eval'
 * stays out. The sandbox payment checkout and uploads are same-origin, so 'self' covers them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  // container/webview frames pages of origins each school allows (checked by the client,
  // decision 024); the list is per school, so the policy can only require https.
  "frame-src 'self' https:",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/** Files the browser must revalidate on every load, or an update would never reach it. */
const ALWAYS_REVALIDATED = new Set(['index.html', '404.html', 'sw.js', 'manifest.webmanifest']);

/** Build-time precompressed siblings (scripts/build-sw.mjs) carry these suffixes. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

export function cacheControlFor(relativePath: string): string {
  const path = relativePath.split(sep).join('/').replace(COMPRESSED_SUFFIX, '');
  if (path.startsWith('_next/static/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATED.has(path) || path.endsWith('.html') || path.endsWith('.txt'))
    return REVALIDATE;
  return SHORT_LIVED;
}

function sendPage(reply: FastifyReply) {
  return reply.header('cache-control', REVALIDATE).sendFile('index.html');
}

/**
 * Serves the exported client from `config.outDir`: security headers on every response, gzip or
 * brotli (precompressed files when the build made them, else on the fly), immutable hashed assets,
 * and the page for direct `/pages/...` hits so the client can move them to the hash route.
 */
export async function registerStatic(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const root = config.outDir;
  if (!root) return;

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    wildcard: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(relative(root, filePath)));
      if (basename(filePath).startsWith('sw.js')) reply.header('service-worker-allowed', '/');
    },
  });

  // A shared link or a bookmark to a spec path (`/pages/meal/day?date=...`) gets the page; the
  // client router rewrites it to `/#/pages/meal/day?date=...`.
  app.get('/pages/*', (_request, reply) => sendPage(reply));
}
