import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from './config';
import { objectStorageOrigin } from './core/settings';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Icons and other unhashed public files: fresh for a day, then revalidated. */
export const SHORT_LIVED = 'public, max-age=86400';

/** The build writes the sha256 of every inline script of the export here (scripts/build-sw.mjs). */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/** Inline `<script>` bodies (no src): what the hashes cover. Kept in step with build-sw.mjs. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The build's hashes; a build without the file (older than this server) has its pages' inline
 * scripts hashed here instead, so the page still runs.
 */
export function scriptHashesOf(outDir: string): string[] {
  const file = join(outDir, CSP_HASHES_FILE);
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: unknown };
    if (Array.isArray(parsed.scripts)) return parsed.scripts.map(String);
  }
  const hashes = new Set<string>();
  for (const name of readdirSync(outDir)) {
    if (name.endsWith('.html'))
      for (const hash of inlineScriptHashes(readFileSync(join(outDir, name), 'utf8')))
        hashes.add(hash);
  }
  return [...hashes];
}

/**
 * Scripts only from this site or with the hash of one of the export's inline scripts (no
 * 'unsafe-inline', no 'unsafe-eval'); images only from this site and the storage the uploads
 * live on. Styles keep 'unsafe-inline': the component library sets inline styles.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  imageOrigins: string[],
  connectOrigins: string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    // Uploads go straight to the object storage's bucket when one is configured (decision 054).
    ["connect-src 'self'", ...connectOrigins].join(' '),
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
}

/** The origins uploads are served from besides this site (the public origin, if it differs). */
export function imageOriginsOf(config: ServerConfig): string[] {
  const origins = new Set<string>();
  for (const value of [config.publicOrigin, config.storageOrigin]) {
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

function securityHeaders(config: ServerConfig, outDir: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(
      scriptHashesOf(outDir),
      imageOriginsOf(config),
      config.objectStorage ? [objectStorageOrigin(config.objectStorage)] : [],
    ),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
}

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
  const headers = securityHeaders(config, root);

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
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
