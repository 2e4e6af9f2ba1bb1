import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The `state` of a provider's round trip (decision 069), kept by nobody: a random nonce, its
// expiry and an HMAC over both and the provider, under the provider's own client secret (a key
// only this server holds). The screen that asked for it keeps it in the tab's sessionStorage and
// refuses a return whose state is not its own (the CSRF defence: a link carrying someone else's
// code carries someone else's state); the server accepts only states it made, for that
// provider, within their lifetime. Hex only: WeChat allows letters and digits, 128 at most.
// The bank's PKCE verifier is derived from the state under the same key, so it never travels
// through the browser and needs no row.

const LIFETIME_MS = 10 * 60_000;

function mac(key: string, provider: string, body: string): string {
  return createHmac('sha256', key).update(`${provider}:${body}`).digest('hex').slice(0, 40);
}

export function issueState(key: string, provider: string, now: Date): string {
  const body = `${randomBytes(12).toString('hex')}${(now.getTime() + LIFETIME_MS).toString(16)}`;
  return `${body}${mac(key, provider, body)}`;
}

/** The state was made here, for this provider, and has not expired. */
export function stateIsValid(key: string, provider: string, state: string, now: Date): boolean {
  if (!/^[0-9a-f]{60,80}$/.test(state)) return false;
  const body = state.slice(0, -40);
  const given = Buffer.from(state.slice(-40));
  const expected = Buffer.from(mac(key, provider, body));
  if (!timingSafeEqual(given, expected)) return false;
  const expiresAt = parseInt(body.slice(24), 16);
  return Number.isFinite(expiresAt) && expiresAt > now.getTime();
}

/** RFC 7636's verifier: 43 characters of base64url from an HMAC of the state. */
export function pkceVerifier(key: string, state: string): string {
  return createHmac('sha256', key).update(`pkce:${state}`).digest('base64url');
}
