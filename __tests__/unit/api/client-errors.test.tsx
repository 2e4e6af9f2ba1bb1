import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import Toast from 'react-vant/es/toast';
import { request } from '@/lib/api/client';
import { ApiError, NETWORK_ERROR, TIMEOUT } from '@/lib/api/errors';
import { smsVerify } from '@/lib/contract/auth';
import { identities } from '@/lib/contract/user';
import { STORAGE_KEYS } from '@/lib/session/schema';
import { getSession, isLoggedIn, saveToken } from '@/lib/session/store';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { closeFeedback, freshAt, recordLogoutCalls, signIn, TOKEN } from '../../setup/test-utils';

// (docs/product.md, "Errors and messages"), the rows about requests. The toasts and dialogs render outside React's act
// (they are shown by the request layer, not by a component under test).
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function expectLoggedOutOnLoginPage(): Promise<void> {
  // The toast rows wait for the toast's 1500 ms before the logout hides it.
  await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login'));
  expect(isLoggedIn()).toBe(false);
  expect(getSession().identity).toBeUndefined();
  expect(await get(STORAGE_KEYS.token)).toBeUndefined();
}

/** The newest toast showing `text`: visible, and of the icon-less kind (react-vant's info toast). */
async function visibleToast(text: string): Promise<HTMLElement> {
  const matches = await screen.findAllByText(text, { selector: '.rv-toast__info' });
  const toast = matches[matches.length - 1]!.closest('.rv-toast') as HTMLElement;
  expect(toast).toBeVisible();
  expect(toast.querySelector('.rv-toast__icon')).toBeNull();
  return toast;
}

