import type { Outcome } from './deliver';
import type { OutboxItem, OutboxKind } from './schema';

// The outbox's own wire call, usable in the page and in the service worker (no session, no i18n,
// no feedback): the same path, headers and JSON body the request client would send, the item's
// Idempotency-Key, and an answer classified as definite or not.

/**
 * The contract's paths, spelled here so the worker does not bundle the whole leave, meal and
 * serving contracts (about 13 KB gzipped); `__tests__/unit/outbox/send.test.ts` holds them equal.
 */
export const OUTBOX_PATHS: Record<OutboxKind, string> = {
  leave: '/api/meal/leave',
  cancelLeave: '/api/meal/leave/cancel',
  rating: '/api/meal/comment',
  collect: '/api/serving/collect',
  scan: '/api/serving/scan',
};

export const SEND_TIMEOUT_MS = 15_000;

function reasonOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return `HTTP ${status}`;
}

function codeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
}

export async function sendOutboxItem(
  item: OutboxItem,
  token: string,
  { base = '', fetcher = fetch }: { base?: string; fetcher?: typeof fetch } = {},
): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  let response: Response;
  let body: unknown;
  try {
    response = await fetcher(`${base}${OUTBOX_PATHS[item.kind]}`, {
      method: 'POST',
      headers: {
        ...item.headers,
        'Content-Type': 'application/json;charset=UTF-8',
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': item.key,
      },
      body: JSON.stringify(item.body),
      signal: controller.signal,
    });
    const text = await response.text();
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      body = text;
    }
  } catch {
    // No answer (offline, reset, timeout): it may or may not have arrived; the key decides.
    return { kind: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
  const { status } = response;
  if (status === 401) return { kind: 'signedOut' };
  // The first send under this key is still running, or nothing was stored under it (5xx).
  const busy = status === 409 && codeOf(body) === 'IDEMPOTENCY_IN_FLIGHT';
  if (busy || status === 408 || status === 429 || status >= 500) return { kind: 'unreachable' };
  const success =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (status >= 200 && status < 300 && success) return { kind: 'delivered' };
  return { kind: 'refused', reason: reasonOf(body, status) };
}
