import { isServerBusy, type ApiError } from './errors';

// The client's answer to an overloaded server (decision 077), loaded when a server first says it
// is busy; the school-gate bench sends as the app does with the same waits.

/**
 * An overloaded server refuses a request before any work (decision 077: 503, SERVER_BUSY), so the
 * same request may go again, a write included. It is sent at most this many more times.
 */
export const BUSY_RETRIES = 3;
const BUSY_WAIT_CAP_MS = 8_000;

/**
 * The wait before retry `attempt` (0, 1, 2): doubling from 1 s, never shorter than the server's
 * Retry-After, at most 8 s, plus up to a quarter more at random so a crowd of phones refused
 * together does not come back together.
 */
export function busyWaitMs(attempt: number, retryAfterSeconds = 0, random = Math.random): number {
  const base = Math.min(BUSY_WAIT_CAP_MS, Math.max(1000 * 2 ** attempt, retryAfterSeconds * 1000));
  return base + Math.floor(random() * base * 0.25);
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Sends again a request the server refused as busy, after the waits above, at most BUSY_RETRIES
 * times; `onRetrying` runs once, before the first wait. Resolves with the first answer that is
 * not a busy refusal; rejects with the last refusal, or at once when the caller aborts.
 */
export async function retryWhileBusy<T>(
  sendAgain: () => Promise<T>,
  refused: ApiError,
  { signal, onRetrying }: { signal?: AbortSignal; onRetrying?: () => void } = {},
): Promise<T> {
  onRetrying?.();
  let last = refused;
  for (let attempt = 0; attempt < BUSY_RETRIES; attempt += 1) {
    await pause(busyWaitMs(attempt, last.retryAfterSeconds), signal);
    if (signal?.aborted) throw last;
    try {
      return await sendAgain();
    } catch (error) {
      if (!isServerBusy(error)) throw error;
      last = error;
    }
  }
  throw last;
}
