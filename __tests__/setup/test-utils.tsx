import { act, render, type RenderResult } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { clearUploadOptionsCache } from '@/lib/api/upload';
import { currentUser, identities } from '@/lib/contract/user';
import type { CurrentUser, Identity } from '@/lib/contract/user';
import { hideAllFeedback, hideModals, hideToast } from '@/lib/platform/feedback';
import { startRouter } from '@/lib/router/location';
import { clearSession, saveIdentity, saveToken, saveWechatAppid } from '@/lib/session/store';
import { resetLoginStatus } from '@/lib/user/loginStatus';
import { handle, ok } from '../mocks/handlers';
import { server } from '../mocks/server';
import { firstChild, makeUser, secondChild } from './factories';

/**
 * The one module of test helpers for the client tests (screens and units): render with the app's
 * providers, a signed-in session, the app at a route, and the msw answers of logout. What every
 * test needs undone (timers of a session end, feedback, handlers, caches) is undone after each
 * test by `./client.ts`, not here.
 */

/** The bearer of the signed-in session, and the identity headers it sends. */
export const TOKEN = 'token-abc';
export const IDENTITY = {
  unit_id: firstChild.unitId,
  user_types: firstChild.userTypes,
  associated_user_id: firstChild.associatedUserId,
};

/** The Basic client authorization of the login calls. */
export const BASIC = `Basic ${btoa('canteen-web:canteen-web-secret')}`;

/**
 * A signed-in guardian with `children` (the first selected), answering the identities and
 * current-user calls.
 */
export async function signIn(
  children: Identity[] = [firstChild, secondChild],
  user: CurrentUser = makeUser(),
): Promise<void> {
  await clearSession();
  clearUploadOptionsCache();
  await saveToken({ access_token: TOKEN, expires_in: 3600 });
  if (children[0]) {
    await saveIdentity({
      unit_id: children[0].unitId,
      user_types: children[0].userTypes,
      associated_user_id: children[0].associatedUserId,
    });
  }
  server.use(
    handle(identities, () => ok(children)),
    handle(currentUser, () => ok(user)),
  );
}

/** An empty session and browser storage, the login status reset, the app on `url`. */
export async function freshAt(url: string = '/pages/index/index'): Promise<void> {
  hideAllFeedback();
  await clearSession();
  await saveWechatAppid(undefined);
  await clear();
  resetLoginStatus();
  at(url);
}

/** The app at `path` (a spec route with its query), without touching the session. */
export function at(path: string): void {
  window.history.replaceState(null, '', `/#${path}`);
  startRouter();
}

export function hashNow(): string {
  return window.location.hash;
}

/** Renders a screen with a fresh SWR cache of its own. */
export function renderScreen(screen: ReactElement): RenderResult {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{screen}</SWRConfig>,
  );
}

/** Closes the toast and dialogs now (a test that checks what shows next). */
export function closeFeedback(): void {
  act(() => {
    hideToast();
    hideModals();
  });
}

/** Answers the calls logout makes, and records them as "METHOD path Authorization". */
export function recordLogoutCalls(): string[] {
  const calls: string[] = [];
  server.use(
    http.post('*/logout', ({ request }) => {
      calls.push(`POST /logout ${request.headers.get('Authorization') ?? ''}`.trim());
      return HttpResponse.json({ success: true, data: true });
    }),
    http.get('*/api/user/platform/unbind/:id', ({ params }) => {
      calls.push(`GET /api/user/platform/unbind/${String(params.id)}`);
      return HttpResponse.json({ success: true, data: true });
    }),
  );
  return calls;
}
