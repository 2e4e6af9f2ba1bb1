import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingScreen from '@/screens/my/Setting';
import UpdatePasswordScreen from '@/screens/my/UpdatePassword';
import BindMobileScreen from '@/screens/my/BindMobile';
import AboutPlatformScreen from '@/screens/my/AboutPlatform';
import IntroductionScreen from '@/screens/my/introduction';
import { logout, smsVerify } from '@/lib/contract/auth';
import {
  bindMobile,
  mobileRegistered,
  socialUnbind,
  updatePassword,
  versionHistory,
} from '@/lib/contract/user';
import { getSession, isLoggedIn } from '@/lib/session/store';
import { setLocale } from '@/lib/i18n';
import { LOCALE_STORAGE_KEY, restoreLocale } from '@/lib/i18n/preference';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeUser } from '../../setup/factories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

beforeEach(async () => {
  at('/pages/my/index');
  await signIn();
});

describe('Setting', () => {
  afterEach(async () => {
    window.localStorage.clear();
    await setLocale('zh-CN');
  });

  it('offers the two languages, shows the chosen one at once and keeps it for the next start', async () => {
    renderScreen(<SettingScreen />);
    const language = screen.getByLabelText('语言');
    expect(language).toHaveValue('zh-CN');
    await userEvent.selectOptions(language, 'English');
    expect(await screen.findByLabelText('Language')).toHaveValue('en');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');

    await setLocale('zh-CN');
    await restoreLocale();
    expect(screen.getByLabelText('Language')).toHaveValue('en');

    await userEvent.selectOptions(screen.getByLabelText('Language'), '简体中文');
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('logs out after the confirm and lands on the login page', async () => {
    let loggedOut = false;
    server.use(handle(logout, () => ((loggedOut = true), ok(true))));
    renderScreen(<SettingScreen />);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('确定要退出登录吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/user/login'));
    expect(loggedOut).toBe(true);
    expect(isLoggedIn()).toBe(false);
  });

  it('cancelling the confirm keeps the session', async () => {
    renderScreen(<SettingScreen />);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(isLoggedIn()).toBe(true);
    expect(hashNow()).toBe('#/pages/my/index');
  });

  it('asks before unbinding the chat account; 取消 sends nothing', async () => {
    await signIn(undefined, makeUser({ openId: 'open-1' }));
    let calls = 0;
    server.use(handle(socialUnbind, () => ((calls += 1), ok({ unbound: true }))));
    renderScreen(<SettingScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '解绑微信' }));
    const question = await screen.findByText('解绑后，不能再用微信直接登录这个账号。确定解绑？');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(calls).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: '解绑微信' }));
    await screen.findByText('解绑后，不能再用微信直接登录这个账号。确定解绑？');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已解绑')).toBeInTheDocument();
    expect(calls).toBe(1);
    // The account has no chat link left, so the row goes.
    expect(screen.queryByRole('button', { name: '解绑微信' })).toBeNull();
  });

  it('an unbinding failure toasts 解绑失败，请稍候重试', async () => {
    await signIn(undefined, makeUser({ openId: 'open-1' }));
    server.use(handle(socialUnbind, () => ({ success: false, message: 'x' })));
    renderScreen(<SettingScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '解绑微信' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('解绑失败，请稍候重试')).toBeInTheDocument();
  });
});

describe('UpdatePassword', () => {
  it('a successful update sets isUpdatePassword', async () => {
    let sent: unknown;
    server.use(
      handle(updatePassword, ({ body }) => ((sent = body), ok(makeUser({ updatePassword: true })))),
    );
    renderScreen(<UpdatePasswordScreen />);
    await userEvent.type(await screen.findByLabelText('新密码'), 'Secret@2026');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Secret@2026');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('密码已修改')).toBeInTheDocument();
    expect(getSession().user?.updatePassword).toBe(true);
    expect(sent).toEqual({ password: 'Secret@2026' });
  });

  it('refuses two different passwords without a call', async () => {
    renderScreen(<UpdatePasswordScreen />);
    await userEvent.type(screen.getByLabelText('新密码'), 'Secret@2026');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Other@2026');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('两次输入的密码不一致');
  });

  it('asks the old password once the account set its own, and says beside it when it is wrong', async () => {
    await signIn(undefined, makeUser({ updatePassword: true }));
    server.use(handle(updatePassword, () => fail(400, '原密码错误', 'OLD_PASSWORD_WRONG')));
    renderScreen(<UpdatePasswordScreen />);
    await userEvent.type(await screen.findByLabelText('原密码'), 'Demo@2026');
    await userEvent.type(screen.getByLabelText('新密码'), 'Secret@2026');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Secret@2026');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '原密码不正确，请重新输入；忘记原密码可退出后用短信验证码登录',
    );
    expect(screen.getByLabelText('原密码')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('操作失败')).not.toBeInTheDocument();
  });

  it('names what failed, in English too, when the server says nothing more', async () => {
    await setLocale('en');
    await signIn(undefined, makeUser({ updatePassword: true }));
    server.use(handle(updatePassword, () => ({ success: false, message: '操作失败' })));
    renderScreen(<UpdatePasswordScreen />);
    await userEvent.type(await screen.findByLabelText('Current password'), 'Demo@2026');
    await userEvent.type(screen.getByLabelText('New password'), 'Secret@2026');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'Secret@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The password was not changed. Please try again later.'),
    ).toBeInTheDocument();
    await setLocale('zh-CN');
  });
});

describe('BindMobile', () => {
  it('sends a code with a 60 s countdown and binding updates the user and all identities', async () => {
    const { loadCurrentUser, loadIdentities } = await import('@/lib/api/userLoaders');
    await Promise.all([loadCurrentUser(), loadIdentities()]);
    server.use(
      handle(mobileRegistered, () => ok({ registered: false })),
      handle(smsVerify, () => ok(true)),
      handle(bindMobile, ({ body }) => ok({ mobile: body.mobile })),
    );
    renderScreen(<BindMobileScreen />);
    await userEvent.type(screen.getByLabelText('手机号'), '13900000009');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '绑定手机号' }));
    await waitFor(() => expect(getSession().user?.mobile).toBe('13900000009'));
    expect(getSession().identities?.map((identity) => identity.mobile)).toEqual([
      '13900000009',
      '13900000009',
    ]);
  });

  it('refuses a malformed mobile without a call', async () => {
    renderScreen(<BindMobileScreen />);
    await userEvent.type(screen.getByLabelText('手机号'), '123');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号');
  });

  it('a failed binding toasts 操作失败 and changes nothing', async () => {
    server.use(handle(bindMobile, () => fail(400, 'bad code')));
    renderScreen(<BindMobileScreen />);
    await userEvent.type(screen.getByLabelText('手机号'), '13900000009');
    await userEvent.type(screen.getByLabelText('验证码'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '绑定手机号' }));
    expect(await screen.findByText('操作失败')).toBeInTheDocument();
    expect(getSession().user?.mobile).toBe('13800000001');
  });
});

describe('About and introduction', () => {
  it('show their text under their titles', async () => {
    server.use(handle(versionHistory, () => ok({ version: '0.1.0', read: true })));
    renderScreen(<AboutPlatformScreen />);
    expect(await screen.findByText('当前版本 0.1.0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '关于平台' })).toBeInTheDocument();
    renderScreen(<IntroductionScreen />);
    expect(screen.getByRole('heading', { name: '平台介绍' })).toBeInTheDocument();
  });
});
