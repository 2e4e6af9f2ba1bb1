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

export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerHeaders(
  app: FastifyInstance,
  config: Pick<Settings, 'publicOrigin'>,
): void {
  const https = config.publicOrigin.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivateAnswer(request.url)) reply.header('cache-control', 'no-store');
    // Only when the public origin is https: over plain http the header would be ignored, and
    // sent from a development server it could pin a browser to https for localhost.
    if (https) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
