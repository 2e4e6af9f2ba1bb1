import { messages } from '../i18n';

/** SPEC section 9. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The network helper's own failure, before any HTTP status exists. */
export class NetworkFailure extends Error {
  readonly timedOut: boolean;
  constructor(timedOut: boolean) {
    const t = messages().errors;
    super(timedOut ? t.networkTimedOut : t.networkFailed);
    this.name = 'NetworkFailure';
    this.timedOut = timedOut;
  }
}

/**
 * fetch with a deadline. Rejects with NetworkFailure ('Network request failed' or
 * 'Network request timed out'); any HTTP answer, whatever its status, resolves.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outerSignal = init.signal;
  const onOuterAbort = () => controller.abort();
  outerSignal?.addEventListener('abort', onOuterAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    // A caller's own abort (e.g. SWR dropping a stale request) is not a network failure.
    if (outerSignal?.aborted && !timedOut) throw error;
    throw new NetworkFailure(timedOut);
  } finally {
    clearTimeout(timer);
    outerSignal?.removeEventListener('abort', onOuterAbort);
  }
}
