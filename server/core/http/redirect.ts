import type { FastifyReply } from 'fastify';

// Every redirect the server makes goes through here (decision 064): the target must be a
// path of this site. The check runs on the value the Location header will carry, after the URL
// parser resolved dot segments, backslashes and percent-encoded dots: `/..//evil.example` parses
// to the pathname `//evil.example`, which a browser reads as another host.

const MAX_LENGTH = 2048;

/** Decoded until it no longer changes (a few rounds), or null when it is not valid encoding. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Reads as another host (`//host`, `/\host`), raw or once any encoding is taken off. */
function leavesSite(path: string): boolean {
  const decoded = fullyDecoded(path);
  if (decoded === null) return true;
  return [path, decoded].some((form) => !form.startsWith('/') || /^\/[/\\]/.test(form));
}

/**
 * The path (with query and fragment) of this site that `value` names, normalised as a browser
 * would; null when it is anything else: another origin, a scheme, a protocol-relative or
 * backslash form, control characters (a CRLF must never reach a header), or too long. An absent
 * or empty value is the site's root.
 */
export function sitePath(value: unknown, publicOrigin: string): string | null {
  if (value === undefined || value === '') return '/';
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const origin = new URL(publicOrigin).origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (leavesSite(url.pathname)) return null;
  // What the browser will resolve the header to must be the same path on the same origin.
  const reread = new URL(path, origin);
  if (reread.origin !== origin || `${reread.pathname}${reread.search}${reread.hash}` !== path)
    return null;
  return path;
}

/**
 * Sends a redirect to a path of this site, checked again here so no caller can skip the check;
 * false (nothing sent) when the target is refused.
 */
export function redirectWithinSite(
  reply: FastifyReply,
  target: unknown,
  publicOrigin: string,
  status: 302 | 303 | 307 = 303,
): boolean {
  const path = sitePath(target, publicOrigin);
  if (path === null) return false;
  void reply.redirect(path, status);
  return true;
}
