import { getCurrentRoute, historyIndex, nextPopState, pushUrl, replaceUrl } from './location';
import { areaHomeOf, findRoute } from './routes';
import { navigationError, NAVIGATION_REASONS, pageNotFound, type NavigationCall } from './errors';
import { parseUrl } from './url';

// The mini-program style navigation API over browser history (hash urls, base `/`). Each call
// returns a promise that rejects with the spec's '<call>:fail <reason>' message.

export const RELAUNCH_DELAY_MS = 50;

export interface UrlOptions {
  url?: string;
}
export interface BackOptions {
  delta?: number;
}

/** A relative url (`detail?id=1`) is taken relative to the current page, as the API it imitates. */
function absolute(url: string): string {
  if (url.startsWith('/')) return url;
  const base = getCurrentRoute().path;
  const resolved = new URL(url, `http://app${base}`);
  return `${resolved.pathname}${resolved.search}`;
}

function target(
  call: NavigationCall,
  options: UrlOptions | undefined,
): { url: string; tab: boolean } {
  const raw = options?.url;
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw navigationError(call, NAVIGATION_REASONS.urlRequired);
  }
  const url = absolute(raw.trim());
  const { path } = parseUrl(url);
  const found = findRoute(path);
  if (!found) throw pageNotFound(call, path);
  return { url, tab: found.tab };
}

/** Opens a page on top of the current one (browser back returns). Tab pages are refused. */
export async function navigateTo(options: UrlOptions): Promise<void> {
  const { url, tab } = target('navigateTo', options);
  if (tab) throw navigationError('navigateTo', NAVIGATION_REASONS.tabPage);
  pushUrl(url);
}

/** Replaces the current page. Tab pages are allowed (the child switch lands on the home tab with a query). */
export async function redirectTo(options: UrlOptions): Promise<void> {
  const { url } = target('redirectTo', options);
  replaceUrl(url);
}

/**
 * Goes back `delta` pages (default 1; 0 stays). With no page of the app behind the current one
 * (the user opened a link straight to it), it lands on the home of the page's area instead of
 * leaving the app: the parents' home tab, the teachers' class list or the console's home.
 */
export async function navigateBack(options: BackOptions = {}): Promise<void> {
  const delta = options.delta ?? 1;
  if (typeof delta !== 'number' || Number.isNaN(delta) || delta < 0) {
    throw navigationError('navigateBack', NAVIGATION_REASONS.deltaNegative);
  }
  const steps = Math.floor(delta);
  if (steps === 0) return;
  const depth = historyIndex();
  if (depth === 0) {
    const home = areaHomeOf(getCurrentRoute().path);
    if (home !== getCurrentRoute().path) replaceUrl(home, 0);
    return;
  }
  const popped = nextPopState();
  window.history.go(-Math.min(steps, depth));
  await popped;
}

/** Closes everything and opens `url` as the app's first page, after the spec's 50 ms delay. */
export async function reLaunch(options: UrlOptions): Promise<void> {
  const { url } = target('reLaunch', options);
  await new Promise((resolve) => setTimeout(resolve, RELAUNCH_DELAY_MS));
  replaceUrl(url, 0);
}

/** Shows one of the tab pages; anything else is not found. */
export async function switchTab(options: UrlOptions): Promise<void> {
  const raw = options?.url;
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw navigationError('switchTab', NAVIGATION_REASONS.urlRequired);
  }
  const url = absolute(raw.trim());
  const { path } = parseUrl(url);
  if (!findRoute(path)?.tab) throw pageNotFound('switchTab', path);
  replaceUrl(url, 0);
}
