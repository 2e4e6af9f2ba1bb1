import { createStore, useStore } from './store';

/**
 * Whether the API answers on screen are the service worker's saved copy. The worker marks an
 * answer it took from its cache with this header (service-worker/cacheNames.ts spells it the
 * same; the page never imports worker code). navigator.onLine alone misses a network that is up
 * but not answering, and a browser that reports itself online while it is not.
 */
export const OFFLINE_COPY_HEADER = 'X-Canteen-Offline-Copy';

const servedOffline = createStore(false);

/** Called by the request client for every API answer: the latest answer decides. */
export function noteAnswer(response: Pick<Response, 'headers'>): void {
  servedOffline.set(response.headers.get(OFFLINE_COPY_HEADER) === '1');
}

export function isServedOffline(): boolean {
  return servedOffline.get();
}

export function useServedOffline(): boolean {
  return useStore(servedOffline, () => false);
}
