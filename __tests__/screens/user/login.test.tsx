import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear } from 'idb-keyval';
import { login, mobileLogin, smsVerify } from '@/lib/contract/auth';
import { staffMe } from '@/lib/contract/admin';
import { keptClasses } from '@/lib/contract/classes';
import { currentUser, identities } from '@/lib/contract/user';
import { startRouter } from '@/lib/router/location';
import { clearSession, getSession, isLoggedIn } from '@/lib/session/store';
import LoginScreen from '@/screens/user/login';
import { fail, handle, handleRaw, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeIdentity, makeKeptClass, tokenAnswer as token } from '../../setup/factories';
import { BASIC } from '../../setup/test-utils';

function answerIdentitiesAndUser() {
  server.use(
    handle(identities, ({ request }) => {
      expect(request.headers.get('Authorization')).toMatch(/^Bearer /);
      return ok([
        makeIdentity({ associatedUserId: 21, userName: '小红' }),
        makeIdentity({ associatedUserId: 22, userName: '小刚' }),
      ]);
    }),
    handle(currentUser, () => fail(500)),
  );
}

beforeEach(async () => {
  await clearSession();
  await clear();
  window.history.replaceState(null, '', '/#/pages/user/login');
  startRouter();
});
afterEach(() => jest.useRealTimers());

describe('Login screen', () => {
  it('logs in with account and password, stores the token and the first identity, opens the home tab', async () => {
    const seen: { auth?: string | null; clientId?: string; body?: unknown } = {};
    server.use(
      handleRaw(login, ({ request, query, body }) => {
        seen.auth = request.headers.get('Authorization');
        seen.clientId = query.client_id;
        seen.body = body;
        return token('pw-token');
      }),
    );
    answerIdentitiesAndUser();
    render(<LoginScreen />);
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('账号'), 'parent_a');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
    expect(seen).toEqual({
      auth: BASIC,
      clientId: 'canteen-web',
      body: { username: 'parent_a', password: 'Demo@2026', grant_type: 'password' },
    });
    expect(isLoggedIn()).toBe(true);
    expect(getSession().token?.accessToken).toBe('pw-token');
    expect(getSession().identity).toEqual({
      unit_id: 1,
      user_types: 'Student',
      associated_user_id: 21,
    });
    expect(getSession().identities).toHaveLength(2);
  });

  it.each([
    ['a kitchen', 'the console home', '#/pages/admin/index', true, []],
    [
      'a class teacher',
      'the class list',
      '#/pages/applications/classes/index',
      false,
      [makeKeptClass()],
    ],
    ['an account with nothing yet', "the parents' home", '#/pages/index/index', false, []],
  ])(
    'signs in %s with no child and lands on %s, not an empty parent home',
    async (_who, _where, hash, staff, kept) => {
      server.use(
        handleRaw(login, () => token('staff-token')),
        handle(identities, () => ok([])),
        handle(currentUser, () => fail(500)),
        handle(staffMe, () =>
          staff
            ? ok({
                accountId: 2,
                userName: '周师傅',
                role: 'Kitchen',
                unitId: 1,
                unitName: '阳光实验小学',
              })
            : fail(404, '资源不存在', 'NOT_FOUND'),
        ),
        handle(keptClasses, () => ok(kept)),
      );
      render(<LoginScreen />);
      await userEvent.type(screen.getByLabelText('账号'), 'kitchen_a');
      await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
      await userEvent.click(screen.getByRole('button', { name: '登录' }));
      await waitFor(() => expect(window.location.hash).toBe(hash));
    },
  );

  it('marks the fields invalid on a failed login and says so in visible text', async () => {
    server.use(handleRaw(login, () => fail(400, '用户名或密码错误')));
    render(<LoginScreen />);
    await userEvent.type(screen.getByLabelText('账号'), 'parent_a');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(screen.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');
    const said = screen.getByRole('alert');
    expect(said).toHaveTextContent('账号或密码不正确，请检查后重新输入');
    // Shown, not only announced: no visually-hidden class on it.
    expect(said.className).not.toMatch(/visuallyHidden/);
    expect(screen.queryByText(/请重新登录/)).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/user/login');
    expect(isLoggedIn()).toBe(false);
    // Typing again clears the error state.
    await userEvent.type(screen.getByLabelText('密码'), 'x');
    expect(screen.getByLabelText('密码')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a locked account is locked', async () => {
    server.use(handleRaw(login, () => fail(423, '锁定', 'ACCOUNT_LOCKED')));
    render(<LoginScreen />);
    await userEvent.type(screen.getByLabelText('账号'), 'parent_a');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '登录失败次数过多，账号已锁定 15 分钟，请稍后再试',
    );
  });

  it('keeps the account when switching between password and SMS login', async () => {
    render(<LoginScreen />);
    await userEvent.type(screen.getByLabelText('账号'), '13800000001');
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(await screen.findByLabelText('手机号')).toHaveValue('13800000001');
    await userEvent.clear(screen.getByLabelText('手机号'));
    await userEvent.type(screen.getByLabelText('手机号'), '13900000009');
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.getByLabelText('账号')).toHaveValue('13900000009');
  });

  it('does not call the server with an empty form', async () => {
    render(<LoginScreen />);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('请填写账号和密码');
  });

  it('sends an SMS code, counts down 60 s before a resend, and logs in with mobile and code', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    let sent = 0;
    server.use(
      handle(smsVerify, ({ body }) => {
        expect(body.mobile).toBe('13800000001');
        sent += 1;
        return ok(true);
      }),
      handleRaw(mobileLogin, ({ body, request }) => {
        expect(request.headers.get('Authorization')).toBe(BASIC);
        expect(body).toEqual({ mobile: '13800000001', code: '123456' });
        return token('sms-token');
      }),
    );
    answerIdentitiesAndUser();
    render(<LoginScreen />);
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(await screen.findByLabelText('手机号'), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    expect(sent).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole('button', { name: '1秒后重发' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
    expect(getSession().token?.accessToken).toBe('sms-token');
  });

  it("shows the server's message when sending the code fails, and no countdown starts", async () => {
    server.use(handle(smsVerify, () => fail(429, '发送过于频繁，请60秒后重试')));
    render(<LoginScreen />);
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(await screen.findByLabelText('手机号'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('发送过于频繁，请60秒后重试');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('refuses to send a code to a malformed number without calling the server', async () => {
    render(<LoginScreen />);
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(await screen.findByLabelText('手机号'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the fields invalid when the SMS login fails', async () => {
    server.use(handleRaw(mobileLogin, () => fail(400, '验证码错误')));
    render(<LoginScreen />);
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(await screen.findByLabelText('手机号'), '13800000001');
    await userEvent.type(screen.getByLabelText('验证码'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(screen.getByLabelText('验证码')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.queryByText('验证码错误')).not.toBeInTheDocument();
    expect(isLoggedIn()).toBe(false);
  });
});
