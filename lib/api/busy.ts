// The client's answer to an overloaded server (decision 077), shared with the school-gate bench,
// which sends as the app does.

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
