import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCurrentUser } from '@/lib/api/auth';
import { login, mobileLogin, socialLogin } from '@/lib/contract/auth';
import { currentUser, identities, socialBind } from '@/lib/contract/user';
import { getSession, isLoggedIn, saveOpenId, saveToken, saveUser } from '@/lib/session/store';
import { getLoginStatus, subscribeLoginStatus, type LoginStatus } from '@/lib/user/loginStatus';
import LoginScreen from '@/screens/user/login';
import { fail, handle, handleRaw, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeIdentity, makeUser, tokenAnswer } from '../../setup/factories';
import { BASIC, freshAt } from '../../setup/test-utils';

/** Identities and the current user after a login; counts the calls. */
function answerAfterLogin(expectedBearer: string): { identities: number; users: number } {
  const calls = { identities: 0, users: 0 };
  server.use(
    handle(identities, ({ request }) => {
      expect(request.headers.get('Authorization')).toBe(`Bearer ${expectedBearer}`);
      calls.identities += 1;
      return ok([
        makeIdentity({ associatedUserId: 21, userName: '小红' }),
        makeIdentity({ associatedUserId: 22, userName: '小刚' }),
      ]);
    }),
    handle(currentUser, ({ query }) => {
      expect(query.userTypes).toBe('Student');
      calls.users += 1;
      return ok(makeUser({ currentAssociatedUserId: 22 }));
    }),
  );
  return calls;
}

/** Every login-status value the flow passed through, in order. */
function recordStatuses(): LoginStatus[] {
  const seen: LoginStatus[] = [getLoginStatus()];
  afterEachStops.push(subscribeLoginStatus(() => seen.push(getLoginStatus())));
  return seen;
}
const afterEachStops: (() => void)[] = [];
afterEach(() => afterEachStops.splice(0).forEach((stop) => stop()));

