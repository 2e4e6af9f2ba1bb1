import { eq } from 'drizzle-orm';
import { mealCollections, staffReads } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import {
  childMeal,
  childNamed,
  classNamed,
  collect,
  confirmedLeave,
  marksOf,
  scan,
  TODAY,
} from './serving';

// Decision 078: a meal is marked collected once, from the class list or a scanned meal code, by
// the kitchen (any class of its school) or a teacher of the child's class; a child on leave or
// without a paid order is refused with the reason and nothing is stored. The demo school's
// Monday 2026-03-16, 10:00 in Shanghai: 张小明 and 李华 (三年级1班) and 张小红 (一年级2班) have a
// paid lunch.

let t: TestApp;
let kitchen: string;
let headTeacher: string;
let otherAdmin: string;
let parentA: string;
let xiaoming: Awaited<ReturnType<typeof childNamed>>;
let xiaohong: Awaited<ReturnType<typeof childNamed>>;
let lihua: Awaited<ReturnType<typeof childNamed>>;

beforeAll(async () => {
  t = await createTestApp();
  kitchen = await tokenOf(t.app, 'kitchen');
  headTeacher = await tokenOf(t.app, 'teacher_a');
  otherAdmin = await tokenOf(t.app, 'school_admin_b');
  parentA = await tokenOf(t.app, 'parent_a');
  xiaoming = await childNamed(t.app, '张小明');
  xiaohong = await childNamed(t.app, '张小红');
  lihua = await childNamed(t.app, '李华');
});
afterAll(() => t.close());

