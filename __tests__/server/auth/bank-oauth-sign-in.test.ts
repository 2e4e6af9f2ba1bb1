import type { BankOAuthSettings } from '@/server/core/signin/settings';
import { startBankOAuthFake, BANK_CLIENT, type BankOAuthFake } from '../../support/fakes/bankOAuth';
import { BASIC, CLIENT_ID, call, createTestApp, form, type TestApp } from '../helpers';
import { rows, signInRows } from './providers-helpers';

/** The state, still hex, with its last digit changed: never to itself, so always a forgery. */
function forged(state: string): string {
  return `${state.slice(0, -1)}${state.endsWith('0') ? '1' : '0'}`;
}

// Decision 069: a bank's OAuth 2.0 sign-in (authorisation code with PKCE) configured by settings
// alone, against a fake authorisation server that checks the client, the code and the verifier.
// Every refusal answers a clear error and writes no account, session or binding.

const ORIGIN = 'https://canteen.example.cn';
let fake: BankOAuthFake;
let t: TestApp;

function settings(clientSecret = BANK_CLIENT.clientSecret): BankOAuthSettings {
  return {
    issuer: fake.url,
    authorizationUrl: `${fake.url}/oauth/authorize`,
    tokenUrl: `${fake.url}/oauth/token`,
    userInfoUrl: `${fake.url}/oauth/userinfo`,
    clientId: BANK_CLIENT.clientId,
    clientSecret,
    scope: 'openid phone',
    mobileClaim: 'phone_number',
    subjectClaim: 'sub',
    redirectUri: `${ORIGIN}/api/sign-in/bank/return`,
  };
}

async function start(app = t.app): Promise<{ url: string; state: string }> {
  const response = await call(app, { method: 'POST', url: '/api/sign-in/bank/start' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function bankLogin(values: Record<string, string>, app = t.app) {
  return app.inject({
    method: 'POST',
    url: `/bank/login?client_id=${CLIENT_ID}`,
    remoteAddress: '10.9.0.1',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ token: 'oauth', isProd: 'true', ...values }),
  });
}

beforeAll(async () => {
  fake = await startBankOAuthFake();
  t = await createTestApp({ demo: false, publicOrigin: ORIGIN, bankOAuth: settings() });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.down = false;
});

it('sends the parent to the bank with the client, the return address, a state and a PKCE challenge', async () => {
  const { url, state } = await start();
  const page = new URL(url);
  expect(page.searchParams.get('client_id')).toBe(BANK_CLIENT.clientId);
  expect(page.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/sign-in/bank/return`);
  expect(page.searchParams.get('state')).toBe(state);
  expect(page.searchParams.get('code_challenge_method')).toBe('S256');
  expect(page.searchParams.get('scope')).toBe('openid phone');
  const back = await t.app.inject({ url: `/api/sign-in/bank/return?code=c0de&state=${state}` });
  expect(back.statusCode).toBe(302);
  expect(back.headers.location).toBe(`/#/pages/entrance/ytBank?code=c0de&state=${state}`);
});

it('a parent the bank knows by a mobile gets that number’s account, and the same one next time', async () => {
  const user = { sub: 'bank-user-1', phone_number: '+86 139-0000-0901' };
  const first = await start();
  const approved = fake.approve(first.url, user);
  const signedIn = await bankLogin(approved);
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.json()).toMatchObject({ token_type: 'bearer', openid: 'bank-user-1' });
  expect(await rows(t.app, 'accounts', `mobile = '13900000901'`)).toBe(1);
  const accounts = await rows(t.app, 'accounts');
  const again = await bankLogin(fake.approve((await start()).url, user));
  expect(again.statusCode).toBe(200);
  expect(await rows(t.app, 'accounts')).toBe(accounts);
});

describe('refusals write nothing', () => {
  const authFailed = { code: 'BANK_AUTH_FAILED', message: '授权失败，请返回重新进入！' };
  const stateInvalid = { code: 'BANK_AUTH_FAILED', message: '登录已过期，请重新进入' };

  async function refused(values: Record<string, string>, expected: object, app = t.app) {
    const before = await signInRows(app);
    const response = await bankLogin(values, app);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, ...expected });
    expect(await signInRows(app)).toEqual(before);
  }

  it('a used code', async () => {
    const approved = fake.approve((await start()).url, {
      sub: 'bank-used',
      phone_number: '13900000902',
    });
    expect((await bankLogin(approved)).statusCode).toBe(200);
    await refused(approved, authFailed);
  });

  it('an expired code', async () => {
    const approved = fake.approve((await start()).url, { sub: 'bank-expired' });
    fake.expire(approved.code);
    await refused(approved, authFailed);
  });

  it('a code brought back with another round trip’s state (PKCE): the verifier does not match', async () => {
    const victim = fake.approve((await start()).url, {
      sub: 'bank-victim',
      phone_number: '13900000903',
    });
    const attacker = await start();
    await refused({ code: victim.code, state: attacker.state }, authFailed);
  });

  it('a wrong client secret', async () => {
    const wrong = await createTestApp({
      demo: false,
      publicOrigin: ORIGIN,
      bankOAuth: settings('wrong'),
    });
    try {
      const approved = fake.approve((await start(wrong.app)).url, { sub: 'bank-secret' });
      await refused(approved, authFailed, wrong.app);
    } finally {
      await wrong.close();
    }
  });

  it('a missing, forged or stale state: the bank is not even asked', async () => {
    const granted = fake.granted;
    const approved = fake.approve((await start()).url, { sub: 'bank-state' });
    await refused({ code: approved.code }, stateInvalid);
    await refused({ code: approved.code, state: forged(approved.state) }, stateInvalid);
    t.clock.advance(11 * 60_000);
    await refused(approved, stateInvalid);
    expect(fake.granted).toBe(granted);
  });

  it('the bank away: PROVIDER_UNAVAILABLE', async () => {
    const approved = fake.approve((await start()).url, { sub: 'bank-down' });
    fake.down = true;
    await refused(approved, {
      code: 'PROVIDER_UNAVAILABLE',
      message: '登录服务暂时不可用，请稍后再试',
    });
  });
});

it('production without bank settings: PROVIDER_UNAVAILABLE, as before', async () => {
  const bare = await createTestApp({ demo: false });
  try {
    const started = await call(bare.app, { method: 'POST', url: '/api/sign-in/bank/start' });
    expect(started.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    const login = await bankLogin({ code: 'anything', state: 'ab' }, bare.app);
    expect(login.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  } finally {
    await bare.close();
  }
});
