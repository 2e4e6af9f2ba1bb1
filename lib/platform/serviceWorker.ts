import { Workbox } from 'workbox-window';
import { createStore } from './store';

/**
 * Caches holding a user's data (meal calendar, publicity, agreements) start with this prefix;
 * service-worker/cacheNames.ts uses the same one. Logout drops them all.
 */
export const USER_CACHE_PREFIX = 'canteen-user-';

const SERVICE_WORKER_URL = '/sw.js';
/** If the new worker never takes control (a stuck tab elsewhere), reload anyway after this. */
const RELOAD_FALLBACK_MS = 3000;

let workbox: Workbox | null = null;
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
 * Registers /sw.js once through workbox-window and watches for a new version waiting to take
 * over. Resolves false (and does nothing) in development, in tests, and where service workers are
 * unsupported.
 */
export function registerServiceWorker(): Promise<boolean> {
  if (!isServiceWorkerSupported()) return Promise.resolve(false);
  registration ??= (async () => {
    try {
      const instance = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
      // Workbox says "waiting" for a version that was already waiting when the page loaded, and for
      // one that finished installing while another controls the page, whether this page or the
      // browser's own check found it. A first install never waits, so it offers nothing.
      instance.addEventListener('waiting', () => updateWaiting.set(true));
      // The app registers once it has started; waiting for the load event would only delay it.
      const result = await instance.register({ immediate: true });
      if (!result) return false;
      workbox = instance;
      registered = result;
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
    await workbox?.update();
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
  if (!workbox || !registered?.waiting) {
    reload();
    return;
  }
  const fallback = window.setTimeout(reload, RELOAD_FALLBACK_MS);
  workbox.addEventListener('controlling', () => {
    window.clearTimeout(fallback);
    reload();
  });
  // service-worker/sw.ts answers SKIP_WAITING by skipping its wait and claiming the pages.
  workbox.messageSkipWaiting();
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
  workbox = null;
  registered = null;
  registration = null;
  updateWaiting.set(false);
}
