import {
  BASIC,
  CLIENT_ID,
  call,
  createTestApp,
  form,
  latestCode,
  mobileLogin,
  passwordLogin,
  sendCode,
  tokenOf,
  type TestApp,
} from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('POST /login', () => {
  it('answers a bearer token for the demo guardian', async () => {
    const response = await passwordLogin(t.app, 'parent_a');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 604800,
    });
    const me = await call(t.app, {
      url: '/api/associated/user/0?userTypes=Student',
      token: body.access_token,
    });
    expect(me.json().data).toMatchObject({ userName: '张伟', mobile: '13800000001' });
  });

  it('accepts the mobile number as the username', async () => {
    expect((await passwordLogin(t.app, '13800000002')).statusCode).toBe(200);
  });

  it('refuses a wrong client secret or client id', async () => {
    const wrongSecret = await t.app.inject({
      method: 'POST',
      url: `/login?client_id=${CLIENT_ID}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT_ID}:nope`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form({ username: 'parent_a', password: 'Demo@2026', grant_type: 'password' }),
    });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toEqual({
      success: false,
      message: '客户端认证失败',
      code: 'BAD_CLIENT',
    });
    const wrongId = await t.app.inject({
      method: 'POST',
      url: '/login?client_id=other',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ username: 'parent_a', password: 'Demo@2026', grant_type: 'password' }),
    });
    expect(wrongId.statusCode).toBe(401);
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const response = await passwordLogin(t.app, 'parent_b', 'wrong-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: '用户名或密码错误',
      code: 'LOGIN_FAILED',
    });
    const unknown = await passwordLogin(t.app, 'nobody', 'wrong-password');
    expect(unknown.json().message).toBe('用户名或密码错误');
  });
});

describe('login failures', () => {
  it('slow down after three, lock for 15 minutes after ten in 15 minutes, then let the right password in', async () => {
    t.delays.length = 0;
    for (let i = 1; i <= 9; i++) {
      const response = await passwordLogin(t.app, 'teacher_a', `wrong-${i}`);
      expect(response.json().code).toBe('LOGIN_FAILED');
      t.clock.advance(1000);
    }
    expect(t.delays).toEqual([500, 1000, 1500, 2000, 2500, 3000]);
    const tenth = await passwordLogin(t.app, 'teacher_a', 'wrong-10');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe('登录失败次数过多，账号已锁定 15 分钟，请稍后再试');
    // Locked: even the right password is refused, by username or by mobile.
    expect((await passwordLogin(t.app, 'teacher_a')).statusCode).toBe(429);
    expect((await passwordLogin(t.app, '13800000003')).statusCode).toBe(429);
    t.clock.advance(14 * MINUTE);
    expect((await passwordLogin(t.app, 'teacher_a')).statusCode).toBe(429);
    t.clock.advance(MINUTE + 1000);
    expect((await passwordLogin(t.app, 'teacher_a')).statusCode).toBe(200);
  });

  it('forget failures older than 15 minutes', async () => {
    for (let i = 0; i < 9; i++) await passwordLogin(t.app, 'parent_b', 'wrong');
    t.clock.advance(16 * MINUTE);
    const response = await passwordLogin(t.app, 'parent_b', 'wrong');
    expect(response.json().code).toBe('LOGIN_FAILED');
    expect((await passwordLogin(t.app, 'parent_b')).statusCode).toBe(200);
  });
});

describe('POST /logout', () => {
  it('revokes the token', async () => {
    const token = await tokenOf(t.app, 'parent_a');
    const response = await call(t.app, { method: 'POST', url: '/logout', token });
    expect(response.json()).toEqual({ success: true, data: true });
    const after = await call(t.app, { url: '/api/associated/user/identity', token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      success: false,
      message: '身份过期，请重新登录',
      code: 'UNAUTHORIZED',
    });
  });

  it('tokens expire after expires_in', async () => {
    const token = await tokenOf(t.app, 'parent_a');
    t.clock.advance(604800 * 1000 + 1);
    expect((await call(t.app, { url: '/api/user/0/balance', token })).statusCode).toBe(401);
  });
});

