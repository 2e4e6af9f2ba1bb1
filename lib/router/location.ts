import { hideAllFeedback } from '@/lib/platform/feedback';
import { messages } from '@/lib/i18n';
import { createStore, type ReadableStore } from '@/lib/platform/store';
import { findRoute, FIRST_PAGE, type RouteDefinition } from './routes';
import { directLoadTarget, hashHref, parseUrl, urlFromHash } from './url';

// The current hash route as an external store. Every change (a navigation call, browser back or
// forward, an edited hash) goes through `commit`, which hides transient feedback and sets the
// document title, so no screen has to remember to.

export interface CurrentRoute {
  /** The in-app url, e.g. `/pages/meal/day?date=2026-11-21`. */
  url: string;
  path: string;
  query: Record<string, string>;
  /** Undefined when nothing in the table matches: the shell shows the not-found screen. */
  route: RouteDefinition | undefined;
}

/** Our entries carry their depth in the app, so navigateBack knows how far it may go. */
interface HistoryEntryState {
  canteenIndex: number;
}

function describe(url: string): CurrentRoute {
  const { path, query } = parseUrl(url);
  return { url, path, query, route: findRoute(path) };
}

const SERVER_SNAPSHOT: CurrentRoute = describe(FIRST_PAGE);

/** Null until the location is first read: the module may load where there is no window. */
const store = createStore<CurrentRoute | null>(null);
let windowListenersAttached = false;

function readLocation(): CurrentRoute {
  return describe(urlFromHash(window.location.hash));
}

function applyTitle(current: CurrentRoute): void {
  document.title = current.route?.title ?? messages().router.notFound;
}

/**
 * Re-reads the location; on a change, hides toasts/loading/modals, retitles and tells listeners.
 * `initial` (the router starting) publishes even an unchanged url and keeps the feedback shown.
 */
function publish(initial: boolean): void {
  const next = readLocation();
  const previous = initial ? null : store.get();
  if (previous && previous.url === next.url) return;
  if (previous) hideAllFeedback();
  applyTitle(next);
  store.set(next);
}

export function commit(): void {
  publish(false);
}

function attachWindowListeners(): void {
  if (windowListenersAttached) return;
  windowListenersAttached = true;
  window.addEventListener('popstate', commit);
  window.addEventListener('hashchange', commit);
}

export function getCurrentRoute(): CurrentRoute {
  if (typeof window === 'undefined') return SERVER_SNAPSHOT;
  const current = store.get();
  if (current) return current;
  // The first read, before anyone subscribed (React reads before it subscribes): no one to tell.
  const first = readLocation();
  store.set(first);
  return first;
}

export function getServerRoute(): CurrentRoute {
  return SERVER_SNAPSHOT;
}

export function subscribeRoute(listener: () => void): () => void {
  attachWindowListeners();
  return store.subscribe(listener);
}

/** The current route for `useStore`; read-only, since every change goes through `commit`. */
export const routeStore: ReadableStore<CurrentRoute> = {
  get: getCurrentRoute,
  subscribe: subscribeRoute,
};

export function historyIndex(): number {
  const state = window.history.state as Partial<HistoryEntryState> | null;
  return typeof state?.canteenIndex === 'number' ? state.canteenIndex : 0;
}

export function pushUrl(url: string): void {
  window.history.pushState(
    { canteenIndex: historyIndex() + 1 } satisfies HistoryEntryState,
    '',
    hashHref(url),
  );
  commit();
}

export function replaceUrl(url: string, index: number = historyIndex()): void {
  window.history.replaceState(
    { canteenIndex: index } satisfies HistoryEntryState,
    '',
    hashHref(url),
  );
  commit();
}

/**
 * Called once by the app root before the first screen: moves a direct `/pages/...` load into the
 * hash, marks the entry as the app's first, and starts following back/forward.
 */
export function startRouter(): void {
  const { pathname, search, hash } = window.location;
  const target = hash ? null : directLoadTarget(pathname, search);
  if (target) {
    window.history.replaceState({ canteenIndex: 0 } satisfies HistoryEntryState, '', target);
  } else if (window.history.state === null) {
    window.history.replaceState(
      { canteenIndex: 0 } satisfies HistoryEntryState,
      '',
      window.location.href,
    );
  }
  attachWindowListeners();
  publish(true);
}

/** Resolves on the next popstate (history.go is asynchronous), or after `timeoutMs` regardless. */
export function nextPopState(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    window.addEventListener('popstate', done);
  });
}
