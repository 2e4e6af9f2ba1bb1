import { FIRST_PAGE } from './routes';

// Pure helpers between the spec's `/pages/...?query` urls and the hash urls the browser shows
// (`/#/pages/meal/day?date=2026-11-21`).

export interface ParsedUrl {
  path: string;
  query: Record<string, string>;
}

/** `/pages/meal/day?date=2026-11-21` -> `{ path, query: { date } }`; the last value of a key wins. */
export function parseUrl(url: string): ParsedUrl {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) query[key] = value;
  return { path, query };
}

/** The in-app url held by a location hash; an empty hash is the first page. */
export function urlFromHash(hash: string): string {
  const bare = hash.replace(/^#/, '');
  if (bare === '' || bare === '/') return FIRST_PAGE;
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** The browser url (base `/`) that shows an in-app url. */
export function hashHref(url: string): string {
  return `/#${url.startsWith('/') ? url : `/${url}`}`;
}

/**
 * The server answers a direct load of `/pages/...` with the app's page; the client then moves the
 * path into the hash. Returns the hash href to replace the location with, or null to leave it.
 */
export function directLoadTarget(pathname: string, search: string): string | null {
  if (!pathname.startsWith('/pages/')) return null;
  const path = pathname
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return hashHref(`${path}${search}`);
}
