import { act, render, screen, waitFor } from '@testing-library/react';
import { get } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { logout } from '@/lib/session/logout';
import { STORAGE_KEYS } from '@/lib/session/schema';
import { getSession, saveIdentities, saveOpenId } from '@/lib/session/store';
import { useSession } from '@/lib/session/useSession';
import { server } from '../../mocks/server';
import { route } from '@/lib/router/routes';
import { at, freshAt, IDENTITY, recordLogoutCalls, signIn, TOKEN } from '../../setup/test-utils';

async function expectEverythingCleared(): Promise<void> {
  expect(window.location.hash).toBe('#/pages/user/login');
  const session = getSession();
  expect(session.token).toBeUndefined();
  expect(session.identity).toBeUndefined();
  expect(session.openId).toBeUndefined();
  expect(session.user).toBeUndefined();
  expect(session.identities).toBeUndefined();
  expect(await get(STORAGE_KEYS.token)).toBeUndefined();
  expect(await get(STORAGE_KEYS.identity)).toBeUndefined();
  expect(await get(STORAGE_KEYS.openId)).toBeUndefined();
}

describe('logout (docs/product.md, "States and transitions")', () => {
  beforeEach(async () => {
    await freshAt();
    await signIn();
  });

  it('unbinds the open id, revokes the token, clears everything and lands on the login page', async () => {
    const calls = recordLogoutCalls();
    await saveOpenId('oid-9');
    saveIdentities([]);
    await logout();
    expect(calls).toEqual(['GET /api/user/platform/unbind/oid-9', `POST /logout Bearer ${TOKEN}`]);
    await expectEverythingCleared();
  });

  it('skips the unbind when there is no open id', async () => {
    const calls = recordLogoutCalls();
    await logout();
    expect(calls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });

  it('still clears everything and redirects when its calls fail', async () => {
    await saveOpenId('oid-9');
    server.use(
      http.get('*/api/user/platform/unbind/:id', () => HttpResponse.error()),
      http.post('*/logout', () => new HttpResponse(null, { status: 500 })),
    );
    await logout();
    await expectEverythingCleared();
  });

  it("from the console, lands on the console's own sign-in, never the parents' login", async () => {
    recordLogoutCalls();
    at(route('adminMoney'));
    await logout();
    expect(window.location.hash).toBe(`#${route('adminHome')}`);
    expect(getSession().token).toBeUndefined();
  });

  it("from a teacher's screen, lands on the teachers' sign-in", async () => {
    recordLogoutCalls();
    at(route('classes'));
    await logout();
    expect(window.location.hash).toBe(`#${route('applicationsLogin')}`);
  });

  it('runs once when several failures ask for it at the same time', async () => {
    const calls = recordLogoutCalls();
    await Promise.all([logout(), logout(), logout()]);
    expect(calls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });

  it('re-renders useSession readers', async () => {
    recordLogoutCalls();
    function Who() {
      const session = useSession();
      return (
        <p>
          {session.identity ? `child ${String(session.identity.associated_user_id)}` : 'logged out'}
        </p>
      );
    }
    render(<Who />);
    expect(screen.getByText(`child ${IDENTITY.associated_user_id}`)).toBeInTheDocument();
    await act(() => logout());
    await waitFor(() => expect(screen.getByText('logged out')).toBeInTheDocument());
  });
});
