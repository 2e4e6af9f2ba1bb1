import type { FastifyInstance } from 'fastify';
import type { Settings } from '../settings';

// Response headers every answer gets, the API's included (decision 020).

/** The login calls answer tokens; they sit outside /api. */
const LOGIN_PATHS = new Set(['/login', '/mobile/login', '/social/login', '/bank/login', '/logout']);

/**
 * Tokens, balances and children's names: no HTTP cache (browser or proxy) keeps them. The service
 * worker's offline copies are the app's own, per account, and dropped at logout.
 */
export function isPrivateAnswer(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/api/') || LOGIN_PATHS.has(path);
}

/** The path as the router read it: percent-encoding taken off, or null when it is malformed. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return null;
  }
}

/**
 * Decided by the route that answers, not the raw URL: the router decodes `/%61pi/user/0/balance`
 * and serves the balance, so the raw text alone would miss it (decision 064). The decoded path covers
 * answers no route claimed (404s); a malformed one is kept private too.
 */
export function isPrivateRequest(request: {
  url: string;
  routeOptions: { url?: string };
}): boolean {
  const route = request.routeOptions.url;
  const decoded = decodedPath(request.url);
  return (
    (route !== undefined && isPrivateAnswer(route)) ||
    decoded === null ||
    isPrivateAnswer(decoded) ||
    isPrivateAnswer(request.url)
  );
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerHeaders(
  app: FastifyInstance,
  config: Pick<Settings, 'publicOrigin'>,
): void {
  const https = config.publicOrigin.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    // A public feed under /api says itself how long it may be kept (decision 073).
    if (isPrivateRequest(request) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    // Only when the public origin is https: over plain http the header would be ignored, and
    // sent from a development server it could pin a browser to https for localhost.
    if (https) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
