import { eq } from 'drizzle-orm';
import { leavers } from '@/server/domains/schema';
import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';

// Decision 074: a roster import is the school's whole roster; a linked child whose student it no
// longer holds is marked leaving that day, and the right file imported again takes the mark off.

interface Identity {
  associatedUserId: number;
  userName: string;
  gradeName: string;
  classesName: string;
}

let t: TestApp;
let tokens: ConsoleTokens;
let xiaoming: Identity;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  const mine = (
    await call(t.app, { url: '/api/associated/user/identity', token: tokens.parent })
  ).json().data as Identity[];
  xiaoming = mine.find((child) => child.userName === '张小明')!;
});
afterAll(() => t.close());

const importCsv = (lines: string[]) =>
  adminData<{ imported: number }>(t.app, tokens.admin, {
    method: 'POST',
    url: '/api/admin/roster/import',
    body: { csv: ['学号,姓名,性别,年级,班级', ...lines].join('\n') },
  });

const marks = () =>
  t.app.database.db
    .select({ leftOn: leavers.leftOn })
    .from(leavers)
    .where(eq(leavers.associatedUserId, xiaoming.associatedUserId));

describe('roster import and leavers', () => {
  it('marks a linked child the new roster drops, and unmarks them when it holds them again', async () => {
    const student = `L001,张小明,男,${xiaoming.gradeName},${xiaoming.classesName}`;
    const other = `L002,别人,女,${xiaoming.gradeName},${xiaoming.classesName}`;
    await importCsv([student, other]);
    expect(await marks()).toEqual([]);
    await importCsv([other]);
    expect(await marks()).toEqual([{ leftOn: '2026-03-16' }]);
    await importCsv([student, other]);
    expect(await marks()).toEqual([]);
  });
});