describe('request errors (docs/product.md, "Errors and messages")', () => {
  let logoutCalls: string[];

  beforeEach(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    await freshAt();
    await signIn();
    logoutCalls = recordLogoutCalls();
  });
  afterEach(() => {
    closeFeedback();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('401: toast without icon 身份过期，请重新登录, then logout to the login page', async () => {
    // When the 401 was answered, the toast appeared and the logout was sent, each noted as it
    // happens: however slowly this test's own steps run, the toast comes first and the logout
    // waits the toast's 1500 ms.
    let answeredAt: number | undefined;
    let toastAt: number | undefined;
    let logoutAt: number | undefined;
    const watch = new MutationObserver(() => {
      if (toastAt === undefined && document.querySelector('.rv-toast__info'))
        toastAt = performance.now();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    server.use(
      handle(identities, () => {
        answeredAt = performance.now();
        return fail(401, 'token revoked');
      }),
      http.post('*/logout', ({ request }) => {
        logoutAt = performance.now();
        logoutCalls.push(`POST /logout ${request.headers.get('Authorization') ?? ''}`.trim());
        return HttpResponse.json({ success: true, data: true });
      }),
    );
    const error = await rejection(request(identities));
    expect(error.status).toBe(401);
    await visibleToast('身份过期，请重新登录');
    await expectLoggedOutOnLoginPage();
    watch.disconnect();
    expect(logoutCalls).toEqual([`POST /logout Bearer ${TOKEN}`]);
    expect(toastAt!).toBeLessThan(logoutAt!);
    // Timers may fire a little early by the clock that measures them; never 100 ms early.
    expect(logoutAt! - answeredAt!).toBeGreaterThanOrEqual(1400);
  });

  it('a 401 that answers a request of an earlier session neither toasts nor ends the new one', async () => {
    let answer: ((value: Response) => void) | undefined;
    server.use(handle(identities, () => new Promise<Response>((resolve) => (answer = resolve))));
    const pending = rejection(request(identities));
    // The guardian logs in again while the old session's request is still out.
    await waitFor(() => expect(answer).toBeDefined());
    await saveToken({ access_token: 'newer-token', expires_in: 3600 });
    answer!(HttpResponse.json({ success: false, message: 'token revoked' }, { status: 401 }));
    expect((await pending).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(screen.queryByText('身份过期，请重新登录')).not.toBeInTheDocument();
    expect(getSession().token?.accessToken).toBe('newer-token');
    expect(logoutCalls).toEqual([]);
  });

  it('non-2xx with a message: dialog 提示 with the message and ", 请重新登录?"; confirming logs out', async () => {
    server.use(handle(identities, () => fail(409, '订单已支付', 'ORDER_PAID')));
    const error = await rejection(request(identities));
    expect(error).toMatchObject({ status: 409, code: 'ORDER_PAID', message: '订单已支付' });
    const content = await screen.findByText('订单已支付, 请重新登录?');
    const dialog = content.closest('.rv-dialog') as HTMLElement;
    expect(dialog).toHaveTextContent('提示');
    expect(isLoggedIn()).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expectLoggedOutOnLoginPage();
  });

  it('non-2xx with a message: cancelling the dialog keeps the session', async () => {
    server.use(handle(identities, () => fail(422, '参数错误')));
    await rejection(request(identities));
    const content = await screen.findByText('参数错误, 请重新登录?');
    const dialog = content.closest('.rv-dialog') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(screen.queryByText('参数错误, 请重新登录?')).not.toBeInTheDocument(),
    );
    expect(isLoggedIn()).toBe(true);
    expect(window.location.hash).toBe('#/pages/index/index');
    expect(logoutCalls).toEqual([]);
  });

  it('non-2xx without a message: toast 服务器内部错误, an ApiError, then logout', async () => {
    server.use(
      http.get('*/api/associated/user/identity', () => new HttpResponse(null, { status: 502 })),
    );
    const error = await rejection(request(identities));
    expect(error).toMatchObject({ status: 502, message: '服务器内部错误' });
    await visibleToast('服务器内部错误');
    await expectLoggedOutOnLoginPage();
  });

  it('network error: ApiError "Network request failed", then logout', async () => {
    server.use(http.get('*/api/associated/user/identity', () => HttpResponse.error()));
    const error = await rejection(request(identities));
    expect(error).toMatchObject({
      status: 0,
      code: NETWORK_ERROR,
      message: 'Network request failed',
    });
    await expectLoggedOutOnLoginPage();
  });

  it('network error while the browser is offline keeps the session', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get('*/api/associated/user/identity', () => HttpResponse.error()));
    await rejection(request(identities));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isLoggedIn()).toBe(true);
    expect(window.location.hash).toBe('#/pages/index/index');
  });

  it('times out after 60000 ms with the network-timeout message', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server.use(
      http.get('*/api/associated/user/identity', () => new Promise<Response>(() => undefined)),
    );
    let settled: unknown = 'pending';
    const pending = request(identities).then(
      () => 'resolved',
      (e: unknown) => e,
    );
    void pending.then((value) => (settled = value));
    await jest.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: TIMEOUT, message: '网络连接超时' });
    jest.useRealTimers();
    await visibleToast('网络连接超时');
  });

  it('a 2xx envelope with success false throws without dialog or logout', async () => {
    server.use(
      handle(identities, () => ({ success: false, message: '余额不足', code: 'LOW_BALANCE' })),
    );
    const error = await rejection(request(identities));
    expect(error).toMatchObject({ status: 200, code: 'LOW_BALANCE', message: '余额不足' });
    expect(screen.queryByText('余额不足, 请重新登录?')).not.toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
  });

  it('a failing public call (SMS code) throws for the screen to show, with no dialog and no logout', async () => {
    server.use(handle(smsVerify, () => fail(429, '发送过于频繁，请60秒后重试')));
    const error = await rejection(request(smsVerify, { body: { mobile: '13800000001' } }));
    expect(error).toMatchObject({ status: 429, message: '发送过于频繁，请60秒后重试' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/发送过于频繁/)).not.toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
    expect(logoutCalls).toEqual([]);
  });

  it('silent calls leave the feedback of other failures to the caller', async () => {
    server.use(handle(identities, () => fail(409, '订单已支付')));
    await rejection(request(identities, undefined, { silent: true }));
    server.use(http.get('*/api/associated/user/identity', () => HttpResponse.error()));
    await rejection(request(identities, undefined, { silent: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('订单已支付, 请重新登录?')).not.toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
    expect(logoutCalls).toEqual([]);
  });

  it("a silent call's 401 still toasts 身份过期，请重新登录 and logs out", async () => {
    server.use(handle(identities, () => fail(401)));
    const error = await rejection(request(identities, undefined, { silent: true }));
    expect(error.status).toBe(401);
    await visibleToast('身份过期，请重新登录');
    await expectLoggedOutOnLoginPage();
    expect(logoutCalls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });

  it('several 401s of one session give one toast and one logout', async () => {
    // Counted at react-vant's Toast, which shows one toast at a time: a repeat would go unseen.
    const toasts = jest.spyOn(Toast, 'info');
    server.use(handle(identities, () => fail(401)));
    await Promise.all([
      rejection(request(identities)),
      rejection(request(identities, undefined, { silent: true })),
      rejection(request(identities)),
    ]);
    await visibleToast('身份过期，请重新登录');
    await expectLoggedOutOnLoginPage();
    expect(
      toasts.mock.calls.filter(([options]) => JSON.stringify(options).includes('身份过期')),
    ).toHaveLength(1);
    expect(logoutCalls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });

  it('a 401 to the logout call itself ends nothing more', async () => {
    server.use(
      handle(identities, () => fail(401)),
      http.post('*/logout', () => HttpResponse.json({ success: false }, { status: 401 })),
    );
    await rejection(request(identities));
    await expectLoggedOutOnLoginPage();
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(window.location.hash).toBe('#/pages/user/login');
  });

  it('returns the data of a success', async () => {
    server.use(handle(identities, () => ok([])));
    await expect(request(identities)).resolves.toEqual([]);
  });
});
