/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  MEAL_NETWORK_TIMEOUT_SECONDS,
  NETWORK_TIMEOUT_SECONDS,
  USER_CACHE_PREFIX,
} from './cacheNames';
import { accountCacheKey, identityCacheKey, markOfflineCopy } from './identityKey';
import { etagRevalidation } from './etagRevalidation';
import { newestAnswerWins } from './newestAnswerWins';
import { handleOutboxSync } from './outbox';
import { handleReminderPush } from './push';
import {
  ACCOUNT,
  AGREEMENTS,
  LEAVE_DATES,
  MEAL_CALENDAR,
  NEVER_SHELL,
  PUBLICITY,
  SHELL_NAVIGATIONS,
} from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// scripts/build-sw.mjs replaces self.__WB_MANIFEST with the export's files and their revisions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations get the precached page, which mounts the hash router; the server's own pages and
// every API or auth call go to the network untouched.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    allowlist: SHELL_NAVIGATIONS,
    denylist: NEVER_SHELL,
  }),
);

function sameOriginGet(pattern: RegExp) {
  return ({ url, request }: { url: URL; request: Request }) =>
    request.method === 'GET' && url.origin === self.location.origin && pattern.test(url.pathname);
}

function networkFirst(
  cacheName: string,
  limits: { maxEntries: number; maxAgeSeconds: number },
  networkTimeoutSeconds = NETWORK_TIMEOUT_SECONDS,
  cacheKey = identityCacheKey,
) {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds,
    plugins: [
      cacheKey,
      etagRevalidation(cacheName, cacheKey),
      newestAnswerWins(cacheKey),
      new ExpirationPlugin({ ...limits, purgeOnQuotaError: true }),
      // After the expiration check, which drops a copy too old to show.
      markOfflineCopy,
    ],
  });
}

// Readable offline: the meal calendar, menu publicity and agreements (the kiosk and a parent on
// a train). Fresh from the network when it answers within the timeout.
registerRoute(
  sameOriginGet(MEAL_CALENDAR),
  networkFirst(CACHE_NAMES.mealCalendar, CACHE_LIMITS.mealCalendar, MEAL_NETWORK_TIMEOUT_SECONDS),
);
registerRoute(
  sameOriginGet(LEAVE_DATES),
  networkFirst(CACHE_NAMES.mealCalendar, CACHE_LIMITS.mealCalendar, MEAL_NETWORK_TIMEOUT_SECONDS),
);
registerRoute(
  sameOriginGet(ACCOUNT),
  networkFirst(CACHE_NAMES.account, CACHE_LIMITS.account, NETWORK_TIMEOUT_SECONDS, accountCacheKey),
);
registerRoute(
  sameOriginGet(PUBLICITY),
  networkFirst(CACHE_NAMES.publicity, CACHE_LIMITS.publicity),
);
registerRoute(
  sameOriginGet(AGREEMENTS),
  networkFirst(CACHE_NAMES.agreements, CACHE_LIMITS.agreements),
);

registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    !NEVER_SHELL.some((pattern) => pattern.test(url.pathname)),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [new ExpirationPlugin({ ...CACHE_LIMITS.images, purgeOnQuotaError: true })],
  }),
);

type PageMessage = { type: 'SKIP_WAITING' } | { type: 'CLEAR_USER_CACHES' };

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'SKIP_WAITING') {
    // The user chose "reload" on the update prompt.
    void self.skipWaiting();
  } else if (message?.type === 'CLEAR_USER_CACHES') {
    event.waitUntil(clearUserCaches());
  }
});

async function clearUserCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

// Leave and ratings made offline, sent when the network returns (decision 026).
handleOutboxSync();

// Reminders pushed by the server; a tap opens JumpRemind (decision 043).
handleReminderPush();

// The first install takes over the open page at once so it works offline from the first visit;
// later versions wait for the user's "reload".
clientsClaim();
