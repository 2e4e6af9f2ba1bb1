import type { Role } from '@/lib/contract/enums';
import { CLASS_PERMISSIONS, type ClassAction } from '@/lib/contract/classes';
import {
  buildClassWorld,
  concernedBinding,
  type ClassWorld,
  type Target,
  type TargetClass,
} from '../class-world';
import { call, createTestApp, type Call, type TestApp } from '../helpers';

// Decision 021 as a test matrix: each role × each class call × own class, another class of the
// same school, a class of another school. Allowed in the own class answers success, refused
// there answers 403; another class or school answers 404 whatever the role.

let t: TestApp;
let world: ClassWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildClassWorld(t.app);
});
afterAll(() => t.close());

const ROLES: Role[] = ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER', 'FAMILY_HEAD'];
const TARGETS: Target[] = ['own', 'otherClass', 'otherSchool'];

interface Case {
  name: string;
  action: ClassAction;
  request: (target: TargetClass) => Promise<Call> | Call;
  /** The answer of an allowed call when success is not possible for other reasons. */
  allowedCode?: string;
  /** The answer of a refused call in the own class, when not 403. */
  deniedAnswer?: '404';
}

const records = '/api/applications/classes/maintenance/record';
const CASES: Case[] = [
  {
    name: 'students',
    action: 'students',
    request: (c) => ({ url: `/api/applications/classes/students/${c.classesId}` }),
  },
  {
    name: 'bound users',
    action: 'view',
    request: (c) => ({ url: `/api/applications/classes/bind/user?classesId=${c.classesId}` }),
  },
  {
    name: 'has type',
    action: 'view',
    request: (c) => ({
      url: `/api/applications/classes/bind/user/${c.personId}/hasType/FAMILY_HEAD?classesId=${c.classesId}`,
    }),
  },
  {
    name: 'bind concerned (batch)',
    action: 'bindConcerned',
    request: (c) => ({
      method: 'POST',
      url: '/api/applications/classes/bind/user/batch',
      body: { classesId: c.classesId, bindType: 'FAMILY_HEAD', userIds: [c.personId] },
    }),
  },
  {
    name: 'bind responsible (batch)',
    action: 'bindResponsible',
    request: (c) => ({
      method: 'POST',
      url: '/api/applications/classes/bind/user/batch',
      body: { classesId: c.classesId, bindType: 'RESPONSIBLE_TEACHER', userIds: [c.personId] },
    }),
  },
  {
    name: 'unbind concerned',
    action: 'bindConcerned',
    request: async (c) => ({
      method: 'DELETE',
      url: `/api/applications/classes/bind/user/${await concernedBinding(t.app, c)}`,
    }),
  },
  {
    name: 'record list',
    action: 'view',
    request: (c) => ({ url: `${records}?classesId=${c.classesId}&bindType=FAMILY_HEAD` }),
  },
  {
    name: 'record tree',
    action: 'view',
    request: (c) => ({
      url: `${records}/tree?classesId=${c.classesId}&bindType=RESPONSIBLE_TEACHER`,
    }),
  },
  {
    name: 'last record',
    action: 'view',
    request: (c) => ({ url: `${records}/${c.classesId}/last` }),
  },
  {
    name: 'add concerned record',
    action: 'recordConcerned',
    request: (c) => ({
      method: 'POST',
      url: records,
      body: { classesId: c.classesId, bindType: 'FAMILY_HEAD', content: '陪餐记录' },
    }),
  },
  {
    name: 'add responsible record',
    action: 'recordResponsible',
    request: (c) => ({
      method: 'POST',
      url: records,
      body: { classesId: c.classesId, bindType: 'RESPONSIBLE_TEACHER', content: '分餐记录' },
    }),
  },
  {
    name: 'leave for a child of the class',
    action: 'leave',
    // No paid meal that day: an allowed caller reaches the leave rules, which refuse it.
    allowedCode: 'LEAVE_NOT_ALLOWED',
    // A child the caller may not put on leave is as unknown as another account's child.
    deniedAnswer: '404',
    request: (c) => ({
      method: 'POST',
      url: `/api/meal/leave/user/${c.childId}`,
      body: { leaveDate: '2026-04-03', diningType: 'Dinner' },
    }),
  },
];

