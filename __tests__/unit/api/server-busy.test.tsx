import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BUSY_RETRIES, busyWaitMs } from '@/lib/api/busy';
import { request } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { smsVerify } from '@/lib/contract/auth';
import { identities } from '@/lib/contract/user';
import { isLoggedIn } from '@/lib/session/store';
import { handle, mockPath, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { closeFeedback, freshAt, recordLogoutCalls, signIn } from '../../setup/test-utils';

// Decision 077: an overloaded server answers 503 SERVER_BUSY with Retry-After before doing any
// work. The client sends the same request again after a growing wait, says so once, and never
// ends the session for it.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const busy = () =>
  HttpResponse.json(
    { success: false, message: '服务器繁忙，请稍后再试', code: 'SERVER_BUSY' },
    { status: 503, headers: { 'Retry-After': '2' } },
  );

describe('a busy server (decision 077)', () => {
  let logoutCalls: string[];

  beforeEach(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    await freshAt();
    await signIn();
    logoutCalls = recordLogoutCalls();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
    closeFeedback();
  });

  it('waits at least Retry-After, doubling from 1 s, at most 8 s, with up to a quarter more', () => {
    const none = () => 0;
    const most = () => 0.999;
    expect([0, 1, 2, 3, 4].map((attempt) => busyWaitMs(attempt, 0, none))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
    expect(busyWaitMs(0, 2, none)).toBe(2000);
    expect(busyWaitMs(0, 30, none)).toBe(8000);
    expect(busyWaitMs(1, 0, most)).toBe(2499);
  });

  it('sends a write again after the wait, says so once, and returns what the server did', async () => {
    const calls: string[] = [];
    server.use(
      http.post(mockPath(smsVerify.path), async ({ request: sent }) => {
        calls.push(JSON.stringify(await sent.json()));
        return calls.length < 3 ? busy() : HttpResponse.json(ok(true));
      }),
    );
    const pending = request(smsVerify, { body: { mobile: '13900000077' } });
    // Retry-After 2 s, then 2 s (the doubling's 2 s), each with up to a quarter more.
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(2500);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2500);
    await expect(pending).resolves.toBe(true);
    expect(calls).toEqual(Array(3).fill('{"mobile":"13900000077"}'));
    jest.useRealTimers();
    expect(await screen.findAllByText('服务器繁忙，正在重试…')).toHaveLength(1);
    expect(isLoggedIn()).toBe(true);
  });

  it(`gives up after ${BUSY_RETRIES} more tries with the server's words, and keeps the session`, async () => {
    let calls = 0;
    server.use(
      handle(identities, () => {
        calls += 1;
        return busy();
      }),
    );
    const pending = request(identities).then(
      () => undefined,
      (error: unknown) => error,
    );
    await jest.advanceTimersByTimeAsync(30_000);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'SERVER_BUSY', retryAfterSeconds: 2 });
    expect(calls).toBe(1 + BUSY_RETRIES);
    jest.useRealTimers();
    expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeVisible();
    expect(isLoggedIn()).toBe(true);
    expect(logoutCalls).toEqual([]);
  });

  it('stops waiting when the caller gives up', async () => {
    let calls = 0;
    server.use(
      handle(identities, () => {
        calls += 1;
        return busy();
      }),
    );
    const controller = new AbortController();
    const pending = request(identities, undefined, { signal: controller.signal }).then(
      () => undefined,
      (error: unknown) => error,
    );
    await jest.advanceTimersByTimeAsync(100);
    controller.abort();
    await jest.advanceTimersByTimeAsync(0);
    expect(await pending).toMatchObject({ code: 'SERVER_BUSY' });
    expect(calls).toBe(1);
  });
});
