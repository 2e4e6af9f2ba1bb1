import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';
import { findClass, identitiesOf, noticeVersion } from './enrolment';

// Decision 070: a child is linked with the claim code of the school's letter and the guardian's
// consent, once; without a code the school is asked and, until it approves, the child is nothing
// of the school's (no news for members, no agreements, no teacher's class list, no orders).

let t: TestApp;
let tokens: ConsoleTokens;
let parentB: string;
let parentC: string;
let sunny: number; // 阳光实验小学
let other: number; // 明德中学
let class31: number;
let class32: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parentB = await tokenOf(t.app, 'parent_b');
  parentC = await tokenOf(t.app, 'parent_c');
  sunny = (await identitiesOf(t.app, tokens.parent))[0]!.unitId;
  other = (await identitiesOf(t.app, parentC))[0]!.unitId;
  class31 = await findClass(t.app, tokens.parent, sunny, '三年级1班');
  class32 = await findClass(t.app, tokens.parent, sunny, '三年级2班');
});
afterAll(() => t.close());

const addChild = (token: string, body: Record<string, unknown>, remoteAddress = '10.7.0.1') =>
  call(t.app, { method: 'POST', url: '/api/associated/user', token, body, remoteAddress });

const child = (unitId: number, classesId: number, extra: Record<string, unknown> = {}) => ({
  userName: '冒名者',
  gender: 'Male',
  unitId,
  classesId,
  ...extra,
});

interface Request {
  id: number;
  userName: string;
  status: string;
  guardianMobile: string | null;
  consentVersion: string | null;
}

const requests = (token = tokens.admin) =>
  adminData<Request[]>(t.app, token, { url: '/api/admin/enrolment/requests' });

