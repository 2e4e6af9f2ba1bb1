import { render, screen, waitFor } from '@testing-library/react';
import { bankLogin } from '@/lib/contract/auth';
import { currentUser, identities } from '@/lib/contract/user';
import { getSession, isLoggedIn } from '@/lib/session/store';
import { getLoginStatus } from '@/lib/user/loginStatus';
import YtBankScreen from '@/screens/entrance/ytBank';
import YtWXBankScreen from '@/screens/entrance/ytWXBank';
import { fail, handle, handleRaw, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeIdentity, makeUser, tokenAnswer } from '../../setup/factories';
import { BASIC, freshAt } from '../../setup/test-utils';

type BankBody = { token: string; code: string; isProd: boolean | 'true' | 'false' };

/** Answers the bank login with a token and records each body; identities and user answer too. */
function answerBankLogin(): { bodies: BankBody[]; identityLoads: number } {
  const seen = { bodies: [] as BankBody[], identityLoads: 0 };
  server.use(
    handleRaw(bankLogin, ({ body, query, request }) => {
      expect(query.client_id).toBe('canteen-web');
      expect(request.headers.get('Authorization')).toBe(BASIC);
      seen.bodies.push(body);
      return { ...tokenAnswer('bank-token'), openid: 'bank_ext' };
    }),
    handle(identities, ({ request }) => {
      expect(request.headers.get('Authorization')).toBe('Bearer bank-token');
      seen.identityLoads += 1;
      return ok([
        makeIdentity({ associatedUserId: 21, userName: '小红' }),
        makeIdentity({ associatedUserId: 22, userName: '小刚' }),
      ]);
    }),
    handle(currentUser, () => ok(makeUser({ currentAssociatedUserId: 22 }))),
  );
  return seen;
}

/** The toasts' texts (react-vant renders them in their own root, outside the screen). */
function toastTexts(): string[] {
  return [...document.querySelectorAll('.rv-toast')].map((toast) => toast.textContent ?? '');
}

describe('Bank-card entrances', () => {
  it('authorises by the query code: 授权成功！, session stored, identities reloaded, home tab', async () => {
    await freshAt('/pages/entrance/ytBank?code=c-ok-1&token=bank-user-7&openid=wx-open-1');
    const seen = answerBankLogin();
    render(<YtBankScreen />);
    expect(screen.getByRole('heading', { name: '银行授权' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在授权…');

    // The toast is shown on the entrance, before the route change (which hides it) takes the
    // user home: the route is read in the same check that sees the toast, since a loaded machine
    // can take longer than the toast's 1.5 s between two checks.
    let routeWhenShown = '';
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('授权成功！');
      expect(toastTexts()).toContain('授权成功！');
      routeWhenShown = window.location.hash;
    });
    expect(routeWhenShown).toBe(
      '#/pages/entrance/ytBank?code=c-ok-1&token=bank-user-7&openid=wx-open-1',
    );
    expect(seen.bodies).toEqual([{ token: 'bank-user-7', code: 'c-ok-1', isProd: 'false' }]);
    expect(seen.identityLoads).toBe(1);
    expect(isLoggedIn()).toBe(true);
    expect(getSession().token?.accessToken).toBe('bank-token');
    expect(getSession().openId).toBe('wx-open-1');
    expect(getSession().identity).toEqual({
      unit_id: 1,
      user_types: 'Student',
      associated_user_id: 22,
    });
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
    expect(getLoginStatus()).toMatchObject({ status: 'resolved', error: false, submitting: false });
    expect(getLoginStatus().openIdNo).toBeUndefined();
  });

  it('says 授权失败，请返回重新进入！ when the bank refuses, and stays logged out', async () => {
    await freshAt('/pages/entrance/ytBank?code=invalid&token=bank-user-7');
    server.use(handleRaw(bankLogin, () => fail(400, '授权失败', 'BANK_AUTH_FAILED')));
    render(<YtBankScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('授权失败，请返回重新进入！');
    await waitFor(() => expect(toastTexts()).toContain('授权失败，请返回重新进入！'));
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(isLoggedIn()).toBe(false);
    expect(window.location.hash).toBe('#/pages/entrance/ytBank?code=invalid&token=bank-user-7');
    expect(getLoginStatus()).toMatchObject({ error: true, status: 'resolved', submitting: false });
  });

  it('fails without calling the bank when the query has no code', async () => {
    await freshAt('/pages/entrance/ytWXBank?token=bank-user-7');
    render(<YtWXBankScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('授权失败，请返回重新进入！');
    expect(isLoggedIn()).toBe(false);
  });

  it('generates a fallback open id marked 999 when the query has none, and logs in with it', async () => {
    await freshAt('/pages/entrance/ytWXBank?code=c-fallback-1');
    const seen = answerBankLogin();
    render(<YtWXBankScreen />);
    expect(screen.getByRole('heading', { name: '银行授权' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('授权成功！'));
    const stored = getSession().openId;
    expect(stored).toMatch(/^fallback_[0-9a-f-]{36}$/);
    expect(getLoginStatus().openIdNo).toBe('999');
    // No token in the query: the generated open id identifies the bank user.
    expect(seen.bodies).toEqual([{ token: stored, code: 'c-fallback-1', isProd: 'false' }]);
    // The flow ends on the home tab; the test waits for it, so none of it runs in the next test.
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
  });

  it('reuses a stored open id instead of generating another', async () => {
    await freshAt('/pages/entrance/ytBank?code=c-first');
    const seen = answerBankLogin();
    const { unmount } = render(<YtBankScreen />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('授权成功！'));
    const first = getSession().openId;
    unmount();
    window.location.hash = '#/pages/entrance/ytBank?code=c-second';
    await waitFor(() => expect(window.location.hash).toBe('#/pages/entrance/ytBank?code=c-second'));
    render(<YtBankScreen />);
    await waitFor(() => expect(seen.bodies).toHaveLength(2));
    expect(seen.bodies[1]).toEqual({ token: first, code: 'c-second', isProd: 'false' });
    expect(getSession().openId).toBe(first);
    expect(getLoginStatus().openIdNo).toBe('999');
    // The flow ends on the home tab; the test waits for it, so none of it runs in the next test.
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
  });
});
