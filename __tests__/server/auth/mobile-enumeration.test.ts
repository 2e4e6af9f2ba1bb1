import nodeCrypto from 'node:crypto';
import {
  BASIC,
  CLIENT_ID,
  PASSWORD,
  call,
  createTestApp,
  form,
  latestCode,
  sendCode,
  tokenOf,
  type TestApp,
} from '../helpers';

// Decision 064: which mobiles have accounts cannot be learned. Each test performs the
// attack (binding, registering or signing in with a registered and an unknown mobile) and shows
// the two answers are the same; the old password of a password change is limited like a login.

const REGISTERED = '13800000002'; // parent_b's
const UNKNOWN = '13700000077';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_a');
});
afterAll(() => t.close());

const answer = (response: { statusCode: number; json(): unknown }) => {
  const body = response.json() as { code?: string; message?: string; success?: boolean };
  return { status: response.statusCode, code: body.code, message: body.message };
};

const bind = (mobile: string, code: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/associated/user/mobile',
    token,
    body: { mobile, code },
  });

describe('binding a mobile', () => {
  it('answers a registered and an unknown mobile alike without the number’s code', async () => {
    // No code was ever sent to either.
    const [registered, unknown] = [await bind(REGISTERED, '123456'), await bind(UNKNOWN, '123456')];
    expect(answer(registered)).toEqual(answer(unknown));
    expect(answer(registered)).toMatchObject({ status: 400, code: 'SMS_CODE_EXPIRED' });

    // A code was sent to both (the attacker can trigger that), but the guess is wrong.
    await sendCode(t.app, REGISTERED, '10.25.4.1');
    await sendCode(t.app, UNKNOWN, '10.25.4.2');
    const guess = async (mobile: string) => {
      const real = await latestCode(t.app, mobile);
      return bind(mobile, real === '000000' ? '000001' : '000000');
    };
    const [wrongRegistered, wrongUnknown] = [await guess(REGISTERED), await guess(UNKNOWN)];
    expect(answer(wrongRegistered)).toEqual(answer(wrongUnknown));
    expect(answer(wrongRegistered)).toMatchObject({ status: 400, code: 'SMS_CODE_WRONG' });
  });

  it('keeps the limit: five wrong guesses use the code up, registered or not', async () => {
    await sendCode(t.app, '13800000003', '10.25.4.3');
    const real = await latestCode(t.app, '13800000003');
    const wrong = real === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await bind('13800000003', wrong);
    const sixth = await bind('13800000003', real);
    expect(answer(sixth)).toMatchObject({ status: 429, code: 'SMS_TOO_MANY_CHECKS' });
  });

  it('tells only the holder of the code that the number is taken', async () => {
    t.clock.advance(61_000); // the number's resend cooldown since the first test
    await sendCode(t.app, REGISTERED, '10.25.4.4');
    const taken = await bind(REGISTERED, await latestCode(t.app, REGISTERED));
    expect(answer(taken)).toMatchObject({ status: 409, code: 'MOBILE_TAKEN' });
  });
});

describe('registering', () => {
  const register = (mobile: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/user/register',
      body: { mobile, code: '123456', password: 'Another@2026' },
    });

  it('answers a registered and an unknown mobile alike without the number’s code', async () => {
    const [registered, unknown] = [await register('13800000001'), await register('13700000088')];
    expect(registered.statusCode).toBe(unknown.statusCode);
    expect(registered.json()).toEqual(unknown.json());
  });
});

describe('password sign-in', () => {
  const login = (username: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/login?client_id=${CLIENT_ID}`,
      remoteAddress,
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ username, password: 'not-the-password', grant_type: 'password' }),
    });

  it('pays one password hash for an unknown account as for a registered one, same answer', async () => {
    // Counting the hashes rather than timing them: a busy machine cannot make this flaky, and
    // equal work is what makes the times equal.
    const scrypt = jest.spyOn(nodeCrypto, 'scrypt');
    try {
      const registered = await login('13800000001', '10.25.5.1');
      const registeredHashes = scrypt.mock.calls.length;
      scrypt.mockClear();
      const unknown = await login(UNKNOWN, '10.25.5.2');
      const unknownHashes = scrypt.mock.calls.length;
      expect(registeredHashes).toBe(1);
      expect(unknownHashes).toBe(1);
      expect(answer(unknown)).toEqual(answer(registered));
      expect(answer(unknown)).toMatchObject({ status: 400, code: 'LOGIN_FAILED' });
      // Same cost parameters: the unknown account's hash is no cheaper one.
      const options = (call: unknown[]) => JSON.stringify([call[2], call[3]]);
      scrypt.mockClear();
      await login('13800000001', '10.25.5.1');
      const registeredCall = options(scrypt.mock.calls[0]!);
      scrypt.mockClear();
      await login(UNKNOWN, '10.25.5.2');
      expect(options(scrypt.mock.calls[0]!)).toBe(registeredCall);
    } finally {
      scrypt.mockRestore();
    }
  });
});

describe('changing the password', () => {
  const change = (bearer: string, oldPassword: string, remoteAddress = '10.25.6.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/update/password',
      remoteAddress,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ oldPassword, password: 'Changed@2026' }),
    });

  it('limits guesses of the old password like a login, sharing the account’s lock', async () => {
    const stolen = await tokenOf(t.app, 'parent_b');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await change(stolen, `guess-${i}`)).statusCode);
    expect(statuses.slice(0, 9).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(9)).toEqual([429, 429]);
    const locked = await change(stolen, PASSWORD);
    expect(answer(locked)).toMatchObject({ status: 429, code: 'ACCOUNT_LOCKED' });
    // The password did not change, and the login from that address is locked too.
    const login = await t.app.inject({
      method: 'POST',
      url: `/login?client_id=${CLIENT_ID}`,
      remoteAddress: '10.25.6.1',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ username: 'parent_b', password: PASSWORD, grant_type: 'password' }),
    });
    expect(login.statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
    expect((await tokenOf(t.app, 'parent_b')).length).toBeGreaterThan(0);
    const changed = await change(stolen, PASSWORD);
    expect(changed.statusCode).toBe(200);
  });
});
