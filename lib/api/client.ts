import type { Endpoint, InputOf, ResponseOf } from '@/lib/contract/core';
import { messages } from '@/lib/i18n';
import { TOAST_DURATION_MS, showModal, showToast } from '@/lib/platform/feedback';
import { logout } from '@/lib/session/logout';
import { getSession } from '@/lib/session/store';
import { ApiError, NETWORK_ERROR, TIMEOUT, isApiError, isServerBusy } from './errors';
import { isPageLeaving } from './network';
import { dataOf, messageOf, send, type Answer, type TransportOptions } from './transport';

/**
 * The one way screens talk to the API: `request(descriptor, input)` returns the envelope's `data`
 * (or the raw body for `raw` descriptors), and this module alone reacts to failures the way
 * (docs/product.md, "Errors and messages") says (decision 004): toasts, the 提示 dialog and logout. Screens only choose
 * the words they show, through `errorMessage` in ./errors.
 */

export interface RequestOptions extends TransportOptions {
  /**
   * The caller shows the failure itself (the spec's 操作失败, 服务调用失败 ...): no dialog, no
   * 服务器内部错误 or timeout toast, no logout for a network error. A 401 still toasts
   * 身份过期，请重新登录 and logs out, silent or not: the session is over either way.
   */
  silent?: boolean;
}

/** The stored token (expired or not): which session a request belonged to. */
function sessionToken(): string | undefined {
  return getSession().token?.accessToken;
}

interface SessionEnd {
  /** The session being ended (undefined: a call made while signed out). */
  token: string | undefined;
  /** Set while the toast is up and the logout waits for it. */
  timer?: ReturnType<typeof setTimeout>;
  /** Set once the logout runs. */
  done?: Promise<void>;
  /** Dropped (tests) before the logout started. */
  dropped?: boolean;
}

/** The one session end under way: a second failure of the same session shows and does nothing. */
let ending: SessionEnd | undefined;

/**
 * Ends the session the failed request was sent in, and only that one, once: a late answer to a
 * request of a session that has since been logged out or replaced must not end the new one, and
 * several calls failing together give one toast and one logout. With a toast, the logout waits
 * for the toast's 1500 ms, since the route change of a logout hides every toast.
 */
function endSession(sentWith: string | undefined, toast?: string): void {
  if (sessionToken() !== sentWith) return;
  if (ending && ending.token === sentWith) return;
  const current: SessionEnd = { token: sentWith };
  ending = current;
  const run = () => {
    current.timer = undefined;
    if (current.dropped) return;
    // Never throws: a failing logout already clears the session and redirects.
    current.done = (sessionToken() === sentWith ? logout() : Promise.resolve()).finally(() => {
      if (ending === current) ending = undefined;
    });
  };
  if (toast === undefined) {
    run();
    return;
  }
  // The toast's 1500 ms count from when it is on screen, not from when it was asked for.
  void showToast({ title: toast, icon: 'none' }).then(() => {
    if (!current.dropped) current.timer = setTimeout(run, TOAST_DURATION_MS);
  });
}

/**
 * For test isolation: drops a session end still waiting for its toast, and waits for a logout
 * already running, so that nothing of one test's session reaches the next.
 */
export async function settleSessionEnd(): Promise<void> {
  const current = ending;
  if (!current) return;
  if (current.done === undefined) {
    current.dropped = true;
    clearTimeout(current.timer);
    ending = undefined;
    return;
  }
  await current.done;
}

/** (docs/product.md, "Errors and messages"), the rows about requests, for a failure of the session `sentWith`. */
function react(error: ApiError, silent: boolean, sentWith: string | undefined): void {
  const t = messages();
  if (error.status === 401) {
    endSession(sentWith, t.errors.identityExpired);
    return;
  }
  if (silent) return;
  if (error.status === 503 && error.code === 'SERVER_BUSY') {
    // Still busy after the retries: the session is fine, the user tries again later.
    showToast({ title: error.message, icon: 'none' });
    return;
  }
  if (error.code === TIMEOUT && error.status === 0) {
    showToast({ title: t.errors.requestTimeout, icon: 'none' });
    return;
  }
  if (error.code === NETWORK_ERROR && error.status === 0) {
    // The spec logs out on any network error; a browser that knows it is offline (the kiosk
    // during a network drop) keeps its session, since the server never said it was bad.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (offline) return;
    // A reload cancels the old page's requests while it commits the new one, just before the old
    // page's pagehide: deciding one task later lets pagehide say so, and an unloaded page runs no
    // timer (decision 016).
    setTimeout(() => {
      if (!isPageLeaving()) endSession(sentWith);
    }, 0);
    return;
  }
  if (messageOf(error.body) !== undefined) {
    void showModal({ title: t.dialog.notice, content: `${error.message}${t.errors.relogin}` }).then(
      ({ confirm }) => {
        if (confirm) endSession(sentWith);
      },
    );
    return;
  }
  endSession(sentWith, t.errors.serverInternal);
}

/** Sends; a first SERVER_BUSY answer hands the request to the busy retries (decision 077). */
async function sendPatiently<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E> | undefined,
  options: RequestOptions,
): Promise<Answer> {
  try {
    return await send(endpoint, input, options);
  } catch (error) {
    if (!isServerBusy(error) || options.signal?.aborted) throw error;
    // Loaded when a server first says it is busy, so none of it weighs on a first load.
    const { retryWhileBusy } = await import('./busy');
    return retryWhileBusy(() => send(endpoint, input, options), error, {
      signal: options.signal,
      onRetrying: () =>
        void showToast({ title: messages().errors.serverBusyRetrying, icon: 'none' }),
    });
  }
}

/** The whole answer, for the few screens that read `code` or `message` of a success. */
export async function requestEnvelope<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: RequestOptions = {},
): Promise<Answer> {
  const sentWith = sessionToken();
  try {
    return await sendPatiently(endpoint, input, options);
  } catch (error) {
    // Public calls (logins, SMS code) have no session to end: the screen shows the failure. An
    // answer that arrives after the session changed belongs to the old one: nothing is shown.
    if (isApiError(error) && !endpoint.public && sessionToken() === sentWith) {
      react(error, Boolean(options.silent), sentWith);
    }
    throw error;
  }
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
  return dataOf(endpoint, await requestEnvelope(endpoint, input, options));
}
