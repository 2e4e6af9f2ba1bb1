import { fillPath, type Endpoint, type InputOf, type ResponseOf } from '../contract/core';
import { messages } from '../i18n';
import { TOAST_DURATION_MS, showModal, showToast } from '../platform/feedback';
import { noteAnswer } from '../platform/offline-copy';
import { logout } from '../session/logout';
import { currentAccessToken, getSession } from '../session/store';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR, REQUEST_FAILED, TIMEOUT } from './errors';
import { NetworkFailure, REQUEST_TIMEOUT_MS, fetchWithTimeout, isPageLeaving } from './network';

/**
 * The one way the app talks to the API (SPEC section 7, "Common behaviour") and reacts to its
 * failures (SPEC section 8). Screens call `request(descriptor, input)` and get the envelope's
 * `data` (or the raw body for `raw` descriptors).
 */

export interface RequestOptions {
  /** One key per user intent, reused on retry (see createIdempotencyKey). */
  idempotencyKey?: string;
  /** Extra headers, e.g. the login calls' Basic client authorization. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The caller shows the error itself: no toast, no dialog, no logout; the ApiError is still
   * thrown. Public calls (login, SMS code) are always silent: there is no session to end.
   */
  silent?: boolean;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json;charset=UTF-8';

/** Configured at build time; same origin by default. */
export function apiBase(): string {
  return process.env.NEXT_PUBLIC_API_BASE ?? '';
}

const ABSOLUTE_URL = /^https?:\/\//i;

/** A relative path gets the base address; an absolute http(s) URL is left as it is. */
export function resolveUrl(path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const base = apiBase();
  if (ABSOLUTE_URL.test(base)) return `${base.replace(/\/+$/, '')}${path}`;
  // Same origin (or a base path): fetch in Node needs an absolute URL, browsers accept either.
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(`${base.replace(/\/+$/, '')}${path}`, origin).toString();
}

/** crypto.randomUUID: one per user intent (a tap on "pay"), reused when that intent is retried. */
export function createIdempotencyKey(): string {
  return crypto.randomUUID();
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function appendParams(params: URLSearchParams, values: Plain): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
}

function headerValue(value: string | number | string[]): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

export function buildHeaders(
  endpoint: Pick<Endpoint, 'method' | 'public' | 'form'>,
  options: RequestOptions = {},
  bodyHeader: Record<string, string> = {},
): Record<string, string> {
  const sendsJson = (endpoint.method === 'POST' || endpoint.method === 'PUT') && !endpoint.form;
  const headers: Record<string, string> = {
    'Content-Type': sendsJson ? JSON_TYPE : FORM_TYPE,
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    envData: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
  if (!endpoint.public) {
    const token = currentAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const { identity } = getSession();
    if (identity) {
      headers.unit = headerValue(identity.unit_id);
      headers.userType = headerValue(identity.user_types);
      headers.associatedUser = headerValue(identity.associated_user_id);
    }
  }
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return { ...headers, ...options.headers, ...bodyHeader };
}

/** A POST/PUT body's own `header` field goes into the headers, not the body (SPEC section 7). */
function splitBodyHeader(
  method: Endpoint['method'],
  body: unknown,
): { body: unknown; header: Record<string, string> } {
  if (
    (method !== 'POST' && method !== 'PUT') ||
    !isPlainObject(body) ||
    !isPlainObject(body.header)
  ) {
    return { body, header: {} };
  }
  const { header, ...rest } = body;
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(header as Plain)) {
    if (value !== undefined && value !== null) strings[key] = String(value);
  }
  return { body: rest, header: strings };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (!isPlainObject(body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function codeOf(body: unknown, fallback: string | number): string | number {
  if (isPlainObject(body) && (typeof body.code === 'string' || typeof body.code === 'number')) {
    return body.code;
  }
  return fallback;
}

/** The stored token (expired or not): which session a request belonged to. */
function sessionToken(): string | undefined {
  return getSession().token?.accessToken;
}

/**
 * Ends the session the failed request was sent in, and only that one: a late answer to a request
 * of a session that has since been logged out or replaced must not log the new one out. Never
 * throws: a failing logout already clears the session and redirects.
 */
function endSession(sentWith: string | undefined): void {
  if (sessionToken() === sentWith) void logout();
}

/**
 * The route change of a logout hides every toast, so the toast that explains it stays up for
 * its full duration first.
 */
function endSessionAfterToast(sentWith: string | undefined): void {
  setTimeout(() => endSession(sentWith), TOAST_DURATION_MS);
}

/** SPEC section 8, the rows about requests. Returns the error for the caller to throw. */
function failHttp(
  status: number,
  body: unknown,
  silent: boolean,
  sentWith: string | undefined,
): ApiError {
  const t = messages();
  const message = messageOf(body);
  if (status === 401) {
    if (!silent) {
      showToast({ title: t.errors.identityExpired, icon: 'none' });
      endSessionAfterToast(sentWith);
    }
    return new ApiError(status, codeOf(body, status), message ?? t.errors.identityExpired, body);
  }
  if (message !== undefined) {
    if (!silent) {
      void showModal({ title: t.dialog.notice, content: `${message}${t.errors.relogin}` }).then(
        ({ confirm }) => {
          if (confirm) endSession(sentWith);
        },
      );
    }
    return new ApiError(status, codeOf(body, status), message, body);
  }
  if (!silent) {
    showToast({ title: t.errors.serverInternal, icon: 'none' });
    endSessionAfterToast(sentWith);
  }
  return new ApiError(status, codeOf(body, status), t.errors.serverInternal, body);
}

function failNetwork(
  failure: NetworkFailure,
  silent: boolean,
  sentWith: string | undefined,
): ApiError {
  const t = messages().errors;
  if (failure.timedOut) {
    if (!silent) showToast({ title: t.requestTimeout, icon: 'none' });
    return new ApiError(0, TIMEOUT, t.requestTimeout);
  }
  // The spec logs out on any network error; a browser that knows it is offline (the kiosk during
  // a network drop) keeps its session, since the server never said the session was bad.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  // A reload cancels the old page's requests while it commits the new one, just before the old
  // page's pagehide. Deciding one task later lets pagehide say so; an unloaded page runs no timer.
  if (!silent && !offline && !failure.pageLeaving) {
    setTimeout(() => {
      if (!isPageLeaving()) endSession(sentWith);
    }, 0);
  }
  return new ApiError(0, NETWORK_ERROR, failure.message);
}

function parseResponse<E extends Endpoint>(
  endpoint: E,
  value: unknown,
  status: number,
): ResponseOf<E> {
  // Calls with nothing to return (logout, unbind) may omit data.
  if (value === undefined && !endpoint.raw) return value as ResponseOf<E>;
  const parsed = endpoint.response.safeParse(value);
  if (!parsed.success) {
    throw new ApiError(
      status,
      INVALID_RESPONSE,
      `${endpoint.method} ${endpoint.path}: ${parsed.error.message}`,
      value,
    );
  }
  return parsed.data as ResponseOf<E>;
}

/** The whole answer, for the few screens that read `code` or `message` of a success. */
export async function requestEnvelope<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: RequestOptions = {},
): Promise<{ status: number; body: unknown }> {
  const silent = Boolean(options.silent || endpoint.public);
  const parts = (input ?? {}) as { params?: Plain; query?: Plain; body?: unknown };
  let url = resolveUrl(fillPath(endpoint.path, parts.params));
  if (parts.query && isPlainObject(parts.query)) {
    const search = new URLSearchParams();
    appendParams(search, parts.query);
    const text = search.toString();
    if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  }
  const { body, header } = splitBodyHeader(endpoint.method, parts.body);
  const headers = buildHeaders(endpoint, options, header);
  let payload: string | undefined;
  if (endpoint.method === 'POST' || endpoint.method === 'PUT') {
    if (endpoint.form) {
      const form = new URLSearchParams();
      if (isPlainObject(body)) appendParams(form, body);
      payload = form.toString();
    } else {
      payload = JSON.stringify(body ?? {});
    }
  }

  const sentWith = sessionToken();
  // An answer that arrives after the session changed belongs to the old session: no toast, no
  // dialog, no logout; the caller still gets the error.
  const quiet = () => silent || sessionToken() !== sentWith;
  let response: Response;
  try {
    response = await fetchWithTimeout(
      url,
      { method: endpoint.method, headers, body: payload, signal: options.signal },
      options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
  } catch (error) {
    if (error instanceof NetworkFailure) throw failNetwork(error, quiet(), sentWith);
    throw error;
  }
  noteAnswer(response);
  const responseBody = await readBody(response);
  if (response.status < 200 || response.status >= 300) {
    throw failHttp(response.status, responseBody, quiet(), sentWith);
  }
  return { status: response.status, body: responseBody };
}

/**
 * Calls an endpoint and returns its data. A 2xx envelope with `success: false` throws an ApiError
 * (code from the envelope, else REQUEST_FAILED) without any global feedback: the screen decides.
 */
export async function request<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: RequestOptions = {},
): Promise<ResponseOf<E>> {
  const { status, body } = await requestEnvelope(endpoint, input, options);
  if (endpoint.raw) return parseResponse(endpoint, body, status);
  if (!isPlainObject(body) || typeof body.success !== 'boolean') {
    throw new ApiError(
      status,
      INVALID_RESPONSE,
      `${endpoint.method} ${endpoint.path}: not an envelope`,
      body,
    );
  }
  if (!body.success) {
    throw new ApiError(status, codeOf(body, REQUEST_FAILED), messageOf(body) ?? '', body);
  }
  return parseResponse(endpoint, body.data, status);
}
