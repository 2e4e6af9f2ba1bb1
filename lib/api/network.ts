import { messages } from '@/lib/i18n';

/** (docs/product.md, "Rules and limits"). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The network helper's own failure, before any HTTP status exists. */
export class NetworkFailure extends Error {
  readonly timedOut: boolean;
  /**
   * The page was going away (reload, close, another address) when the request died: the browser
   * cancelled it, the network did not fail, and nothing about the session may be concluded.
   */
  readonly pageLeaving: boolean;
  constructor(timedOut: boolean, pageLeaving = false) {
    const t = messages().errors;
    super(timedOut ? t.networkTimedOut : t.networkFailed);
    this.name = 'NetworkFailure';
    this.timedOut = timedOut;
    this.pageLeaving = pageLeaving;
  }
}

// A reload cancels the old page's requests after its `pagehide`; their rejections still run in
// the old page. Without this mark they read as network errors and the old page logged out the
// very session the new page was restoring (the account browser tests' cascade, decision 004).
let pageLeaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (pageLeaving = true));
  window.addEventListener('pageshow', () => (pageLeaving = false));
}

/** True between the page's `pagehide` and a return to it from the back-forward cache. */
export function isPageLeaving(): boolean {
  return pageLeaving;
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
    throw new NetworkFailure(timedOut, pageLeaving);
  } finally {
    clearTimeout(timer);
    outerSignal?.removeEventListener('abort', onOuterAbort);
  }
}
