/**
 * Whether `url` may be shown in the webview: an absolute https (or http on localhost, for tests
 * and development) address whose origin is exactly one the school allows. Anything else —
 * another scheme, a look-alike host, credentials in the URL — is refused (decision 024).
 */
export function allowedWebviewUrl(url: string, allowedOrigins: readonly string[]): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const local = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1';
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) return null;
  if (parsed.username || parsed.password) return null;
  const origins = new Set(
    allowedOrigins.flatMap((origin) => {
      try {
        return [new URL(origin).origin];
      } catch {
        return [];
      }
    }),
  );
  return origins.has(parsed.origin) ? parsed : null;
}
