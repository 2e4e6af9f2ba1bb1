import { createStore } from './store';

/**
 * Caches holding a user's data (meal calendar, publicity, agreements) start with this prefix;
 * service-worker/cacheNames.ts uses the same one. Logout drops them all.
 */
export const USER_CACHE_PREFIX = 'canteen-user-';

const SERVICE_WORKER_URL = '/sw.js';
/** If the new worker never takes control (a stuck tab elsewhere), reload anyway after this. */
const RELOAD_FALLBACK_MS = 3000;

let registered: ServiceWorkerRegistration | null = null;
let registration: Promise<boolean> | null = null;
const updateWaiting = createStore(false);

/** Only production builds in a browser that has service workers register one. */
export function isServiceWorkerSupported(): boolean {
  return (
    process.env.NODE_ENV === 'production' &&
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

/**
 * Registers /sw.js once and watches for a new version waiting to take over. Resolves false (and
 * does nothing) in development, in tests, and where service workers are unsupported.
 */
export function registerServiceWorker(): Promise<boolean> {
  if (!isServiceWorkerSupported()) return Promise.resolve(false);
  // The browser's own API, not workbox-window (2 KB gzipped in every first load, decision 053):
  // a version is waiting when a worker finished installing while another one is active.
  registration ??= (async () => {
    try {
      const instance = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      registered = instance;
      const watch = (worker: ServiceWorker | null) => {
        const check = () => {
          if (worker?.state === 'installed' && instance.active) updateWaiting.set(true);
        };
        worker?.addEventListener('statechange', check);
        check();
      };
      if (instance.waiting) updateWaiting.set(true);
      watch(instance.installing);
      instance.addEventListener('updatefound', () => watch(instance.installing));
      return true;
    } catch {
      // A failed registration leaves the app fully usable online; the next load tries again.
      return false;
    }
  })();
  return registration;
}

/**
 * Asks the browser to look for a new /sw.js now. A page that is never navigated (the kiosk)
 * would otherwise only find a release when the browser checks on its own.
 */
export async function checkForUpdate(): Promise<void> {
  if (!(await registerServiceWorker())) return;
  try {
    await registered?.update();
  } catch {
    // Offline or the server is down: the next check tries again.
  }
}

/** For useSyncExternalStore: is a new version installed and waiting for the user's reload? */
export function isUpdateWaiting(): boolean {
  return updateWaiting.get();
}

export const subscribeUpdate = updateWaiting.subscribe;

/** Lets the waiting version take over, then reloads the page into it. */
export function applyUpdate(): void {
  const reload = () => window.location.reload();
  const waiting = registered?.waiting;
  if (!waiting) {
    reload();
    return;
  }
  const fallback = window.setTimeout(reload, RELOAD_FALLBACK_MS);
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      window.clearTimeout(fallback);
      reload();
    },
    { once: true },
  );
  // service-worker/sw.ts answers this by skipping its wait and claiming the pages.
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** Drops every cache holding the signed-in user's data; call it on logout. */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/** Test hook: forget the registration between tests. */
export function resetServiceWorkerForTests(): void {
  registered = null;
  registration = null;
  updateWaiting.set(false);
}