async function submitPassword(username: string, password: string): Promise<void> {
  await userEvent.type(screen.getByLabelText('账号'), username);
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('Login status through the login flows', () => {
  it('password login starts submitting; a failure sets the error flag without a message and resolves the status', async () => {
    await freshAt('/pages/user/login');
    let answer: (response: Response) => void = () => undefined;
    server.use(handleRaw(login, () => new Promise<Response>((resolve) => (answer = resolve))));
    render(<LoginScreen />);
    await submitPassword('parent_a', 'wrong');
    await waitFor(() => expect(getLoginStatus().submitting).toBe(true));
    expect(getLoginStatus()).toMatchObject({ status: 'pending', error: false });
    // The submit button shows it is busy while the call runs.
    expect(screen.getByRole('button', { name: '登录' })).toHaveAttribute('aria-busy', 'true');

    answer(fail(400, '用户名或密码错误'));
    await waitFor(() => expect(getLoginStatus().submitting).toBe(false));
    expect(getLoginStatus()).toMatchObject({ error: true, status: 'resolved' });
    expect(screen.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('用户名或密码错误')).not.toBeInTheDocument();
    expect(isLoggedIn()).toBe(false);
  });

  it('binds the chat identity after a login when an open id is stored, then reloads identities and the user', async () => {
    await freshAt('/pages/user/login');
    await saveOpenId('wx-open-9');
    const order: string[] = [];
    const binds: unknown[] = [];
    server.use(
      handleRaw(login, () => tokenAnswer('pw-token')),
      handle(socialBind, ({ params, body, request }) => {
        expect(request.headers.get('Authorization')).toBe('Bearer pw-token');
        order.push('bind');
        binds.push({ params, body });
        return ok({ openId: params.id, openIdNo: null });
      }),
    );
    const calls = answerAfterLogin('pw-token');
    server.use(
      handle(
        identities,
        () => (
          order.push('identities'),
          ok([makeIdentity({ associatedUserId: 21, userName: '小红' })])
        ),
        {
          once: true,
        },
      ),
    );
    render(<LoginScreen />);
    await submitPassword('parent_a', 'Demo@2026');
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
    expect(binds).toEqual([
      { params: { provider: 'wechat', id: 'wx-open-9' }, body: { appId: 'canteen-demo-appid' } },
    ]);
    expect(order).toEqual(['bind', 'identities']);
    expect(calls.users).toBe(1);
    expect(getSession().user?.userName).toBe(makeUser().userName);
    expect(getLoginStatus()).toMatchObject({ status: 'resolved', error: false, submitting: false });
  });

  it('does not bind anything when no open id is stored', async () => {
    await freshAt('/pages/user/login');
    server.use(handleRaw(login, () => tokenAnswer('pw-token')));
    const calls = answerAfterLogin('pw-token');
    render(<LoginScreen />);
    await submitPassword('parent_a', 'Demo@2026');
    // An unhandled bind call would fail the test (msw onUnhandledRequest: error).
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
    expect(calls).toEqual({ identities: 1, users: 1 });
  });

  it('mobile login passes accountNew on failure', async () => {
    await freshAt('/pages/user/login');
    server.use(
      handleRaw(mobileLogin, () =>
        Response.json(
          { success: false, message: '验证码错误', code: 'SMS_CODE_INVALID', accountNew: true },
          { status: 400 },
        ),
      ),
    );
    render(<LoginScreen />);
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(await screen.findByLabelText('手机号'), '13800000009');
    await userEvent.type(screen.getByLabelText('验证码'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(getLoginStatus().error).toBe(true));
    expect(getLoginStatus()).toMatchObject({
      accountNew: true,
      status: 'resolved',
      submitting: false,
    });
    expect(screen.getByLabelText('验证码')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('验证码错误')).not.toBeInTheDocument();
  });

  it('mobile login success keeps accountNew from the answer', async () => {
    await freshAt('/pages/user/login');
    server.use(
      handleRaw(mobileLogin, ({ request }) => {
        expect(request.headers.get('Authorization')).toBe(BASIC);
        return { ...tokenAnswer('sms-token'), accountNew: true };
      }),
    );
    answerAfterLogin('sms-token');
    render(<LoginScreen />);
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(await screen.findByLabelText('手机号'), '13800000009');
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
    expect(getLoginStatus()).toMatchObject({ accountNew: true, error: false, status: 'resolved' });
  });

  it('social login with a token stores the openid, reloads identities, fetches the user and opens home', async () => {
    await freshAt('/pages/user/login?code=wx-code-1&appid=wx-app-1');
    server.use(
      handleRaw(socialLogin, ({ body, query, request }) => {
        expect(query.client_id).toBe('canteen-web');
        expect(request.headers.get('Authorization')).toBe(BASIC);
        expect(body).toEqual({ appid: 'wx-app-1', code: 'wx-code-1' });
        return { ...tokenAnswer('social-token'), openid: 'wx-open-1' };
      }),
    );
    const calls = answerAfterLogin('social-token');
    const statuses = recordStatuses();
    render(<LoginScreen />);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
    expect(getSession().openId).toBe('wx-open-1');
    expect(getSession().wechatAppid).toBe('wx-app-1');
    expect(getSession().token?.accessToken).toBe('social-token');
    expect(calls).toEqual({ identities: 1, users: 1 });
    expect(getSession().identity?.associated_user_id).toBe(22);
    expect(statuses.some((status) => status.submitting)).toBe(true);
    expect(getLoginStatus()).toMatchObject({ status: 'resolved', error: false, submitting: false });
  });

  it('social login without a token only stores the openid and resolves the status; the forms stay', async () => {
    await freshAt('/pages/user/login?code=wx-code-2&appid=null');
    server.use(
      handleRaw(socialLogin, ({ body }) => {
        // 'null' in the query falls back to the stored appid, here its default.
        expect(body).toEqual({ appid: 'canteen-demo-appid', code: 'wx-code-2' });
        return { openid: 'wx-open-2' };
      }),
    );
    render(<LoginScreen />);
    await waitFor(() => expect(getSession().openId).toBe('wx-open-2'));
    await waitFor(() => expect(getLoginStatus().status).toBe('resolved'));
    // Unhandled identity or user calls would fail the test: none is made.
    expect(getLoginStatus()).toMatchObject({ error: false, submitting: false });
    expect(isLoggedIn()).toBe(false);
    expect(window.location.hash).toBe('#/pages/user/login?code=wx-code-2&appid=null');
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('a refused social code sets the error flag and resolves the status', async () => {
    await freshAt('/pages/user/login?code=invalid');
    server.use(handleRaw(socialLogin, () => fail(400, '授权失败')));
    render(<LoginScreen />);
    await waitFor(() => expect(getLoginStatus().error).toBe(true));
    expect(getLoginStatus()).toMatchObject({ status: 'resolved', submitting: false });
    expect(getSession().openId).toBeUndefined();
  });
});

describe('Fetching the current user', () => {
  it('with neither a login nor a stored user, treats the user as logged out without a call', async () => {
    await freshAt('/pages/index/index');
    await saveOpenId('wx-open-3');
    await expect(fetchCurrentUser()).resolves.toBeUndefined();
    expect(getLoginStatus()).toMatchObject({ status: 'resolved', loggedOut: true });
    expect(getSession().user).toBeUndefined();
    // The chat app's open id belongs to the device, not the account.
    expect(getSession().openId).toBe('wx-open-3');
  });

  it('an empty answer logs the user out', async () => {
    await freshAt('/pages/index/index');
    await saveToken({ access_token: 'kept', expires_in: 3600 });
    server.use(handle(currentUser, () => ok()));
    await expect(fetchCurrentUser()).resolves.toBeUndefined();
    expect(getLoginStatus()).toMatchObject({ status: 'resolved', loggedOut: true });
    expect(isLoggedIn()).toBe(false);
  });

  it('a stored user is enough to ask, and the answer replaces it', async () => {
    await freshAt('/pages/index/index');
    saveUser(makeUser({ userName: '旧名字' }));
    server.use(handle(currentUser, () => ok(makeUser({ userName: '新名字' }))));
    await expect(fetchCurrentUser()).resolves.toMatchObject({ userName: '新名字' });
    expect(getSession().user?.userName).toBe('新名字');
    expect(getLoginStatus()).toMatchObject({ status: 'resolved', loggedOut: false });
  });

  it('a login whose current user comes back empty fails and leaves the user logged out', async () => {
    await freshAt('/pages/user/login');
    server.use(
      handleRaw(login, () => tokenAnswer('pw-token')),
      handle(identities, () => ok([makeIdentity({ associatedUserId: 21, userName: '小红' })])),
      handle(currentUser, () => ok()),
    );
    render(<LoginScreen />);
    await submitPassword('parent_a', 'Demo@2026');
    await waitFor(() => expect(getLoginStatus().error).toBe(true));
    expect(getLoginStatus()).toMatchObject({ loggedOut: true, status: 'resolved' });
    expect(isLoggedIn()).toBe(false);
    expect(window.location.hash).toBe('#/pages/user/login');
  });
});
