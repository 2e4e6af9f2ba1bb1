import {
  call,
  createTestApp,
  fingerprint,
  latestCode,
  sendCode,
  tokenOf,
  type TestApp,
} from '../helpers';
import type { Identity } from '@/lib/contract/user';
import { enrolChild } from '../enrolment/enrolment';

let t: TestApp;
let parentA: string;
let parentB: string;
let teacher: string;
let childOfA: Identity;
let childOfB: Identity;

beforeAll(async () => {
  t = await createTestApp();
  [parentA, parentB, teacher] = await Promise.all([
    tokenOf(t.app, 'parent_a'),
    tokenOf(t.app, 'parent_b'),
    tokenOf(t.app, 'teacher_a'),
  ]);
  childOfA = (await call(t.app, { url: '/api/associated/user/identity', token: parentA })).json()
    .data[0];
  childOfB = (await call(t.app, { url: '/api/associated/user/identity', token: parentB })).json()
    .data[0];
});
afterAll(() => t.close());

describe('identities and the current user', () => {
  it("lists each guardian's own children with the spec fields", async () => {
    const a = (await call(t.app, { url: '/api/associated/user/identity', token: parentA })).json()
      .data as Identity[];
    expect(a.map((identity) => identity.userName)).toEqual(['张小明', '张小红']);
    expect(a[0]).toEqual({
      userId: expect.any(Number),
      userName: '张小明',
      associatedUserId: expect.any(Number),
      gender: 'Male',
      headerUrl: null,
      userTypes: 'Student',
      unitId: expect.any(Number),
      unitName: '阳光实验小学',
      mobile: '13800000001',
      gradeId: expect.any(Number),
      gradeName: '三年级',
      gradeNumber: 3,
      classesId: expect.any(Number),
      classesName: '三年级1班',
      classesNumber: 1,
      updatePassword: true,
      loginNumber: 1,
      openId: null,
      openIdNo: null,
    });
    const b = (await call(t.app, { url: '/api/associated/user/identity', token: parentB })).json()
      .data as Identity[];
    expect(b.map((identity) => identity.userName)).toEqual(['李华']);
    const teacherIdentities = (
      await call(t.app, { url: '/api/associated/user/identity', token: teacher })
    ).json().data;
    expect(teacherIdentities[0]).toMatchObject({
      userTypes: 'HEAD_TEACHER',
      classesName: '三年级1班',
    });
  });

  it('answers 401 without a token', async () => {
    const response = await call(t.app, { url: '/api/associated/user/identity' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('身份过期，请重新登录');
  });
});

describe('identity headers are verified, never trusted', () => {
  it("accepts the caller's own child", async () => {
    const response = await call(t.app, {
      url: '/api/user/0/balance',
      token: parentA,
      headers: {
        associatedUser: String(childOfA.associatedUserId),
        unit: String(childOfA.unitId),
        userType: 'Student',
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it("a header naming another account's child is 404 with no data", async () => {
    const response = await call(t.app, {
      url: '/api/user/0/balance',
      token: parentA,
      headers: { associatedUser: String(childOfB.associatedUserId) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: '资源不存在', code: 'NOT_FOUND' });
  });

  it('a unit or user type the account has no part in is 403', async () => {
    expect(
      (await call(t.app, { url: '/api/user/0/balance', token: parentA, headers: { unit: '2' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, {
          url: '/api/user/0/balance',
          token: parentA,
          headers: { userType: 'HEAD_TEACHER' },
        })
      ).statusCode,
    ).toBe(403);
    const mismatch = await call(t.app, {
      url: '/api/user/0/balance',
      token: parentA,
      headers: { associatedUser: String(childOfA.associatedUserId), unit: '2' },
    });
    expect(mismatch.statusCode).toBe(403);
  });

  it('a malformed header is 400', async () => {
    const response = await call(t.app, {
      url: '/api/user/0/balance',
      token: parentA,
      headers: { associatedUser: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('参数无效：associatedUser');
  });
});

describe("routes with an id answer 404 for another account's records and change nothing", () => {
  const crossAccountCalls = () => [
    {
      method: 'POST' as const,
      url: '/api/associated/user/updateInfo',
      body: { associatedUserId: childOfB.associatedUserId, gender: 'Male' },
    },
    {
      method: 'POST' as const,
      url: '/api/associated/user/bind/user',
      body: { associatedUserId: childOfB.associatedUserId },
    },
    {
      method: 'POST' as const,
      url: `/api/student/${childOfB.associatedUserId}/updateClass`,
      body: { classesId: childOfA.classesId },
    },
    { method: 'GET' as const, url: `/api/version/history?userId=${childOfB.userId}` },
    {
      method: 'POST' as const,
      url: '/api/version/history',
      body: { userId: childOfB.userId, version: '0.1.0' },
    },
    { method: 'DELETE' as const, url: '/api/social/account/wechat/someone-else/unbind' },
    { method: 'GET' as const, url: '/api/user/platform/unbind/someone-else' },
  ];

  it.each([0, 1, 2, 3, 4, 5, 6])('call %i', async (index) => {
    const request = crossAccountCalls()[index]!;
    const before = await fingerprint(t.app);
    const response = await call(t.app, { ...request, token: parentA });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
    expect(response.json().data).toBeUndefined();
    expect(await fingerprint(t.app)).toBe(before);
  });
});

describe('changing a child and the account', () => {
  it("updateInfo changes the child's gender", async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/updateInfo',
      token: parentB,
      body: { associatedUserId: childOfB.associatedUserId, gender: 'Other' },
    });
    expect(response.json().data).toMatchObject({
      associatedUserId: childOfB.associatedUserId,
      gender: 'Other',
    });
  });

  it('adds a child with its claim code to a class of a school, and refuses a class of another school', async () => {
    const grades = (
      await call(t.app, { url: `/api/grade/unit/${childOfA.unitId}`, token: parentB })
    ).json().data;
    const classes = (
      await call(t.app, { url: `/api/classes/grade/${grades[0].id}`, token: parentB })
    ).json().data;
    const created = await enrolChild(t.app, t.app.database.db, parentB, {
      userName: '李明',
      unitId: childOfA.unitId,
      classesId: classes[0].id,
    });
    expect(created.json().data).toMatchObject({
      userName: '李明',
      gradeName: '一年级',
      classesNumber: 1,
    });
    const elsewhere = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user',
      token: parentB,
      body: { userName: '李明', gender: 'Male', unitId: 2, classesId: classes[0].id },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('bind/user switches the current child', async () => {
    const second = (
      await call(t.app, { url: '/api/associated/user/identity', token: parentA })
    ).json().data[1];
    await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/bind/user',
      token: parentA,
      body: { associatedUserId: second.associatedUserId },
    });
    const me = (
      await call(t.app, { url: '/api/associated/user/0?userTypes=Student', token: parentA })
    ).json().data;
    expect(me.currentAssociatedUserId).toBe(second.associatedUserId);
  });

  it('user update sets loginNumber to 1', async () => {
    await sendCode(t.app, '13600000001');
    const login = await t.app.inject({
      method: 'POST',
      url: '/mobile/login?client_id=canteen-web',
      headers: {
        authorization: `Basic ${Buffer.from('canteen-web:canteen-web-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `mobile=13600000001&code=${await latestCode(t.app, '13600000001')}`,
    });
    const token = login.json().access_token;
    expect((await call(t.app, { url: '/api/associated/user/0', token })).json().data).toMatchObject(
      { loginNumber: 0, updatePassword: false },
    );
    const updated = await call(t.app, {
      method: 'POST',
      url: '/api/user/update',
      token,
      body: { userName: '新家长' },
    });
    expect(updated.json().data).toMatchObject({ userName: '新家长', loginNumber: 1 });
    // A mobile-only account sets its first password without an old one.
    const password = await call(t.app, {
      method: 'POST',
      url: '/api/user/update/password',
      token,
      body: { password: 'First#pass1' },
    });
    expect(password.json().data.updatePassword).toBe(true);
  });

  it('changing the password needs the old one and ends other sessions', async () => {
    const other = await tokenOf(t.app, 'teacher_a');
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/user/update/password',
      token: teacher,
      body: { oldPassword: 'nope', password: 'New#pass99' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('原密码错误');
    const right = await call(t.app, {
      method: 'POST',
      url: '/api/user/update/password',
      token: teacher,
      body: { oldPassword: 'Demo@2026', password: 'New#pass99' },
    });
    expect(right.statusCode).toBe(200);
    expect((await call(t.app, { url: '/api/user/0/balance', token: other })).statusCode).toBe(401);
    expect((await call(t.app, { url: '/api/user/0/balance', token: teacher })).statusCode).toBe(
      200,
    );
  });

  it('binds a mobile proven by a code, and refuses one that belongs to another account', async () => {
    await sendCode(t.app, '13800000002', '10.3.0.2');
    const taken = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/mobile',
      token: parentA,
      body: { mobile: '13800000002', code: await latestCode(t.app, '13800000002') },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('该手机号已被其他账号绑定');
    await sendCode(t.app, '13600000002', '10.3.0.1');
    const code = await latestCode(t.app, '13600000002');
    const bound = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/mobile',
      token: parentA,
      body: { mobile: '13600000002', code },
    });
    expect(bound.json().data).toEqual({ mobile: '13600000002' });
    expect(
      (await call(t.app, { url: '/api/associated/user/mobile/13600000002', token: parentB })).json()
        .data,
    ).toEqual({ registered: true });
    expect(
      (await call(t.app, { url: '/api/associated/user/mobile/13600000009', token: parentB })).json()
        .data,
    ).toEqual({ registered: false });
  });
});

describe('register', () => {
  it("creates an account from a mobile code; a failure answers the spec's code 500 shape", async () => {
    await sendCode(t.app, '13500000001', '10.4.0.1');
    const code = await latestCode(t.app, '13500000001');
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/user/register',
      body: { mobile: '13500000001', code, password: 'Reg#pass1' },
    });
    expect(ok.json()).toEqual({ success: true, data: { userId: expect.any(Number) } });
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/user/register',
      body: { mobile: '13500000001', code, password: 'Reg#pass1' },
    });
    expect(again.json()).toEqual({
      success: false,
      code: 500,
      message: 'server exception, please retry or contact administrator',
    });
  });
});

describe('balance and version history', () => {
  it('the balance is the sum of the ledger in fen', async () => {
    expect((await call(t.app, { url: '/api/user/0/balance', token: parentA })).json().data).toEqual(
      { myAmount: 20000 },
    );
    const account = (
      await call(t.app, { url: '/api/user/0/account?page=0&size=20', token: parentA })
    ).json().data;
    expect(account.myAmount).toBe(20000);
    // The demo's 演示充值, newest, over a history that nets to zero (the demo's money).
    expect(account.amountDetails).toMatchObject({ page: 0, size: 20, total: 8 });
    expect(account.amountDetails.content[0]).toMatchObject({ type: 'Recharge', amount: 20000 });
    expect(
      (account.amountDetails.content as { amount: number }[]).reduce(
        (sum, row) => sum + row.amount,
        0,
      ),
    ).toBe(20000);
    expect(account.amountDetails.content.map((row: { type: string }) => row.type)).toContain(
      'Cash_Withdrawal',
    );
  });

  it('marks the version notes read', async () => {
    expect(
      (await call(t.app, { url: '/api/version/history', token: parentB })).json().data,
    ).toEqual({ version: '0.1.0', read: false });
    await call(t.app, {
      method: 'POST',
      url: '/api/version/history',
      token: parentB,
      body: { version: '0.1.0' },
    });
    expect(
      (await call(t.app, { url: '/api/version/history', token: parentB })).json().data.read,
    ).toBe(true);
  });
});
