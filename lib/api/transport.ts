import { fillPath, type Endpoint, type InputOf, type ResponseOf } from '@/lib/contract/core';
import { messages } from '@/lib/i18n';
import { noteAnswer } from '@/lib/platform/offlineCopy';
import { currentAccessToken, getSession } from '@/lib/session/store';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR, REQUEST_FAILED, TIMEOUT } from './errors';
import { NetworkFailure, REQUEST_TIMEOUT_MS, fetchWithTimeout } from './network';

/**
 * The wire half of the request client (docs/product.md, "Calls", "Common behaviour"): URL, headers, body,
 * timeout, envelope and response parsing. It has no side effects: every failure is thrown as an
 * ApiError and nothing is shown or logged out. `./client` adds (docs/product.md, "Errors and messages") on top; logout uses
 * `requestQuietly` directly, since the calls that end a session must never start another end.
 */

export interface TransportOptions {
  /** One key per user intent, reused on retry (see createIdempotencyKey). */
  idempotencyKey?: string;
  /** Extra headers, e.g. the login calls' Basic client authorization. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A download (decision 074): a 2xx body is kept as a Blob, not read as text or JSON. */
  asBlob?: boolean;
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
  endpoint: Pick<Endpoint, 'method' | 'public' | 'optionalAuth' | 'form'>,
  options: TransportOptions = {},
  bodyHeader: Record<string, string> = {},
): Record<string, string> {
  const sendsJson = (endpoint.method === 'POST' || endpoint.method === 'PUT') && !endpoint.form;
  const headers: Record<string, string> = {
    'Content-Type': sendsJson ? JSON_TYPE : FORM_TYPE,
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    envData: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
  if (endpoint.public && endpoint.optionalAuth) {
    const token = currentAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  } else if (!endpoint.public) {
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

/** A POST/PUT body's own `header` field goes into the headers, not the body (docs/product.md, "Calls"). */
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

export function messageOf(body: unknown): string | undefined {
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

/** A status and body that came back, whatever the status. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Sends one call and returns its 2xx answer. A non-2xx answer throws an ApiError with the
 * server's message (else the spec's 身份过期 for 401, 服务器内部错误 otherwise) and the parsed body;
 * no answer throws status 0 with NETWORK_ERROR or TIMEOUT. A caller's own abort is rethrown as is.
 */
export async function send<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: TransportOptions = {},
): Promise<Answer> {
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

  let response: Response;
  try {
    response = await fetchWithTimeout(
      url,
      { method: endpoint.method, headers, body: payload, signal: options.signal },
      options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
  } catch (error) {
    if (!(error instanceof NetworkFailure)) throw error;
    if (error.timedOut) throw new ApiError(0, TIMEOUT, messages().errors.requestTimeout);
    throw new ApiError(0, NETWORK_ERROR, error.message);
  }
  noteAnswer(response);
  const responseBody =
    options.asBlob && response.ok ? await response.blob() : await readBody(response);
  const { status } = response;
  if (status >= 200 && status < 300) return { status, body: responseBody };
  const t = messages().errors;
  const fallback = status === 401 ? t.identityExpired : t.serverInternal;
  throw new ApiError(
    status,
    codeOf(responseBody, status),
    messageOf(responseBody) ?? fallback,
    responseBody,
    retryAfterOf(response),
  );
}

/** Retry-After in seconds (the server sends seconds, never a date); undefined when absent. */
function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * The data of a 2xx answer. An envelope with `success: false` throws an ApiError (code from the
 * envelope, else REQUEST_FAILED) with the server's message; a body of the wrong shape throws
 * INVALID_RESPONSE.
 */
export function dataOf<E extends Endpoint>(endpoint: E, { status, body }: Answer): ResponseOf<E> {
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

/** A call with no feedback and no session end, whatever happens: for logout's own calls. */
export async function requestQuietly<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: TransportOptions = {},
): Promise<ResponseOf<E>> {
  return dataOf(endpoint, await send(endpoint, input, options));
}
