import { and, eq } from 'drizzle-orm';
import { mealCollections, reminders, servingSettings } from '@/server/domains/schema';
import { accountIdOf, call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { childMeal, childNamed, collect, marksOf, TODAY } from './serving';

// Decision 078: after a service's end the meals nobody marked are Missed, but only where the
// school marked at least one meal of that service; a guardian whose child's Missed meals of the
// month reach the school's threshold is reminded once for that child and month, if the
// guardian's switch is on. The demo's lunch ends at 12:40 in Shanghai (04:40Z).

let t: TestApp;
let xiaoming: Awaited<ReturnType<typeof childNamed>>;
let xiaohong: Awaited<ReturnType<typeof childNamed>>;
let lihua: Awaited<ReturnType<typeof childNamed>>;

/** Moves the test clock to an instant (never back). */
function at(iso: string) {
  const ms = Date.parse(iso) - t.clock.now().getTime();
  expect(ms).toBeGreaterThanOrEqual(0);
  t.clock.advance(ms);
}

const missedReminders = () =>
  t.app.database.db.select().from(reminders).where(eq(reminders.kind, 'MealsMissed'));

async function missedOn(date: string) {
  const rows = await t.app.database.db
    .select()
    .from(mealCollections)
    .where(and(eq(mealCollections.date, date), eq(mealCollections.outcome, 'Missed')));
  return rows.map((row) => row.associatedUserId).sort((a, b) => a - b);
}

/** The kitchen marks one child's lunch of the day (a fresh token: the days go by). */
async function kitchenMarks(childId: number, date: string) {
  const response = await collect(
    t.app,
    await tokenOf(t.app, 'kitchen'),
    childId,
    `k-${childId}-${date}`,
    {
      date,
    },
  );
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo's generated term of collections (seedServing) goes: these tests count their own.
  await t.app.database.db.delete(mealCollections);
  xiaoming = await childNamed(t.app, '张小明');
  xiaohong = await childNamed(t.app, '张小红');
  lihua = await childNamed(t.app, '李华');
  await t.app.database.db.insert(servingSettings).values({
    unitId: lihua.unitId,
    missedThreshold: 2,
    publicRatings: false,
    foodCostPerKg: 2000,
  });
});
afterAll(() => t.close());

it('leaves a school that does not track collection alone, whatever has ended', async () => {
  at('2026-03-16T05:00:00Z');
  await t.app.services.servingJobs.runOnce();
  expect(await t.app.database.db.select().from(mealCollections)).toEqual([]);
});

it("marks an ended, tracked service's unmarked meals Missed at its end, nothing else", async () => {
  await kitchenMarks(xiaoming.id, TODAY);
  await t.app.services.servingJobs.runOnce();
  expect(await missedOn(TODAY)).toEqual([xiaohong.id, lihua.id].sort((a, b) => a - b));
  const [row] = await marksOf(t.app, lihua.id);
  expect(row).toMatchObject({ outcome: 'Missed', byAccountId: null, source: null });
  expect(row!.at.toISOString()).toBe('2026-03-16T04:40:00.000Z');
  // The collected one stays collected; breakfast (nobody marked) and past days are untouched.
  expect((await marksOf(t.app, xiaoming.id)).map((mark) => mark.outcome)).toEqual(['Collected']);
  expect(await missedOn('2026-03-13')).toEqual([]);
  const parentB = await tokenOf(t.app, 'parent_b');
  expect(await childMeal(t.app, parentB, lihua.id)).toMatchObject({
    state: 'Missed',
    at: '2026-03-16T04:40:00.000Z',
    code: null,
  });
  // One Missed meal is below the threshold of two: no reminder yet.
  expect(await missedReminders()).toEqual([]);
});

it('runs again without marking twice', async () => {
  await t.app.services.servingJobs.runOnce();
  expect(await missedOn(TODAY)).toHaveLength(2);
});

it('takes a late collection the same day: the meal was eaten after all', async () => {
  const late = await collect(t.app, await tokenOf(t.app, 'teacher_a'), lihua.id, 'late-lihua');
  expect(late.statusCode).toBe(200);
  expect((await marksOf(t.app, lihua.id)).map((mark) => mark.outcome)).toEqual(['Collected']);
});

it('reminds a guardian once when the month reaches the threshold, if their switch is on', async () => {
  // parent_a turns the reminder off; parent_b keeps it on (the default).
  const off = await call(t.app, {
    method: 'POST',
    url: '/api/message/template/user/setting?platformType=App',
    token: await tokenOf(t.app, 'parent_a'),
    body: { id: 6, receive: false },
  });
  expect(off.statusCode).toBe(200);

  // Tuesday: 张小明 is on the demo's leave; the kitchen marks 张小红, 李华 misses (his first).
  at('2026-03-17T02:00:00Z');
  await kitchenMarks(xiaohong.id, '2026-03-17');
  at('2026-03-17T05:00:00Z');
  await t.app.services.servingJobs.runOnce();
  expect(await missedOn('2026-03-17')).toEqual([lihua.id]);
  expect(await missedReminders()).toEqual([]);

  // Wednesday: only 张小明 is marked; 李华 reaches two, 张小红 two as well (her switch is off).
  at('2026-03-18T02:00:00Z');
  await kitchenMarks(xiaoming.id, '2026-03-18');
  at('2026-03-18T05:00:00Z');
  await t.app.services.servingJobs.runOnce();
  expect(await missedOn('2026-03-18')).toEqual([xiaohong.id, lihua.id].sort((a, b) => a - b));
  const sent = await missedReminders();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    accountId: await accountIdOf(t.app, 'parent_b'),
    eventKey: `missed:${lihua.id}:2026-03`,
    title: '未取餐提醒',
    body: '李华本月已有 2 次订餐未取餐，如不需要可以请假，费用会退回余额。',
  });

  // Thursday: a third miss says nothing new this month.
  at('2026-03-19T02:00:00Z');
  await kitchenMarks(xiaoming.id, '2026-03-19');
  at('2026-03-19T05:00:00Z');
  await t.app.services.servingJobs.runOnce();
  expect(await missedOn('2026-03-19')).toContain(lihua.id);
  expect(await missedReminders()).toHaveLength(1);
});
