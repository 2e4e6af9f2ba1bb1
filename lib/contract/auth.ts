import * as z from 'zod/mini';
import { endpoint, text } from './core';

/**
 * Login, logout and the SMS code. The four login calls are OAuth-style: public (no bearer, no
 * identity headers), a form-urlencoded body, the client id in the query (`?client_id=`) AND an
 * `Authorization: Basic base64(clientId:secret)` header, and a raw answer (the token itself, not
 * the envelope).
 *
 * Failures (wrong password, bad or expired SMS code, locked account, bad client) answer a 4xx
 * with the envelope `{ success: false, message, code }`, so the screens can tell them apart.
 */

export const DEFAULT_CLIENT_ID = 'canteen-web';
export const DEFAULT_CLIENT_SECRET = 'canteen-web-secret';

/** The client id and secret the web app presents (a public client: the secret is not a secret). */
export function clientCredentials(): { clientId: string; clientSecret: string } {
  return {
    clientId: process.env.NEXT_PUBLIC_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: process.env.NEXT_PUBLIC_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
  };
}

/** `Basic base64(clientId:secret)`; ids and secrets are ASCII. */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
}

/** The server side of the same header: null unless it is a well-formed Basic header. */
export function parseBasicAuthorization(
  header: string | undefined | null,
): { clientId: string; clientSecret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  let decoded: string;
  try {
    decoded = atob(match[1]);
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

/** Mainland mobile numbers: 11 digits starting with 1. */
export const mobileNumber = z.string().check(z.regex(/^1\d{10}$/));
export const smsCode = z.string().check(z.regex(/^\d{4,8}$/));

/** A provider round trip's state (decision 069): hex, as the server makes it. */
export const signInState = z.string().check(z.regex(/^[0-9a-f]{1,128}$/));

export const ClientQuery = z.object({ client_id: text().check(z.minLength(1)) });

export const TokenResponse = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.literal('bearer'),
  /** Seconds; the client stores now + expires_in − 20 s. */
  expires_in: z.int().check(z.positive()),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const LoginForm = z.object({
  username: text().check(z.minLength(1)),
  password: text().check(z.minLength(1)),
  grant_type: z.literal('password'),
});

export const login = endpoint({
  method: 'POST',
  path: '/login',
  query: ClientQuery,
  body: LoginForm,
  response: TokenResponse,
  public: true,
  form: true,
  raw: true,
});

export const mobileLogin = endpoint({
  method: 'POST',
  path: '/mobile/login',
  query: ClientQuery,
  body: z.object({ mobile: mobileNumber, code: smsCode }),
  /** accountNew: the number had no account and one was created for it. */
  response: z.extend(TokenResponse, { accountNew: z.optional(z.boolean()) }),
  public: true,
  form: true,
  raw: true,
});

/**
 * The chat-app login: always answers the openid; the token only when that openid is already
 * bound to an account (docs/product.md, "States and transitions": "with no token it only marks current-user status resolved").
 */
export const socialLogin = endpoint({
  method: 'POST',
  path: '/social/login',
  query: ClientQuery,
  body: z.object({
    appid: text().check(z.minLength(1)),
    code: text().check(z.minLength(1)),
    /** The state the round trip began with (signInStart); a real provider requires it. */
    state: z.optional(signInState),
  }),
  response: z.extend(z.partial(TokenResponse), { openid: z.string().check(z.minLength(1)) }),
  public: true,
  form: true,
  raw: true,
});

export const bankLogin = endpoint({
  method: 'POST',
  path: '/bank/login',
  query: ClientQuery,
  body: z.object({
    token: text().check(z.minLength(1)),
    code: text().check(z.minLength(1)),
    isProd: z.union([z.boolean(), z.enum(['true', 'false'])]),
    /** The state the round trip began with (signInStart); a real provider requires it. */
    state: z.optional(signInState),
  }),
  response: z.extend(TokenResponse, { openid: z.optional(z.string()) }),
  public: true,
  form: true,
  raw: true,
});

/** Revokes the bearer token of the call. Envelope, data true. */
export const logout = endpoint({
  method: 'POST',
  path: '/logout',
  response: z.boolean(),
});

/**
 * Sends a login code. Public (the user is not logged in yet). Failures (cooldown of 60 s, daily
 * limit) answer 4xx with the envelope's message, which the login screen shows.
 */
export const smsVerify = endpoint({
  method: 'POST',
  path: '/api/sms/verify',
  body: z.object({ mobile: mobileNumber }),
  response: z.boolean(),
  public: true,
});

/** Unbinds the chat-platform open id from the account on logout (docs/product.md, "States and transitions"). */
export const platformUnbind = endpoint({
  method: 'GET',
  path: '/api/user/platform/unbind/{id}',
  params: z.object({ id: text().check(z.minLength(1), z.maxLength(128)) }),
  response: z.boolean(),
});

/**
 * Begins a real provider's sign-in (decision 069): the page to send the parent to and the state
 * they will bring back, which the screen keeps in the tab and compares on return. Without a real
 * provider (the demo's sandboxes, or none configured): 400 PROVIDER_UNAVAILABLE.
 */
export const signInStart = endpoint({
  method: 'POST',
  path: '/api/sign-in/{provider}/start',
  params: z.object({ provider: z.enum(['wechat', 'bank']) }),
  response: z.object({ url: z.string(), state: signInState }),
  public: true,
});
