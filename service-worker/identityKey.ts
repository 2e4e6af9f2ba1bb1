import type { WorkboxPlugin } from 'workbox-core/types';
import { OFFLINE_COPY_HEADER } from './cacheNames';

/** The request headers that pick whose data an API answer is (spec section 7). */
const IDENTITY_HEADERS = ['unit', 'userType', 'associatedUser'] as const;

/**
 * API answers depend on the selected child, which travels in headers, not in the URL. Folding
 * those headers into the cache key keeps one child's calendar from being shown for another.
 */
export const identityCacheKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    for (const name of IDENTITY_HEADERS) {
      url.searchParams.set(`__sw_${name}`, request.headers.get(name) ?? '');
    }
    // The account too (a hash of its bearer token, never the token): another account on the same
    // phone, even one claiming the same child in its headers, never matches these entries.
    url.searchParams.set('__sw_account', await accountHash(request.headers.get('Authorization')));
    return url.href;
  },
};

async function accountHash(authorization: string | null): Promise<string> {
  if (!authorization) return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Answers that do not depend on the selected child (the account's identity list, the user):
 * keyed by the account alone, so switching child offline still finds them.
 */
export const accountCacheKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__sw_account', await accountHash(request.headers.get('Authorization')));
    return url.href;
  },
};

/**
 * Marks an answer read from the cache (NetworkFirst reads its cache only when the network failed
 * or was too slow), so the page can say the data on screen is the saved copy, and from when.
 */
export const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
