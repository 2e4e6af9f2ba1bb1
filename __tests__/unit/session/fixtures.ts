import { http, HttpResponse } from 'msw';
import { clear } from 'idb-keyval';
import { act } from '@testing-library/react';
import { hideModals, hideToast } from '@/lib/platform/feedback';
import { startRouter } from '@/lib/router/location';
import { clearSession, saveIdentity, saveToken, saveWechatAppid } from '@/lib/session/store';
import { server } from '../../mocks/server';

/** A logged-in guardian with a selected child (the values the headers must carry). */
export const TOKEN = 'token-abc';
export const IDENTITY = { unit_id: 7, user_types: 'Student', associated_user_id: 11 };

export async function logIn(): Promise<void> {
  await saveToken({ access_token: TOKEN, expires_in: 3600 });
  await saveIdentity(IDENTITY);
}

/** A fresh app on the home page with an empty session and browser storage. */
export async function freshApp(): Promise<void> {
  await clearSession();
  await saveWechatAppid(undefined);
  await clear();
  window.history.replaceState(null, '', '/#/pages/index/index');
  startRouter();
}

export function closeFeedback(): void {
  act(() => {
    hideToast();
    hideModals();
  });
}

/** Answers the calls logout makes, and records them as "METHOD path". */
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
