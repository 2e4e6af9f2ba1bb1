import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';
import { findClass, identitiesOf, noticeVersion } from './enrolment';

// Decision 070: one code links one child however families race for it; wrong codes count against
// the account and the address; the consent follows the school's notice; codes die with the year.

let t: TestApp;
let tokens: ConsoleTokens;
let parentB: string;
let parentC: string;
let sunny: number; // 阳光实验小学
let class32: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parentB = await tokenOf(t.app, 'parent_b');
  parentC = await tokenOf(t.app, 'parent_c');
  sunny = (await identitiesOf(t.app, tokens.parent))[0]!.unitId;
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

async function importFifthGrade(): Promise<number> {
  await adminData(t.app, tokens.admin, {
    method: 'POST',
    url: '/api/admin/roster/import',
    body: {
      csv: '学号,姓名,性别,年级,班级\nR1,周一,男,五年级,五年级1班\nR2,吴二,女,五年级,五年级1班',
    },
  });
  return findClass(t.app, tokens.parent, sunny, '五年级1班');
}

describe('two families racing for one code', () => {
  it('links one of them only', async () => {
    const class51 = await importFifthGrade();
    const codes = await adminData<{ name: string; code: string }[]>(t.app, tokens.admin, {
      url: `/api/admin/enrolment/codes?classesId=${class51}`,
    });
    const code = codes.find((row) => row.name === '吴二')!.code;
    const body = child(sunny, class51, { claimCode: code, consentVersion: 'builtin-1' });
    const answers = await Promise.all([
      addChild(tokens.parent, body, '10.5.0.1'),
      addChild(parentC, body, '10.5.0.2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const owners = [
      ...(await identitiesOf(t.app, tokens.parent)),
      ...(await identitiesOf(t.app, parentC)),
    ].filter((row) => row.userName === '吴二');
    expect(owners).toHaveLength(1);
  });
});

describe('wrong codes are limited per account and per address', () => {
  const wrong = (token: string, address: string) =>
    addChild(
      token,
      child(sunny, class32, { claimCode: 'ZZZZ-ZZZZ', consentVersion: 'builtin-1' }),
      address,
    );

  it('ten wrong codes an hour per account, then even a good one waits', async () => {
    const teacherB = await tokenOf(t.app, 'teacher_b');
    for (let i = 0; i < 10; i += 1)
      expect((await wrong(teacherB, `10.8.0.${i + 1}`)).json().code).toBe('CLAIM_CODE_INVALID');
    const good = await addChild(
      teacherB,
      child(sunny, class32, { claimCode: 'SUNB2345', consentVersion: 'builtin-1' }),
      '10.8.1.1',
    );
    expect(good.statusCode).toBe(429);
    expect(good.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: '认领码错误次数过多，请 1 小时后再试',
    });
    t.clock.advance(61 * 60_000);
    expect((await wrong(teacherB, '10.8.1.1')).json().code).toBe('CLAIM_CODE_INVALID');
  });

  it('thirty an hour per address, whichever accounts', async () => {
    const people = ['parent_a', 'parent_b', 'parent_c', 'teacher_a'];
    const accounts = await Promise.all(people.map((name) => tokenOf(t.app, name)));
    for (const token of accounts.slice(0, 3))
      for (let i = 0; i < 10; i += 1)
        expect((await wrong(token, '10.9.9.9')).json().code).toBe('CLAIM_CODE_INVALID');
    expect((await wrong(accounts[3]!, '10.9.9.9')).statusCode).toBe(429);
    expect((await wrong(accounts[3]!, '10.9.9.10')).json().code).toBe('CLAIM_CODE_INVALID');
  });
});

describe('the privacy notice', () => {
  it("is the school's own once it publishes one, and the consent follows its version", async () => {
    expect(await noticeVersion(t.app, parentB, sunny)).toBe('builtin-1');
    const saved = await adminData<{ id: number }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/agreements',
      body: {
        userType: 'PrivacyNotice',
        title: '阳光实验小学儿童个人信息保护告知书',
        partyName: '阳光实验小学',
        content: '我们只为订餐处理孩子的信息。',
        auditStatus: 'Pass',
        signedOn: null,
        validUntil: null,
      },
    });
    const notice = await call(t.app, {
      url: `/api/associated/user/privacy/${sunny}`,
      token: parentB,
    });
    expect(notice.json().data).toMatchObject({
      title: '阳光实验小学儿童个人信息保护告知书',
      version: `A${saved.id}`,
    });
    const old = await addChild(
      parentB,
      child(sunny, class32, { claimCode: 'SUNB2345', consentVersion: 'builtin-1' }),
      '10.6.0.1',
    );
    expect(old.json().code).toBe('CONSENT_REQUIRED');
    expect(
      (await call(t.app, { url: '/api/associated/user/privacy/999999', token: parentB }))
        .statusCode,
    ).toBe(404);
  });

  it('codes die when the school year ends', async () => {
    t.clock.advance(200 * 24 * 60 * 60_000);
    const parent = await tokenOf(t.app, 'parent_b');
    const response = await addChild(
      parent,
      child(sunny, class32, {
        claimCode: 'SUNB2345',
        consentVersion: await noticeVersion(t.app, parent, sunny),
      }),
      '10.6.0.2',
    );
    expect(response.json().code).toBe('CLAIM_CODE_INVALID');
  });
});
