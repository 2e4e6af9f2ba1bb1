import { configFromEnv } from '@/server/core/env';
import {
  BASIC,
  CLIENT_ID,
  PASSWORD,
  call,
  createTestApp,
  form,
  mobileLogin,
  sendCode,
  tokenOf,
  type TestApp,
} from '../helpers';

// Decisions 019 and 020: each test performs the attack and shows that it now fails.
// Every test uses its own account or client address, so the limits of one do not reach another.

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function login(username: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/login?client_id=${CLIENT_ID}`,
    remoteAddress,
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ username, password, grant_type: 'password' }),
  });
}

describe('6: forwarded headers', () => {
  it('6: X-Forwarded-For from a client that is no trusted proxy does not bypass the per-IP SMS limit', async () => {
    for (let i = 0; i < 10; i++) {
      const sent = await call(t.app, {
        method: 'POST',
        url: '/api/sms/verify',
        body: { mobile: `1360000000${i}` },
        remoteAddress: '10.6.6.6',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      expect(sent.statusCode).toBe(200);
    }
    const eleventh = await call(t.app, {
      method: 'POST',
      url: '/api/sms/verify',
      body: { mobile: '13600000010' },
      remoteAddress: '10.6.6.6',
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('SMS_DAILY_LIMIT_IP');
  });

  it('6: X-Forwarded-For is believed only from a proxy listed in TRUST_PROXY', async () => {
    const proxied = await createTestApp({ trustProxy: ['10.0.0.9'] });
    try {
      const send = (i: number, remoteAddress: string) =>
        call(proxied.app, {
          method: 'POST',
          url: '/api/sms/verify',
          body: { mobile: `1350000000${i}` },
          remoteAddress,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
      // Through the proxy, each client address has its own allowance.
      for (let i = 0; i < 10; i++) expect((await send(i, '10.0.0.9')).statusCode).toBe(200);
      // From anyone else the header is ignored: these all count against 10.0.0.8.
      for (let i = 0; i < 10; i++) {
        const sent = await call(proxied.app, {
          method: 'POST',
          url: '/api/sms/verify',
          body: { mobile: `1340000000${i}` },
          remoteAddress: '10.0.0.8',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        expect(sent.statusCode).toBe(200);
      }
      const eleventh = await call(proxied.app, {
        method: 'POST',
        url: '/api/sms/verify',
        body: { mobile: '13500000099' },
        remoteAddress: '10.0.0.8',
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      expect(eleventh.json().code).toBe('SMS_DAILY_LIMIT_IP');
    } finally {
      await proxied.close();
    }
  });

  it('6: no proxy is trusted and the server listens on 127.0.0.1 unless configured', () => {
    const plain = configFromEnv({ NODE_ENV: 'test', DEMO: '1' });
    expect(plain.trustProxy).toEqual([]);
    expect(plain.host).toBe('127.0.0.1');
    const configured = configFromEnv({
      NODE_ENV: 'test',
      DEMO: '1',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      HOST: '0.0.0.0',
    });
    expect(configured.trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(configured.host).toBe('0.0.0.0');
  });
});

describe('8: sign-in guessing', () => {
  it('8: sixty parallel wrong passwords check at most ten guesses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login('parent_b', `wrong-${i}`)),
    );
    const codes = answers.map((answer) => answer.json().code as string);
    const checked = codes.filter((code) => code === 'LOGIN_FAILED').length;
    // The tenth checked guess answers the lock itself; the rest were never checked.
    expect(checked).toBeLessThanOrEqual(9);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED').length).toBe(60 - checked);
    expect(answers.every((answer) => [400, 429].includes(answer.statusCode))).toBe(true);
    // Locked now: the right password is refused from this address too.
    expect((await login('parent_b', PASSWORD)).statusCode).toBe(429);
  });

  it('8: wrong SMS codes never lock password login', async () => {
    const mobile = '13800000003';
    for (let round = 0; round < 3; round++) {
      expect((await sendCode(t.app, mobile, '127.0.0.1')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) await mobileLogin(t.app, mobile, '000000');
      t.clock.advance(MINUTE + 1000);
    }
    // Without any code sent, wrong codes are not guesses at all.
    const other = '13800000001';
    for (let i = 0; i < 12; i++)
      expect((await mobileLogin(t.app, other, '123456')).json().code).toBe('SMS_CODE_EXPIRED');
    expect((await login('teacher_a', PASSWORD)).statusCode).toBe(200);
    expect((await login('parent_a', PASSWORD)).statusCode).toBe(200);
  });

  it('8: failures from one address lock only that address; thirty across addresses lock the account', async () => {
    const username = 'teacher_a';
    for (let i = 0; i < 10; i++) await login(username, 'wrong', '10.8.0.1');
    expect((await login(username, PASSWORD, '10.8.0.1')).statusCode).toBe(429);
    // The owner, elsewhere, still gets in.
    expect((await login(username, PASSWORD, '10.8.0.200')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login(username, 'wrong', '10.8.0.2');
    for (let i = 0; i < 9; i++) await login(username, 'wrong', '10.8.0.3');
    // 28 failures so far; the thirtieth locks the account.
    const last = [];
    for (let i = 0; i < 3; i++) last.push((await login(username, 'wrong', '10.8.0.4')).statusCode);
    expect(last).toEqual([400, 429, 429]);
    // The ceiling holds for every address, even one that never failed.
    expect((await login(username, PASSWORD, '10.8.0.201')).statusCode).toBe(429);
    t.clock.advance(16 * MINUTE);
    expect((await login(username, PASSWORD, '10.8.0.201')).statusCode).toBe(200);
  });

  it('8: GET /api/associated/user/mobile/{m} is rate limited per account', async () => {
    const token = await tokenOf(t.app, 'parent_a');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await call(t.app, {
        url: `/api/associated/user/mobile/139${String(i).padStart(8, '0')}`,
        token,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    t.clock.advance(61 * MINUTE);
    const later = await call(t.app, { url: '/api/associated/user/mobile/13900000099', token });
    expect(later.statusCode).toBe(200);
  });
});

describe('12: account creation', () => {
  const bank = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/bank/login?client_id=${CLIENT_ID}`,
      remoteAddress,
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ token, code: 'bank-code', isProd: 'false' }),
    });
  const social = (code: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/social/login?client_id=${CLIENT_ID}`,
      remoteAddress,
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ appid: 'wx-demo', code }),
    });

  it('12: bank and social logins that create accounts are rate limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await bank(`bank-user-${i}`, '10.12.0.1')).statusCode);
    for (let i = 0; i < 5; i++) statuses.push((await social(`chat-${i}`, '10.12.0.1')).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const bankRefused = await bank('bank-user-x', '10.12.0.1');
    expect(bankRefused.statusCode).toBe(429);
    expect(bankRefused.json().code).toBe('RATE_LIMITED');
    expect((await social('chat-x', '10.12.0.1')).statusCode).toBe(429);
    // Signing in again to what exists is no creation: still allowed.
    expect((await bank('bank-user-0', '10.12.0.1')).statusCode).toBe(200);
    expect((await social('chat-0', '10.12.0.1')).statusCode).toBe(200);
    // Another address has its own allowance.
    expect((await bank('bank-user-y', '10.12.0.2')).statusCode).toBe(200);
  });
});