describe('without a code the child waits for the school and sees nothing of it', () => {
  let requestId: number;

  it("the impostor's enrolment in another school is only a request", async () => {
    const before = await identitiesOf(t.app, parentC);
    const response = await addChild(parentC, child(sunny, class31));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'ENROLMENT_PENDING',
      message: '已提交加入申请，学校确认后即可使用',
    });
    expect(await identitiesOf(t.app, parentC)).toEqual(before);

    const news = await call(t.app, { url: `/api/news/${sunny}`, token: parentC });
    const anonymous = await call(t.app, { url: `/api/news/${sunny}` });
    expect(news.json().data).toEqual(anonymous.json().data);
    expect(
      (await call(t.app, { url: `/api/agreement/list/${sunny}`, token: parentC })).statusCode,
    ).toBe(404);
    const teacher = await tokenOf(t.app, 'teacher_a');
    const classList = await call(t.app, {
      url: `/api/applications/classes/students/${class31}`,
      token: teacher,
    });
    expect(classList.statusCode).toBe(200);
    expect(classList.json().data.map((row: { userName: string }) => row.userName)).not.toContain(
      '冒名者',
    );

    const mine = await call(t.app, { url: '/api/associated/user/join', token: parentC });
    expect(mine.json().data[0]).toMatchObject({ userName: '冒名者', status: 'Pending' });
    const theirs = await call(t.app, { url: '/api/associated/user/join', token: parentB });
    expect(theirs.json().data.map((row: { userName: string }) => row.userName)).not.toContain(
      '冒名者',
    );
    const pending = (await requests()).find((row) => row.userName === '冒名者')!;
    expect(pending).toMatchObject({ status: 'Pending', guardianMobile: '138****0004' });
    requestId = pending.id;
  });

  it('the seeded family is waiting too', async () => {
    expect((await requests()).map((row) => row.userName)).toContain('李小华');
  });

  it("another school's administrator neither sees nor decides the request", async () => {
    expect((await requests(tokens.otherAdmin)).map((row) => row.id)).not.toContain(requestId);
    const decided = await call(t.app, {
      method: 'POST',
      url: `/api/admin/enrolment/requests/${requestId}/decide`,
      token: tokens.otherAdmin,
      body: { approve: true },
    });
    expect(decided.statusCode).toBe(404);
    for (const token of [tokens.parent, tokens.kitchen, parentC]) {
      const asked = await call(t.app, { url: '/api/admin/enrolment/requests', token });
      expect(asked.statusCode).toBe(404);
    }
  });

  it('declined, the family gets nothing; decided once only', async () => {
    const declined = await adminData<Request>(t.app, tokens.admin, {
      method: 'POST',
      url: `/api/admin/enrolment/requests/${requestId}/decide`,
      body: { approve: false },
    });
    expect(declined.status).toBe('Declined');
    expect((await identitiesOf(t.app, parentC)).map((row) => row.unitId)).not.toContain(sunny);
    const again = await call(t.app, {
      method: 'POST',
      url: `/api/admin/enrolment/requests/${requestId}/decide`,
      token: tokens.admin,
      body: { approve: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_DECIDED', message: '该申请已处理' });
  });

  it('approved, the child is the family’s, with the consent it gave', async () => {
    const version = await noticeVersion(t.app, parentB, sunny);
    const asked = await addChild(
      parentB,
      child(sunny, class31, { userName: '李小妹', consentVersion: version }),
    );
    expect(asked.statusCode).toBe(202);
    const row = (await requests()).find((one) => one.userName === '李小妹')!;
    expect(row.consentVersion).toBe(version);
    await adminData(t.app, tokens.admin, {
      method: 'POST',
      url: `/api/admin/enrolment/requests/${row.id}/decide`,
      body: { approve: true },
    });
    const mine = await identitiesOf(t.app, parentB);
    expect(mine.find((one) => one.userName === '李小妹')).toMatchObject({
      unitId: sunny,
      classesId: class31,
    });
    const consents = await adminData<{ childName: string; version: string }[]>(
      t.app,
      tokens.admin,
      { url: '/api/admin/enrolment/consents' },
    );
    expect(consents).toContainEqual(expect.objectContaining({ childName: '李小妹', version }));
  });
});

describe('a claim code links the roster student once, after consent', () => {
  it('refuses without consent to the current notice', async () => {
    const response = await addChild(parentC, child(sunny, class32, { claimCode: 'suna-2345' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CONSENT_REQUIRED',
      message: '请阅读并同意学校的个人信息保护告知书',
    });
    const stale = await addChild(
      parentC,
      child(sunny, class32, { claimCode: 'SUNA2345', consentVersion: 'A999999' }),
    );
    expect(stale.json().code).toBe('CONSENT_REQUIRED');
  });

  it('links with the code as typed and records the consent', async () => {
    const version = await noticeVersion(t.app, parentC, sunny);
    const response = await addChild(
      parentC,
      child(sunny, class31, {
        userName: '随便写',
        claimCode: ' suna 2345 ',
        consentVersion: version,
      }),
    );
    expect(response.statusCode).toBe(200);
    // The roster is the school's word: its name and class, whatever the family typed.
    expect(response.json().data).toMatchObject({
      userName: '赵小雨',
      unitId: sunny,
      classesId: class32,
      classesName: '三年级2班',
    });
    const consents = await adminData<{ childName: string; version: string; consentedAt: string }[]>(
      t.app,
      tokens.admin,
      { url: '/api/admin/enrolment/consents' },
    );
    expect(consents[0]).toMatchObject({ childName: '赵小雨', version });
    const elsewhere = await adminData<{ childName: string }[]>(t.app, tokens.otherAdmin, {
      url: '/api/admin/enrolment/consents',
    });
    expect(elsewhere.map((row) => row.childName)).not.toContain('赵小雨');
    const codes = await adminData<{ name: string; status: string }[]>(t.app, tokens.admin, {
      url: `/api/admin/enrolment/codes?classesId=${class32}`,
    });
    expect(codes.find((row) => row.name === '赵小雨')!.status).toBe('Used');
  });

  it('a second account is refused, and the school sees the attempt', async () => {
    const version = await noticeVersion(t.app, parentB, sunny);
    const response = await addChild(
      parentB,
      child(sunny, class32, { claimCode: 'SUNA-2345', consentVersion: version }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CLAIM_CODE_USED',
      message: '该认领码已被使用，如有疑问请联系学校',
    });
    expect((await identitiesOf(t.app, parentB)).map((row) => row.userName)).not.toContain('赵小雨');
    const attempts = await adminData<{ studentName: string; guardianMobile: string }[]>(
      t.app,
      tokens.admin,
      { url: '/api/admin/enrolment/attempts' },
    );
    expect(attempts[0]).toMatchObject({ studentName: '赵小雨', guardianMobile: '138****0002' });
    const theirs = await adminData<unknown[]>(t.app, tokens.otherAdmin, {
      url: '/api/admin/enrolment/attempts',
    });
    expect(theirs).toEqual([]);
  });

  it("a code is no key to another school, and another school's staff cannot read codes", async () => {
    const otherClass = await findClass(t.app, tokens.parent, other, null);
    const version = await noticeVersion(t.app, parentB, other);
    const response = await addChild(
      parentB,
      child(other, otherClass, { claimCode: 'SUNB2345', consentVersion: version }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CLAIM_CODE_INVALID');
    for (const url of [`/api/admin/enrolment/codes?classesId=${class32}`]) {
      expect((await call(t.app, { url, token: tokens.otherAdmin })).statusCode).toBe(404);
      expect((await call(t.app, { url, token: parentB })).statusCode).toBe(404);
    }
    const issue = await call(t.app, {
      method: 'POST',
      url: '/api/admin/enrolment/codes/issue',
      token: tokens.otherAdmin,
      body: { classesId: class32 },
    });
    expect(issue.statusCode).toBe(404);
  });

  it('a revoked code opens nothing; issuing again gives the student a new one', async () => {
    const codes = await adminData<{ id: number; name: string; code: string; status: string }[]>(
      t.app,
      tokens.admin,
      { url: `/api/admin/enrolment/codes?classesId=${class32}` },
    );
    const sun = codes.find((row) => row.name === '孙小宝')!;
    expect(sun).toMatchObject({ code: 'SUNC-2345', status: 'Active' });
    const foreign = await call(t.app, {
      method: 'POST',
      url: `/api/admin/enrolment/codes/${sun.id}/revoke`,
      token: tokens.otherAdmin,
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await adminData<{ status: string }>(t.app, tokens.admin, {
      method: 'POST',
      url: `/api/admin/enrolment/codes/${sun.id}/revoke`,
    });
    expect(revoked.status).toBe('Revoked');
    const version = await noticeVersion(t.app, parentB, sunny);
    const refused = await addChild(
      parentB,
      child(sunny, class32, { claimCode: 'SUNC-2345', consentVersion: version }),
      '10.7.0.9',
    );
    expect(refused.json()).toMatchObject({
      code: 'CLAIM_CODE_INVALID',
      message: '认领码无效或已过期，请核对学校发放的告家长书',
    });
    const issued = await adminData<{ issued: number }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/enrolment/codes/issue',
      body: { classesId: class32 },
    });
    expect(issued.issued).toBe(1);
    const after = await adminData<{ name: string; code: string; status: string }[]>(
      t.app,
      tokens.admin,
      { url: `/api/admin/enrolment/codes?classesId=${class32}` },
    );
    const fresh = after.find((row) => row.name === '孙小宝')!;
    expect(fresh.status).toBe('Active');
    expect(fresh.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(fresh.code).not.toBe('SUNC-2345');
  });

  it('the roster import gives each new student a code for its letter', async () => {
    await adminData(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/roster/import',
      body: {
        csv: '学号,姓名,性别,年级,班级\nR1,周一,男,五年级,五年级1班\nR2,吴二,女,五年级,五年级1班',
      },
    });
    const class51 = await findClass(t.app, tokens.parent, sunny, '五年级1班');
    const codes = await adminData<{ name: string; status: string; expiresAt: string }[]>(
      t.app,
      tokens.admin,
      { url: `/api/admin/enrolment/codes?classesId=${class51}` },
    );
    expect(codes.map((row) => [row.name, row.status])).toEqual([
      ['周一', 'Active'],
      ['吴二', 'Active'],
    ]);
    // The school year ends on 31 July, in the school's zone.
    expect(codes[0]!.expiresAt).toBe('2026-07-31T16:00:00.000Z');
  });
});
