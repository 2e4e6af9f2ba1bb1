import { call, createTestApp, fingerprint, tokenOf, type TestApp } from '../helpers';
import type { Identity } from '@/lib/contract/user';

let t: TestApp;
let parentA: string;
let parentB: string;
let childOfA: Identity;
let childOfB: Identity;

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/boom', () => {
    throw new Error('internal detail at /secret/path.ts:12');
  });
  parentA = await tokenOf(t.app, 'parent_a');
  parentB = await tokenOf(t.app, 'parent_b');
  childOfA = (await call(t.app, { url: '/api/associated/user/identity', token: parentA })).json()
    .data[0];
  childOfB = (await call(t.app, { url: '/api/associated/user/identity', token: parentB })).json()
    .data[0];
});
afterAll(() => t.close());

describe('school structure', () => {
  it('lists and searches schools', async () => {
    const all = (await call(t.app, { url: '/api/school/all', token: parentA })).json().data;
    expect(all.map((school: { name: string }) => school.name)).toEqual([
      '阳光实验小学',
      '明德中学',
    ]);
    const found = (
      await call(t.app, { url: `/api/school?name=${encodeURIComponent('阳光')}`, token: parentA })
    ).json().data;
    expect(found).toHaveLength(1);
    const wildcard = (await call(t.app, { url: '/api/school?name=%25', token: parentA })).json()
      .data;
    expect(wildcard).toEqual([]);
  });

  it('grades, classes and the class tree of a unit', async () => {
    const grades = (
      await call(t.app, { url: `/api/grade/unit/${childOfA.unitId}`, token: parentA })
    ).json().data;
    expect(grades).toHaveLength(6);
    const classes = (
      await call(t.app, { url: `/api/classes/grade/${childOfA.gradeId}`, token: parentA })
    ).json().data;
    expect(classes.map((klass: { name: string }) => klass.name)).toEqual([
      '三年级1班',
      '三年级2班',
    ]);
    const tree = (
      await call(t.app, { url: `/api/classes/unit/${childOfA.unitId}/tree`, token: parentA })
    ).json().data;
    expect(tree[2]).toMatchObject({
      name: '三年级',
      type: 'grade',
      children: [{ name: '三年级1班' }, { name: '三年级2班' }],
    });
    expect((await call(t.app, { url: '/api/grade/unit/999', token: parentA })).json()).toEqual({
      success: true,
      data: [],
    });
  });

  it('regions from the top level down', async () => {
    const top = (await call(t.app, { url: '/api/region/0', token: parentA })).json().data;
    expect(top).toEqual([{ id: expect.any(Number), parentId: null, name: '广东省', leaf: false }]);
    const cities = (await call(t.app, { url: `/api/region/${top[0].id}`, token: parentA })).json()
      .data;
    expect(cities[0].name).toBe('深圳市');
  });
});

describe('moving a child to another class', () => {
  it("moves the caller's child", async () => {
    const classes = (
      await call(t.app, { url: `/api/classes/grade/${childOfA.gradeId}`, token: parentA })
    ).json().data;
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/student/${childOfA.associatedUserId}/updateClass`,
      token: parentA,
      body: { classesId: classes[1].id },
    });
    expect(response.json().data).toMatchObject({ classesName: '三年级2班' });
  });

  it("another account's child is 404 and unchanged", async () => {
    const before = await fingerprint(t.app);
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/student/${childOfB.associatedUserId}/updateClass`,
      token: parentA,
      body: { classesId: childOfA.classesId },
    });
    expect(response.statusCode).toBe(404);
    expect(await fingerprint(t.app)).toBe(before);
  });
});

describe('unit settings', () => {
  it('prices in fen per dining type and meal kind, cut-offs, time zone and switches', async () => {
    const url = `/api/business/service/setting/${childOfA.unitId}/school/${childOfA.unitId}`;
    const settings = (await call(t.app, { url, token: parentA })).json().data;
    expect(settings.timeZone).toBe('Asia/Shanghai');
    expect(settings.diningTypes.map((d: { diningType: string }) => d.diningType)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
    ]);
    expect(settings.diningTypes[1]).toMatchObject({
      prices: { Ordinary: 1500, Muslim: 1700 },
      orderDeadline: { daysBefore: 1, time: '16:00' },
      leaveDeadline: { daysBefore: 0, time: '09:00' },
      functionalSwitch: { order: true, leave: true },
    });
    expect(settings.diningTypes[0].leaveDeadline).toEqual({ daysBefore: 1, time: '16:00' });
  });

  it('a unit the account has no child in is 404', async () => {
    const response = await call(t.app, {
      url: '/api/business/service/setting/2/school/2',
      token: parentA,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().data).toBeUndefined();
  });
});

describe('errors never leak internals', () => {
  it('an unexpected failure answers 500 with the generic message only', async () => {
    const response = await call(t.app, { url: '/api/test/boom', token: parentA });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: '服务器内部错误',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('secret');
  });

  it('an unknown API path answers the envelope 404', async () => {
    const response = await call(t.app, {
      method: 'DELETE',
      url: '/api/no/such/thing',
      token: parentA,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: '资源不存在', code: 'NOT_FOUND' });
  });

  it('a body that is not JSON is a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/associated/user/bind/user',
      headers: { authorization: `Bearer ${parentA}`, 'content-type': 'application/json' },
      payload: '{"associatedUserId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: '请求无效',
      code: 'INVALID_REQUEST',
    });
  });
});
