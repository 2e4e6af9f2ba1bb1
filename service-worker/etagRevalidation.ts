import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * Sends the ETag of the saved copy with each network read (If-None-Match), and answers a 304
 * with that copy (decision 040): the calendar and the menus then cross the network only when
 * they changed, which is what a cheap phone on a school-gate network needs. `cacheKey` is the
 * plugin that names the copy (per account and child), so the tag sent is always that account's.
 */
export function etagRevalidation(cacheName: string, cacheKey: WorkboxPlugin): WorkboxPlugin {
  const keyOf = cacheKey.cacheKeyWillBeUsed;
  async function savedCopy(
    request: Request,
    event: ExtendableEvent,
  ): Promise<Response | undefined> {
    if (!keyOf) return undefined;
    const key = await keyOf({ request, event, mode: 'read', params: undefined, state: undefined });
    return (await caches.open(cacheName)).match(key);
  }
  return {
    requestWillFetch: async ({ request, event }) => {
      const tag = (await savedCopy(request, event))?.headers.get('etag');
      if (!tag || request.headers.has('if-none-match')) return request;
      const headers = new Headers(request.headers);
      headers.set('if-none-match', tag);
      return new Request(request, { headers });
    },
    fetchDidSucceed: async ({ request, response, event }) => {
      if (response.status !== 304) return response;
      const copy = await savedCopy(request, event);
      // The copy went (expired, evicted) between the two steps: ask again without a tag.
      if (!copy) {
        const headers = new Headers(request.headers);
        headers.delete('if-none-match');
        return fetch(new Request(request, { headers }));
      }
      // Dated now: the copy was just confirmed, so the expiration plugin must not count its age
      // from when it was first saved.
      const headers = new Headers(copy.headers);
      headers.set('date', response.headers.get('date') ?? new Date().toUTCString());
      return new Response(await copy.blob(), { status: 200, headers });
    },
  };
}
