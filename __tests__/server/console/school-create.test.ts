import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createSchoolFromFile } from '@/server/tasks/schoolFile/create';
import { call, createTestApp, type TestApp } from '../helpers';

// Decision 067: `npm run school:create` makes a school from a file in one transaction, prints a
// one-time link for its administrator, refuses a bad file by line and field with nothing
// written, and writes nothing when run again with the same file.

const EXAMPLE = readFileSync(join(__dirname, '../../../examples/school.json'), 'utf8');
const ORIGIN = 'https://canteen.example.edu.cn';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (text: string, inviteAgain = false) =>
  createSchoolFromFile(t.app.database.db, t.app.services.invitations, text, {
    publicOrigin: ORIGIN,
    inviteAgain,
  });

/** Row counts of every table the command writes. */
async function counts(): Promise<string> {
  const tables = ['units', 'grades', 'classes', 'unit_dining_settings', 'staff_invitations'];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await t.app.database.db.execute(sql.raw(`select count(*) as n from ${table}`));
    parts.push(`${table}:${(result as unknown as { rows: { n: unknown }[] }).rows[0]!.n}`);
  }
  return parts.join(' ');
}

function tokenOfLink(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(ORIGIN);
  const [path, query] = url.hash.slice(1).split('?');
  expect(path).toBe('/pages/admin/invite');
  return new URLSearchParams(query).get('token')!;
}

describe('school:create', () => {
  it('creates the example school, its structure and rules, and a link for its administrator', async () => {
    const result = await run(EXAMPLE);
    if (result.kind !== 'created') throw new Error(JSON.stringify(result));
    expect(result.name).toBe('晨光小学');
    const tree = await t.app.services.schools.tree(result.unitId);
    expect(tree.map((grade) => grade.name)).toEqual([
      '一年级',
      '二年级',
      '三年级',
      '四年级',
      '五年级',
      '六年级',
    ]);
    expect(tree[0]!.children.map((klass) => klass.name)).toEqual(['一年级1班', '一年级2班']);
    const rules = await t.app.services.schools.settings(result.unitId);
    expect(rules.timeZone).toBe('Asia/Shanghai');
    const lunch = rules.diningTypes.find((rule) => rule.diningType === 'Lunch')!;
    expect(lunch.prices).toEqual({ Ordinary: 1500, Muslim: 1700 });
    expect(lunch.orderDeadline).toEqual({ daysBefore: 1, time: '16:00' });
    expect(lunch.leaveDeadline).toEqual({ daysBefore: 0, time: '09:00' });
    const breakfast = rules.diningTypes.find((rule) => rule.diningType === 'Breakfast')!;
    expect(breakfast.functionalSwitch).toMatchObject({ order: true, monthOrder: false });

    const preview = await call(t.app, {
      method: 'POST',
      url: '/api/invitations/check',
      body: { token: tokenOfLink(result.link) },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      unitName: '晨光小学',
      name: '林主任',
      role: 'SchoolAdmin',
    });
    // Only the token's hash is kept.
    const stored = await t.app.database.db.execute(
      sql`select count(*) as n from staff_invitations where token_hash = ${tokenOfLink(result.link)}`,
    );
    expect(Number((stored as unknown as { rows: { n: unknown }[] }).rows[0]!.n)).toBe(0);
  });

  it('run again with the same file: nothing written, no new link', async () => {
    const before = await counts();
    const again = await run(EXAMPLE);
    expect(again).toMatchObject({ kind: 'exists', name: '晨光小学' });
    expect(again).not.toHaveProperty('link');
    expect(await counts()).toBe(before);
  });

  it('--invite-again gives the existing school a new administrator link and nothing else', async () => {
    const before = await counts();
    const again = await run(EXAMPLE, true);
    if (again.kind !== 'exists' || !again.link) throw new Error(JSON.stringify(again));
    expect(await counts()).toBe(
      before.replace(
        /staff_invitations:(\d+)/,
        (_m, n: string) => `staff_invitations:${Number(n) + 1}`,
      ),
    );
  });

  it('a bad field is refused with its path and line, and nothing is written', async () => {
    const before = await counts();
    const bad = EXAMPLE.replace('"chenguang-primary"', '"another-school"').replace(
      '"Ordinary": "15.00"',
      '"Ordinary": "15.001"',
    );
    const result = await run(bad);
    if (result.kind !== 'refused') throw new Error(JSON.stringify(result));
    const line = bad.split('\n').findIndex((text) => text.includes('15.001')) + 1;
    expect(result.problems).toEqual([
      {
        path: 'dining[1].mealKinds.Ordinary',
        line,
        message: 'a price in yuan such as "15.00", at most 1000',
      },
    ]);
    expect(await counts()).toBe(before);
  });

  it('names an unknown field, a missing one and a bad time with their lines', async () => {
    const bad = EXAMPLE.replace('"chenguang-primary"', '"third-school"')
      .replace('"timeZone": "Asia/Shanghai"', '"timeZone": "Mars/Olympus"')
      .replace('"start": "11:50"', '"start": "25:00"')
      .replace('"administrator": { "name": "林主任" }', '"administrator": { "nmae": "林主任" }');
    const result = await run(bad);
    if (result.kind !== 'refused') throw new Error(JSON.stringify(result));
    const lineOf = (needle: string) =>
      bad.split('\n').findIndex((text) => text.includes(needle)) + 1;
    expect(result.problems.map((problem) => [problem.path, problem.line])).toEqual(
      expect.arrayContaining([
        ['timeZone', lineOf('Mars/Olympus')],
        ['dining[1].serve.start', lineOf('25:00')],
        ['administrator.name', lineOf('"nmae"')],
        ['administrator.nmae', lineOf('"nmae"')],
      ]),
    );
  });

  it('a file that is not JSON is refused with the line of the fault', async () => {
    const before = await counts();
    const broken = EXAMPLE.replace('"name": "晨光小学",', '"name": "晨光小学"');
    const result = await run(broken);
    if (result.kind !== 'refused') throw new Error(JSON.stringify(result));
    expect(result.problems).toHaveLength(1);
    // The fault shows where the next field begins: the line after the name.
    const nameLine = broken.split('\n').findIndex((text) => text.includes('晨光小学')) + 1;
    expect(result.problems[0]!.line).toBe(nameLine + 1);
    expect(await counts()).toBe(before);
  });

  it('a failure after the school is written rolls the whole school back', async () => {
    const before = await counts();
    // The invitation is the last write: failing it proves the school's rows go with it.
    const bad = JSON.parse(EXAMPLE) as { key: string };
    bad.key = 'rolled-back';
    const result = await createSchoolFromFile(
      t.app.database.db,
      {
        ...t.app.services.invitations,
        issue: async () => {
          throw new Error('invitation store down');
        },
      },
      JSON.stringify(bad),
      { publicOrigin: ORIGIN },
    ).catch((error: Error) => error.message);
    expect(result).toBe('invitation store down');
    expect(await counts()).toBe(before);
  });
});
