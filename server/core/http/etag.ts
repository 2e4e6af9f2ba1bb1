import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// ETags on the month and day calendar and the menu publicity (decision 040): a client
// or service worker that sends back the ETag of the copy it holds gets 304 and no body when
// nothing changed. The tag is a hash of the answer without its `generatedAt` stamp (which
// changes on every call while the content does not). Cache-Control stays no-store (decision 020):
// no browser or proxy cache keeps these answers; only the app's own copies are revalidated.

const TAGGED = [
  /^\/api\/meal\/axis\/year\/\d+\/month\/\d+(\/day\/\d+)?$/,
  /^\/api\/publicity\/\d+\/menus(\/[^/]+)?$/,
];

const GENERATED_AT = /"generatedAt":"[^"]*"/g;

export function etagOf(body: string): string {
  const digest = createHash('sha256').update(body.replace(GENERATED_AT, '')).digest('base64url');
  return `W/"${digest.slice(0, 27)}"`;
}

export function etagMatches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §8.8.3.2): W/ prefixes do not matter.
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const path = request.url.split('?')[0] ?? '';
    if (!TAGGED.some((pattern) => pattern.test(path))) return payload;
    const tag = etagOf(payload);
    reply.header('etag', tag);
    if (!etagMatches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
