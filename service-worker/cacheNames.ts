/**
 * Every cache the worker owns is named here. Caches holding a user's data start with
 * USER_CACHE_PREFIX so logout can drop them all by prefix (lib/platform/serviceWorker.ts keeps
 * the same prefix: the page never imports worker code).
 */
export const USER_CACHE_PREFIX = 'canteen-user-';

export const CACHE_NAMES = {
  mealCalendar: `${USER_CACHE_PREFIX}meal-calendar`,
  account: `${USER_CACHE_PREFIX}account`,
  publicity: `${USER_CACHE_PREFIX}publicity`,
  agreements: `${USER_CACHE_PREFIX}agreements`,
  images: 'canteen-images',
} as const;

const DAY = 24 * 60 * 60;

/** How long each runtime cache keeps an entry, and how many it keeps. */
export const CACHE_LIMITS = {
  mealCalendar: { maxEntries: 150, maxAgeSeconds: 14 * DAY },
  account: { maxEntries: 10, maxAgeSeconds: 14 * DAY },
  publicity: { maxEntries: 40, maxAgeSeconds: 7 * DAY },
  agreements: { maxEntries: 30, maxAgeSeconds: 30 * DAY },
  images: { maxEntries: 120, maxAgeSeconds: 30 * DAY },
} as const;

/** How long a network-first read waits before answering from its cache. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** The meal calendar, day menus and meal boxes answer from the cache sooner: the week's meals must open offline quickly (decision 008). */
export const MEAL_NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Set on an API answer the worker took from its cache (network down or slower than the timeout).
 * lib/platform/offlineCopy.ts reads the same name: the page shows the offline banner for it.
 */
export const OFFLINE_COPY_HEADER = 'X-Canteen-Offline-Copy';