describe('SMS codes and mobile login', () => {
  it('a new number gets an account on first login (accountNew) and the code works once', async () => {
    expect((await sendCode(t.app, '13900000001')).json()).toEqual({ success: true, data: true });
    const code = await latestCode(t.app, '13900000001');
    const response = await mobileLogin(t.app, '13900000001', code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'bearer', accountNew: true });
    const identities = await call(t.app, {
      url: '/api/associated/user/identity',
      token: response.json().access_token,
    });
    expect(identities.json().data).toEqual([]);
    const again = await mobileLogin(t.app, '13900000001', code);
    expect(again.json().message).toBe('验证码已过期，请重新获取');
  });

  it('an existing number logs into its account', async () => {
    await sendCode(t.app, '13800000001', '10.0.0.2');
    const response = await mobileLogin(
      t.app,
      '13800000001',
      await latestCode(t.app, '13800000001'),
    );
    expect(response.json().accountNew).toBe(false);
  });

  it('refuses a resend within 60 seconds', async () => {
    await sendCode(t.app, '13900000002');
    const early = await sendCode(t.app, '13900000002');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      success: false,
      message: '验证码发送过于频繁，请 60 秒后再试',
      code: 'SMS_COOLDOWN',
    });
    t.clock.advance(61_000);
    expect((await sendCode(t.app, '13900000002')).statusCode).toBe(200);
  });

  it('a code lives 10 minutes', async () => {
    await sendCode(t.app, '13900000003');
    const code = await latestCode(t.app, '13900000003');
    t.clock.advance(10 * MINUTE + 1);
    const response = await mobileLogin(t.app, '13900000003', code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('验证码已过期，请重新获取');
  });

  it('a code allows five checks', async () => {
    await sendCode(t.app, '13900000004');
    const code = await latestCode(t.app, '13900000004');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await mobileLogin(t.app, '13900000004', wrong)).json().message).toBe('验证码错误');
    }
    const sixth = await mobileLogin(t.app, '13900000004', code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('验证码错误次数过多，请重新获取');
  });

  it('at most 10 codes a day per number', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(t.app, '13900000005', `10.1.0.${i}`)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const eleventh = await sendCode(t.app, '13900000005', '10.1.1.1');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('该手机号今日验证码发送次数已达上限，请明天再试');
    t.clock.advance(24 * 60 * MINUTE);
    expect((await sendCode(t.app, '13900000005', '10.1.1.1')).statusCode).toBe(200);
  });

  it('at most 10 codes a day per IP', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(t.app, `1370000000${i}`, '10.9.9.9')).statusCode).toBe(200);
    }
    const eleventh = await sendCode(t.app, '13700000010', '10.9.9.9');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('今日验证码发送次数已达上限');
  });
});

describe('social-app and bank login', () => {
  const social = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/social/login?client_id=${CLIENT_ID}`,
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ appid: 'wx-demo', code }),
    });

  it('an unbound open id answers only the openid; once bound, the same login answers a token', async () => {
    const first = await social('chat-code-1');
    expect(first.statusCode).toBe(200);
    const { openid } = first.json();
    expect(first.json().access_token).toBeUndefined();
    const token = await tokenOf(t.app, 'parent_b');
    const bind = await call(t.app, {
      method: 'POST',
      url: `/api/social/account/wechat/${openid}/bind`,
      token,
      body: { appId: 'wx-demo' },
    });
    expect(bind.json()).toEqual({ success: true, data: { openId: openid, openIdNo: null } });
    const second = await social('chat-code-1');
    expect(second.json()).toMatchObject({ openid, token_type: 'bearer' });
    const identities = await call(t.app, { url: '/api/associated/user/identity', token });
    expect(identities.json().data[0].openId).toBe(openid);
    // Another account cannot take it over, and platform unbind frees it.
    const other = await tokenOf(t.app, 'parent_a');
    const steal = await call(t.app, {
      method: 'POST',
      url: `/api/social/account/wechat/${openid}/bind`,
      token: other,
      body: { appId: 'wx-demo' },
    });
    expect(steal.statusCode).toBe(409);
    expect(
      (await call(t.app, { url: `/api/user/platform/unbind/${openid}`, token: other })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, { url: `/api/user/platform/unbind/${openid}`, token })).json(),
    ).toEqual({ success: true, data: true });
    expect((await social('chat-code-1')).json().access_token).toBeUndefined();
  });

  it('an open id that no social login issued cannot be bound', async () => {
    const token = await tokenOf(t.app, 'parent_a');
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/social/account/wechat/made-up/bind',
      token,
      body: { appId: 'wx' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('a refused authorisation answers the spec message', async () => {
    const response = await social('invalid');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('授权失败，请返回重新进入！');
  });

  it('bank login finds the account by the mobile the bank gives', async () => {
    const bank = (isProd: string) =>
      t.app.inject({
        method: 'POST',
        url: `/bank/login?client_id=${CLIENT_ID}`,
        headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ token: '13800000002', code: 'bank-code', isProd }),
      });
    const response = await bank('false');
    expect(response.statusCode).toBe(200);
    const me = await call(t.app, {
      url: '/api/associated/user/0',
      token: response.json().access_token,
    });
    expect(me.json().data.userName).toBe('李娜');
    // The caller's isProd is ignored (decision 017: the mode comes from the server's environment, never a caller): demo mode asks the sandbox bank.
    const claimedProd = await bank('true');
    expect(claimedProd.statusCode).toBe(200);
  });
});
