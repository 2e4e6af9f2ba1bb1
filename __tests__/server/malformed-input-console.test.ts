import { eq } from 'drizzle-orm';
import { classes, maintenanceRecords, news } from '@/server/domains/schema';
import { call, createTestApp, fingerprint, tokenOf, type TestApp } from './helpers';

// The attacks an audit found (malformed-input.test.ts continued): console ids of
// 2^31 and more in path, query and body answered 500; a lone surrogate in a console text field
// and NUL in a class maintenance record answered 500; other control characters were stored.
// Each is now a 400 naming the field, and nothing is written.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('console ids past an int4, lone surrogates, NUL and other controls', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenOf(t.app, 'school_admin');
  });
  const TOO_LARGE = 2 ** 31;
  const refusal = (field: string) => ({
    success: false,
    code: 'INVALID_INPUT',
    message: `参数无效：${field}`,
  });
  const newsRows = async () => (await t.app.database.db.select().from(news)).length;

  it.each([
    ['DELETE', `/api/admin/news/${TOO_LARGE}`, 'id', undefined],
    ['DELETE', `/api/admin/agreements/${2 ** 53}`, 'id', undefined],
    ['POST', `/api/admin/orders/${TOO_LARGE}/paid`, 'id', undefined],
    ['POST', `/api/admin/prepayments/${TOO_LARGE}/withdraw`, 'id', undefined],
    ['POST', `/api/admin/refunds/${TOO_LARGE}/approve`, 'id', { remark: 'ok' }],
    ['GET', `/api/admin/accounts/${TOO_LARGE}/ledger`, 'accountId', undefined],
    ['DELETE', `/api/admin/roster/children/${TOO_LARGE}/link`, 'id', undefined],
    ['GET', `/api/admin/roster/students?classesId=${TOO_LARGE}`, 'classesId', undefined],
    ['PUT', '/api/admin/roster/children/1/link', 'rosterStudentId', { rosterStudentId: TOO_LARGE }],
    [
      'POST',
      '/api/admin/roster/teachers',
      'classesId',
      { mobile: '13800000001', classesId: TOO_LARGE, bindType: 'HEAD_TEACHER' },
    ],
  ] as const)(
    '6: %s %s with an id of 2^31 and more answers 400 naming %s',
    async (method, url, field, body) => {
      const before = await fingerprint(t.app);
      const response = await call(t.app, { method, url, body, token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(field));
      expect(await fingerprint(t.app)).toBe(before);
    },
  );

  it('6: the largest id an int4 holds is looked up, not refused', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/admin/orders/${TOO_LARGE - 1}/paid`,
      token: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each([
    ['title', { title: 'a\ud800', summary: '', content: 'c', public: true }],
    ['content', { title: 't', summary: '', content: 'x\udfffy', public: true }],
    ['summary', { title: 't', summary: 'NEL\u0085', content: 'c', public: true }],
    ['title', { title: 'CSI\u009b31m', summary: '', content: 'c', public: true }],
  ])(
    '6: a console news item with a lone surrogate or a C1 control in %s is refused, not stored',
    async (field, body) => {
      const before = await newsRows();
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/admin/news',
        body,
        token: admin,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(field));
      expect(await newsRows()).toBe(before);
    },
  );

  it('6: a menu dish or a calendar day named with a lone surrogate answers 400', async () => {
    const menu = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/menus',
      token: admin,
      body: {
        date: '2026-03-16',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dishes: [{ name: '宫保\ud83c', weightGrams: 100, allergens: null }],
      },
    });
    expect(menu.json()).toEqual(refusal('dishes.0.name'));
    const day = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/calendar',
      token: admin,
      body: { date: '2026-03-16', kind: 'Holiday', name: '\udc00' },
    });
    expect(day.json()).toEqual(refusal('name'));
  });

  it('6: a class maintenance record with NUL or ESC is refused and not stored; newlines are kept', async () => {
    const teacher = await tokenOf(t.app, 'teacher_b');
    const db = t.app.database.db;
    const [klass] = await db.select().from(classes).where(eq(classes.name, '三年级1班'));
    const rows = async () =>
      (
        await db
          .select()
          .from(maintenanceRecords)
          .where(eq(maintenanceRecords.classesId, klass!.id))
      ).length;
    const before = await rows();
    const add = (content: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/applications/classes/maintenance/record',
        token: teacher,
        body: { classesId: klass!.id, bindType: 'RESPONSIBLE_TEACHER', content },
      });
    for (const content of ['分餐\u0000记录', '分餐\u001b[2J', '分餐\u0085', '分餐\ud800']) {
      const refused = await add(content);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(refusal('content'));
    }
    expect(await rows()).toBe(before);
    const kept = await add('第一行\n第二行');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.content).toBe('第一行\n第二行');
    expect(await rows()).toBe(before + 1);
  });

  it('6: a roster CSV cell with a lone surrogate or a control is refused with its line', async () => {
    const csv = '学号,姓名,性别,年级,班级\nF1,张\ud800,男,三年级,1班\nF2,李\u0085,女,三年级,1班\n';
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/roster/import',
      token: admin,
      body: { csv },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      imported: 0,
      errors: [
        { line: 2, problem: 'name' },
        { line: 3, problem: 'name' },
      ],
    });
  });
});
