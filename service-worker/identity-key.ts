import type { WorkboxPlugin } from 'workbox-core/types';

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
    return url.href;
  },
};
