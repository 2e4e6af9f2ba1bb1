import { waitFor } from '@testing-library/react';
import { get } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { request } from '@/lib/api/client';
import { ApiError, NETWORK_ERROR } from '@/lib/api/errors';
import { identities } from '@/lib/contract/user';
import { STORAGE_KEYS } from '@/lib/session/schema';
import { logout } from '@/lib/session/logout';
import { getSession, isLoggedIn, saveToken } from '@/lib/session/store';
import { server } from '../../mocks/server';
import { TOKEN, closeFeedback, freshAt, recordLogoutCalls, signIn } from '../../setup/test-utils';

// The account browser tests' cascade (decision 004): a reload cancelled the old page's requests,
// the old page read that as a network error and logged out the session the new page restored;
// later a logout that was still out wiped the next login, and that login sent the old child's id.

describe('a session survives the page going away and a logout that overlaps a new login', () => {
  let logoutCalls: string[];

  beforeEach(async () => {
    await freshAt();
    await signIn();
    logoutCalls = recordLogoutCalls();
  });
  afterEach(() => {
    window.dispatchEvent(new Event('pageshow'));
    closeFeedback();
  });

  it('a request cancelled after pagehide fails without logging out', async () => {
    server.use(http.get('*/api/associated/user/identity', () => HttpResponse.error()));
    window.dispatchEvent(new Event('pagehide'));
    const error = await request(identities).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: NETWORK_ERROR });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logoutCalls).toEqual([]);
    expect(isLoggedIn()).toBe(true);
    expect(window.location.hash).toBe('#/pages/index/index');
  });

  it('the same failure with the page still shown logs out, as (docs/product.md, "Errors and messages") says', async () => {
    server.use(http.get('*/api/associated/user/identity', () => HttpResponse.error()));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    await request(identities).catch(() => undefined);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login'));
    expect(logoutCalls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });

  it('a login that completes while the logout call is out keeps the new session', async () => {
    let answer: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const logoutArrived = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post('*/logout', async () => {
        arrived();
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ success: true, data: true });
      }),
    );
    const ending = logout();
    await logoutArrived;
    await saveToken({ access_token: 'token-new', expires_in: 3600 });
    answer();
    await ending;
    expect(getSession().token?.accessToken).toBe('token-new');
    expect(await get(STORAGE_KEYS.token)).toMatchObject({ accessToken: 'token-new' });
    expect(window.location.hash).toBe('#/pages/index/index');
  });

  it('a new login drops the child chosen in the previous session', async () => {
    expect(getSession().identity).toBeDefined();
    await saveToken({ access_token: 'token-other-account', expires_in: 3600 });
    expect(getSession().identity).toBeUndefined();
    expect(await get(STORAGE_KEYS.identity)).toBeUndefined();
  });
});