describe('classes kept', () => {
  it('lists only the classes a person is bound to, with their roles, counts and last record', async () => {
    for (const role of ROLES) {
      const response = await call(t.app, {
        url: '/api/applications/classes/kept',
        token: world.tokens[role],
      });
      const kept = response.json().data as {
        classesId: number;
        classesName: string;
        roles: Role[];
      }[];
      expect(kept.map((klass) => klass.classesId)).toEqual([world.targets.own.classesId]);
      expect(kept[0]).toMatchObject({
        classesName: '三年级1班',
        gradeName: '三年级',
        roles: [role],
      });
    }
    const head = await call(t.app, {
      url: '/api/applications/classes/kept',
      token: world.tokens.HEAD_TEACHER,
    });
    const [klass] = head.json().data;
    expect(klass.dining.map((d: { diningType: string }) => d.diningType)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
    ]);
    expect(klass.lastRecord).toMatchObject({ classesId: world.targets.own.classesId });
  });

  it('a guardian who keeps no class sees none', async () => {
    const { tokenOf } = await import('../helpers');
    const response = await call(t.app, {
      url: '/api/applications/classes/kept',
      token: await tokenOf(t.app, 'parent_a'),
    });
    expect(response.json()).toEqual({ success: true, data: [] });
  });
});

describe('class permissions (decision 021)', () => {
  for (const role of ROLES) {
    for (const testCase of CASES) {
      for (const target of TARGETS) {
        const allowed = target === 'own' && CLASS_PERMISSIONS[testCase.action].includes(role);
        const expected =
          target !== 'own'
            ? '404'
            : allowed
              ? (testCase.allowedCode ?? 'success')
              : (testCase.deniedAnswer ?? '403');
        it(`${role} · ${testCase.name} · ${target} class → ${expected}`, async () => {
          const request = await testCase.request(world.targets[target]);
          const response = await call(t.app, { ...request, token: world.tokens[role] });
          const body = response.json();
          if (expected === 'success') {
            expect(response.statusCode).toBe(200);
            expect(body.success).toBe(true);
          } else if (expected === '403' || expected === '404') {
            expect(response.statusCode).toBe(Number(expected));
            expect(body).toMatchObject({
              success: false,
              code: expected === '403' ? 'FORBIDDEN' : 'NOT_FOUND',
            });
          } else {
            expect(body).toMatchObject({ success: false, code: expected });
          }
        });
      }
    }
  }
});

describe('binding and records', () => {
  it('binds several people at once, leaves an existing binding as it is, and refuses outsiders', async () => {
    const { own, otherClass } = world.targets;
    const token = world.tokens.HEAD_TEACHER;
    const batch = (userIds: number[]) =>
      call(t.app, {
        method: 'POST',
        url: '/api/applications/classes/bind/user/batch',
        token,
        body: { classesId: own.classesId, bindType: 'FAMILY_HEAD', userIds },
      });
    const first = await batch([own.personId]);
    expect(first.json().data).toEqual([
      expect.objectContaining({
        accountId: own.personId,
        bindType: 'FAMILY_HEAD',
        mobile: '138****0001',
      }),
    ]);
    const again = await batch([own.personId, own.personId]);
    expect(again.json().data.map((b: { id: number }) => b.id)).toEqual([first.json().data[0].id]);
    expect((await batch([own.personId, otherClass.personId])).statusCode).toBe(404);
    const has = await call(t.app, {
      url: `/api/applications/classes/bind/user/${own.personId}/hasType/FAMILY_HEAD?classesId=${own.classesId}`,
      token,
    });
    expect(has.json().data).toBe(true);
  });

  it('never unbinds the head teacher from the app', async () => {
    const bound = await call(t.app, {
      url: `/api/applications/classes/bind/user?classesId=${world.targets.own.classesId}&bindType=HEAD_TEACHER`,
      token: world.tokens.HEAD_TEACHER,
    });
    const [head] = bound.json().data as { id: number }[];
    const response = await call(t.app, {
      method: 'DELETE',
      url: `/api/applications/classes/bind/user/${head!.id}`,
      token: world.tokens.HEAD_TEACHER,
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps replies under their record in the tree and refuses a reply to another class', async () => {
    const { own, otherClass } = world.targets;
    const token = world.tokens.RESPONSIBLE_TEACHER;
    const add = (body: object) => call(t.app, { method: 'POST', url: records, token, body });
    const root = (
      await add({
        classesId: own.classesId,
        bindType: 'RESPONSIBLE_TEACHER',
        content: '  新记录  ',
      })
    ).json().data;
    expect(root).toMatchObject({ content: '新记录', parentId: null, authorName: '赵老师' });
    await add({
      classesId: own.classesId,
      bindType: 'RESPONSIBLE_TEACHER',
      content: '回复',
      parentId: root.id,
    });
    const tree = await call(t.app, {
      url: `${records}/tree?classesId=${own.classesId}&bindType=RESPONSIBLE_TEACHER`,
      token,
    });
    const [newest] = tree.json().data;
    expect(newest).toMatchObject({
      id: root.id,
      children: [expect.objectContaining({ content: '回复' })],
    });
    const foreign = await call(t.app, {
      url: `${records}/${otherClass.classesId}/last`,
      token: world.tokens.HEAD_TEACHER,
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await add({
      classesId: own.classesId,
      bindType: 'RESPONSIBLE_TEACHER',
      content: '   ',
    });
    expect(empty.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });
});