describe('the class list', () => {
  it("shows a teacher their class's meals with the counts, and the kitchen every class", async () => {
    const klass = await classNamed(t.app, '三年级1班');
    const response = await call(t.app, {
      url: `/api/serving/class/${klass.id}?date=${TODAY}&diningType=Lunch`,
      token: headTeacher,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list).toMatchObject({ className: '三年级1班', date: TODAY, diningType: 'Lunch' });
    expect(list.serveEndAt).toBe('2026-03-16T04:40:00.000Z');
    const states = Object.fromEntries(
      list.children.map((child: { name: string; state: string }) => [child.name, child.state]),
    );
    expect(states).toMatchObject({ 张小明: 'Ordered', 李华: 'Ordered' });
    expect(list.counts).toEqual({ expected: 2, collected: 0, missed: 0, leave: 0 });
    // A staff read of the children's data, logged for the administrator (decision 074).
    const reads = await t.app.database.db
      .select()
      .from(staffReads)
      .where(eq(staffReads.what, 'servingList'));
    expect(reads.map((read) => read.associatedUserId)).toEqual(
      expect.arrayContaining([xiaoming.id, lihua.id]),
    );

    const mine = (
      await call(t.app, {
        url: `/api/serving/classes?date=${TODAY}&diningType=Lunch`,
        token: headTeacher,
      })
    ).json().data;
    expect(mine.classes.map((c: { className: string }) => c.className)).toEqual(['三年级1班']);
    const all = (
      await call(t.app, {
        url: `/api/serving/classes?date=${TODAY}&diningType=Lunch`,
        token: kitchen,
      })
    ).json().data;
    expect(all.classes.length).toBeGreaterThan(1);
    const first = all.classes.find((c: { className: string }) => c.className === '一年级2班');
    expect(first.counts).toEqual({ expected: 1, collected: 0, missed: 0, leave: 0 });
  });

  it("is nobody else's: a parent, another school's staff, a teacher of another class: 404", async () => {
    const own = await classNamed(t.app, '三年级1班');
    const other = await classNamed(t.app, '一年级2班');
    const query = `date=${TODAY}&diningType=Lunch`;
    for (const [token, url] of [
      [parentA, `/api/serving/classes?${query}`],
      [parentA, `/api/serving/class/${own.id}?${query}`],
      [otherAdmin, `/api/serving/class/${own.id}?${query}`],
      [headTeacher, `/api/serving/class/${other.id}?${query}`],
      [kitchen, `/api/serving/class/999999?${query}`],
    ] as const) {
      const response = await call(t.app, { url, token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('marking a meal collected', () => {
  it('from the list: stored once with its time; the parent sees it, without a code', async () => {
    const before = await childMeal(t.app, parentA, xiaoming.id);
    expect(before).toMatchObject({ state: 'Ordered', at: null });
    expect(before.code).toMatch(/^canteen-meal:1:/);

    const response = await collect(t.app, headTeacher, xiaoming.id, 'list-1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      associatedUserId: xiaoming.id,
      name: '张小明',
      className: '三年级1班',
      date: TODAY,
      diningType: 'Lunch',
      mealKind: 'Ordinary',
      collectedAt: '2026-03-16T02:00:00.000Z',
      source: 'List',
    });
    expect(await marksOf(t.app, xiaoming.id)).toHaveLength(1);
    expect(await childMeal(t.app, parentA, xiaoming.id)).toEqual({
      date: TODAY,
      diningType: 'Lunch',
      state: 'Collected',
      at: '2026-03-16T02:00:00.000Z',
      code: null,
    });
  });

  it('exactly once: the same key answers the first result, another key names the time', async () => {
    t.clock.advance(5 * 60_000);
    const replay = await collect(t.app, headTeacher, xiaoming.id, 'list-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.collectedAt).toBe('2026-03-16T02:00:00.000Z');

    const second = await collect(t.app, kitchen, xiaoming.id, 'kitchen-1');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      code: 'ALREADY_COLLECTED',
      message: '已于 10:00 取餐',
    });
    expect(await marksOf(t.app, xiaoming.id)).toHaveLength(1);
  });

  it('two devices at once: one row, one success', async () => {
    const answers = await Promise.all([
      collect(t.app, kitchen, lihua.id, 'race-a'),
      collect(t.app, headTeacher, lihua.id, 'race-b'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await marksOf(t.app, lihua.id)).toHaveLength(1);
    // Undone for the tests below.
    const undone = await call(t.app, {
      method: 'POST',
      url: '/api/serving/collect/undo',
      token: kitchen,
      body: { associatedUserId: lihua.id, date: TODAY, diningType: 'Lunch' },
    });
    expect(undone.json().data).toEqual({ associatedUserId: lihua.id, state: 'Ordered' });
    expect(await marksOf(t.app, lihua.id)).toHaveLength(0);
  });

  it('refuses a child on leave and a child without a paid meal, storing nothing', async () => {
    await confirmedLeave(t.app, lihua, TODAY, 'Breakfast');
    // 李华 has no breakfast order: not ordered comes first.
    const none = await collect(t.app, kitchen, lihua.id, 'none-1', { diningType: 'Breakfast' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ success: false, code: 'NOT_ORDERED', message: '未订餐' });

    await confirmedLeave(t.app, xiaohong, TODAY);
    const leave = await collect(t.app, kitchen, xiaohong.id, 'leave-1');
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toEqual({
      success: false,
      code: 'ON_LEAVE',
      message: '请假中，不应取餐',
    });
    expect(await marksOf(t.app, xiaohong.id)).toHaveLength(0);
    expect(await marksOf(t.app, lihua.id)).toHaveLength(0);
    expect((await childMeal(t.app, parentA, xiaohong.id)).state).toBe('Leave');
  });

  it('only on the service day', async () => {
    for (const date of ['2026-03-17', '2026-03-13']) {
      const response = await collect(t.app, kitchen, lihua.id, `day-${date}`, { date });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('NOT_SERVICE_DAY');
    }
    expect(await marksOf(t.app, lihua.id, '2026-03-17')).toHaveLength(0);
  });

  it("is nobody else's: a teacher of another class, another school's staff, a parent: 404", async () => {
    const rows = async () => (await t.app.database.db.select().from(mealCollections)).length;
    const before = await rows();
    for (const [token, child] of [
      [headTeacher, xiaohong.id],
      [otherAdmin, lihua.id],
      [parentA, xiaoming.id],
      [kitchen, 999999],
    ] as const) {
      const response = await collect(t.app, token, child, `stranger-${token.slice(0, 6)}-${child}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await rows()).toBe(before);
  });
});

describe('scanning a meal code', () => {
  it("marks the code's meal, once", async () => {
    const { code } = await childMeal(t.app, await tokenOf(t.app, 'parent_b'), lihua.id);
    const first = await scan(t.app, kitchen, code!, 'scan-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ associatedUserId: lihua.id, source: 'Code' });
    const replay = await scan(t.app, kitchen, code!, 'scan-1');
    expect(replay.json()).toEqual(first.json());
    const again = await scan(t.app, headTeacher, code!, 'scan-2');
    expect(again.json()).toMatchObject({ code: 'ALREADY_COLLECTED', message: '已于 10:05 取餐' });
    expect(await marksOf(t.app, lihua.id)).toHaveLength(1);
  });

  it('refuses a forged or altered code as invalid, and a code of another meal as such', async () => {
    const labels = await call(t.app, {
      url: `/api/admin/serving/labels?date=2026-03-17&diningType=Lunch`,
      token: kitchen,
    });
    expect(labels.statusCode).toBe(200);
    const label = (labels.json().data as { associatedUserId: number; code: string }[]).find(
      (row) => row.associatedUserId === xiaohong.id,
    )!;
    const [head, mac] = [
      label.code.slice(0, label.code.lastIndexOf(':')),
      label.code.split(':').pop()!,
    ];
    const forged = [
      `${head}:${'A'.repeat(mac.length)}`,
      label.code.replace(`:${xiaohong.id}:`, `:${xiaoming.id}:`),
      label.code.replace('2026-03-17', TODAY),
      `canteen-meal:1:${xiaohong.id}:${TODAY}:Lunch:`,
      'not a meal code at all',
    ];
    for (const code of forged) {
      const response = await scan(t.app, kitchen, code, `forged-${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'MEAL_CODE_INVALID', message: '取餐码无效' });
    }
    const otherDay = await scan(t.app, kitchen, label.code, 'other-day');
    expect(otherDay.statusCode).toBe(409);
    expect(otherDay.json().code).toBe('MEAL_CODE_OTHER_DAY');
    expect(await marksOf(t.app, xiaohong.id)).toHaveLength(0);
  });

  it("another school's staff and a teacher of another class cannot use a good code", async () => {
    const labels = await call(t.app, {
      url: '/api/admin/serving/labels?date=2026-03-18&diningType=Lunch',
      token: kitchen,
    });
    const codeOf = (id: number) =>
      (labels.json().data as { associatedUserId: number; code: string }[]).find(
        (row) => row.associatedUserId === id,
      )!.code;
    for (const [token, id] of [
      [otherAdmin, xiaoming.id],
      [headTeacher, xiaohong.id],
    ] as const) {
      const response = await scan(t.app, token, codeOf(id), `outsider-${id}`, {
        date: '2026-03-18',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('MEAL_CODE_INVALID');
    }
  });
});

describe('tray labels', () => {
  it("list the kitchen's meals of a service with their codes, in class order, not those on leave", async () => {
    const response = await call(t.app, {
      url: '/api/admin/serving/labels?date=2026-03-17&diningType=Lunch',
      token: kitchen,
    });
    expect(response.statusCode).toBe(200);
    const labels = response.json().data as { name: string; className: string; code: string }[];
    // 张小明 has the demo's leave on Tuesday.
    expect(labels.map((label) => `${label.className} ${label.name}`)).toEqual([
      '一年级2班 张小红',
      '三年级1班 李华',
    ]);
    expect(labels.every((label) => label.code.startsWith('canteen-meal:1:'))).toBe(true);
  });

  it('are a console call: a teacher, a parent and another school see nothing of them', async () => {
    for (const token of [headTeacher, parentA]) {
      const response = await call(t.app, {
        url: `/api/admin/serving/labels?date=${TODAY}&diningType=Lunch`,
        token,
      });
      expect(response.statusCode).toBe(404);
    }
    const other = await call(t.app, {
      url: `/api/admin/serving/labels?date=${TODAY}&diningType=Lunch`,
      token: otherAdmin,
    });
    expect(other.json().data ?? []).toEqual([]);
  });
});
