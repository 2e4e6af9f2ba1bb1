import type { WechatSignInSettings } from '@/server/core/signin/settings';
import {
  startWechatOAuthFake,
  WECHAT_ACCOUNT,
  type WechatOAuthFake,
} from '../../support/fakes/wechatOAuth';
import {
  BASIC,
  CLIENT_ID,
  accountIdOf,
  call,
  createTestApp,
  form,
  tokenOf,
  type TestApp,
} from '../helpers';
import { rows, signInRows } from './providers-helpers';

/** The state, still hex, with its last digit changed: never to itself, so always a forgery. */
function forged(state: string): string {
  return `${state.slice(0, -1)}${state.endsWith('0') ? '1' : '0'}`;
}

// Decision 069: the chat-app sign-in through the official account's web authorisation, against
// a fake of WeChat's OAuth API. Each refusal (a wrong secret, a stale or used code, a forged or
// stale state, WeChat away) answers a clear error and writes no account, session or binding.

const ORIGIN = 'https://canteen.example.cn';
let fake: WechatOAuthFake;
let t: TestApp;

function settings(secret = WECHAT_ACCOUNT.secret): WechatSignInSettings {
  return {
    appId: WECHAT_ACCOUNT.appId,
    secret,
    apiBaseUrl: fake.url,
    redirectUri: `${ORIGIN}/api/sign-in/wechat/return`,
  };
}

async function start(app = t.app): Promise<{ url: string; state: string }> {
  const response = await call(app, { method: 'POST', url: '/api/sign-in/wechat/start' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function chatLogin(values: Record<string, string>, app = t.app) {
  return app.inject({
    method: 'POST',
    url: `/social/login?client_id=${CLIENT_ID}`,
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ appid: WECHAT_ACCOUNT.appId, ...values }),
  });
}

beforeAll(async () => {
  fake = await startWechatOAuthFake();
  t = await createTestApp({ demo: false, publicOrigin: ORIGIN, wechat: settings() });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.down = false;
});

it('sends the parent to the official account authorisation with a state of its own', async () => {
  const { url, state } = await start();
  const page = new URL(url);
  expect(`${page.origin}${page.pathname}`).toBe(
    'https://open.weixin.qq.com/connect/oauth2/authorize',
  );
  expect([...page.searchParams.keys()]).toEqual([
    'appid',
    'redirect_uri',
    'response_type',
    'scope',
    'state',
  ]);
  expect(page.searchParams.get('appid')).toBe(WECHAT_ACCOUNT.appId);
  expect(page.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/sign-in/wechat/return`);
  expect(page.searchParams.get('response_type')).toBe('code');
  expect(page.searchParams.get('scope')).toBe('snsapi_base');
  expect(page.searchParams.get('state')).toBe(state);
  expect(page.hash).toBe('#wechat_redirect');
  expect(state).toMatch(/^[0-9a-f]{60,128}$/);
  expect((await start()).state).not.toBe(state);
});

it('the return passes code and state on to the login page, and nothing else', async () => {
  const back = await t.app.inject({
    url: '/api/sign-in/wechat/return?code=abc123&state=beef&next=//evil.example',
  });
  expect(back.statusCode).toBe(302);
  expect(back.headers.location).toBe(
    `/#/pages/user/login?code=abc123&state=beef&appid=${WECHAT_ACCOUNT.appId}`,
  );
});

it('a new parent gets the openid, signs in once to bind it, and is signed in by WeChat after', async () => {
  const openid = 'oFAKE_parent_a_openid';
  const first = await chatLogin({ code: fake.issueCode(openid), state: (await start()).state });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ openid });
  const token = await tokenOf(t.app, 'parent_a');
  const bound = await call(t.app, {
    method: 'POST',
    url: `/api/social/account/wechat/${openid}/bind`,
    token,
    body: { appId: WECHAT_ACCOUNT.appId },
  });
  expect(bound.statusCode).toBe(200);
  const again = await chatLogin({ code: fake.issueCode(openid), state: (await start()).state });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ openid, token_type: 'bearer' });
  const parentA = await accountIdOf(t.app, 'parent_a');
  expect(
    await rows(t.app, 'social_accounts', `open_id = '${openid}' and account_id = ${parentA}`),
  ).toBe(1);
});

it('another account can neither take nor unbind that binding', async () => {
  const openid = 'oFAKE_parent_a_openid';
  const other = await tokenOf(t.app, 'parent_b');
  const take = await call(t.app, {
    method: 'POST',
    url: `/api/social/account/wechat/${openid}/bind`,
    token: other,
    body: { appId: WECHAT_ACCOUNT.appId },
  });
  expect(take.json().code).toBe('SOCIAL_BOUND');
  const unbind = await call(t.app, { url: `/api/user/platform/unbind/${openid}`, token: other });
  expect(unbind.statusCode).toBe(404);
});

describe('refusals write nothing', () => {
  const authFailed = { code: 'SOCIAL_AUTH_FAILED', message: '授权失败，请返回重新进入！' };
  const stateInvalid = { code: 'SOCIAL_AUTH_FAILED', message: '登录已过期，请重新进入' };

  async function refused(values: Record<string, string>, expected: object, app = t.app) {
    const before = await signInRows(app);
    const response = await chatLogin(values, app);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, ...expected });
    expect(await signInRows(app)).toEqual(before);
  }

  it('a used code (errcode 40163)', async () => {
    const code = fake.issueCode('oFAKE_used');
    expect((await chatLogin({ code, state: (await start()).state })).statusCode).toBe(200);
    await refused({ code, state: (await start()).state }, authFailed);
  });

  it('an expired code (errcode 40029)', async () => {
    const code = fake.issueCode('oFAKE_expired');
    fake.expire(code);
    await refused({ code, state: (await start()).state }, authFailed);
  });

  it('a wrong app secret (errcode 40125)', async () => {
    const wrong = await createTestApp({
      demo: false,
      publicOrigin: ORIGIN,
      wechat: settings('wrong'),
    });
    try {
      const state = (await start(wrong.app)).state;
      await refused({ code: fake.issueCode('oFAKE_wrong_secret'), state }, authFailed, wrong.app);
    } finally {
      await wrong.close();
    }
  });

  it('another app id than the account’s', async () => {
    const state = (await start()).state;
    await refused(
      { code: fake.issueCode('oFAKE_app'), state, appid: 'wx_someone_else' },
      authFailed,
    );
  });

  it('a missing, forged or stale state: WeChat is not even asked', async () => {
    const asked = fake.exchanged;
    const { state } = await start();
    await refused({ code: fake.issueCode('oFAKE_state') }, stateInvalid);
    await refused({ code: fake.issueCode('oFAKE_state'), state: forged(state) }, stateInvalid);
    t.clock.advance(11 * 60_000);
    await refused({ code: fake.issueCode('oFAKE_state'), state }, stateInvalid);
    expect(fake.exchanged).toBe(asked);
  });

  it('WeChat away: PROVIDER_UNAVAILABLE', async () => {
    fake.down = true;
    const state = (await start()).state;
    await refused(
      { code: fake.issueCode('oFAKE_down'), state },
      { code: 'PROVIDER_UNAVAILABLE', message: '登录服务暂时不可用，请稍后再试' },
    );
  });
});

it('production without WeChat settings: PROVIDER_UNAVAILABLE, as before', async () => {
  const bare = await createTestApp({ demo: false });
  try {
    const response = await call(bare.app, { method: 'POST', url: '/api/sign-in/wechat/start' });
    expect(response.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  } finally {
    await bare.close();
  }
});
