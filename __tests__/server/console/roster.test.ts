import { DEMO_CLAIM_CODES } from '@/server/demo/seedEnrolment';
import { parseCsv } from '@/server/domains/console';
import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 050: the roster CSV is previewed, every bad line named, and imported all or nothing.

let t: TestApp;
let tokens: ConsoleTokens;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
});
afterAll(() => t.close());

interface Check {
  students: number;
  grades: number;
  classes: number;
  errors: { line: number; problem: string }[];
  imported: number;
}

/** A school export of `count` students over two new grades of five classes each. */
function exportOf(count: number): string[] {
  const lines = ['学号,姓名,性别,年级,班级'];
  for (let i = 1; i <= count; i += 1) {
    const grade = i % 2 === 0 ? '七年级' : '八年级';
    lines.push(
      `S${String(i).padStart(5, '0')},学生${i},${i % 3 === 0 ? '女' : '男'},${grade},${(i % 5) + 1}班`,
    );
  }
  return lines;
}

/** The demo's roster students, who carry the demo claim codes (decision 070). */
const SEEDED = DEMO_CLAIM_CODES.length;

async function students(): Promise<number> {
  return (await adminData<{ students: number }>(t.app, tokens.admin, { url: '/api/admin/roster' }))
    .students;
}

describe('roster import', () => {
  it('parses quoted fields, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,"b,c"\r\n"d ""e""",f\n\n')).toEqual([
      { line: 1, cells: ['a', 'b,c'] },
      { line: 2, cells: ['d "e"', 'f'] },
    ]);
  });

  it('names each of three bad lines among 500 and imports nothing', async () => {
    const lines = exportOf(500);
    lines[10] = 'S00010,,男,七年级,1班'; // no name: line 11
    lines[200] = 'S00200,学生200,未知,七年级,1班'; // gender: line 201
    lines[400] = 'S00001,重复,男,七年级,1班'; // number used on line 2: line 401
    const csv = lines.join('\r\n');
    const preview = await adminData<Check>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/roster/preview',
      body: { csv },
    });
    expect(preview.errors).toEqual([
      { line: 11, problem: 'name' },
      { line: 201, problem: 'gender' },
      { line: 401, problem: 'duplicate' },
    ]);
    const imported = await adminData<Check>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/roster/import',
      body: { csv },
    });
    expect(imported.imported).toBe(0);
    expect(imported.errors).toHaveLength(3);
    expect(await students()).toBe(SEEDED);
  });

  it('imports a good file in one go, and a second import moves rather than doubles', async () => {
    const csv = exportOf(500).join('\n');
    const preview = await adminData<Check>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/roster/preview',
      body: { csv },
    });
    expect(preview).toEqual({ students: 500, grades: 2, classes: 10, errors: [], imported: 0 });
    expect(await students()).toBe(SEEDED);
    const done = await adminData<Check>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/roster/import',
      body: { csv },
    });
    expect(done.imported).toBe(500);
    expect(await students()).toBe(SEEDED + 500);
    await adminData<Check>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/roster/import',
      body: { csv },
    });
    expect(await students()).toBe(SEEDED + 500);
  });

  it('binds a teacher by mobile to a class; another school cannot name the class', async () => {
    const { classes } = await adminData<{ classes: { classesId: number; className: string }[] }>(
      t.app,
      tokens.admin,
      { url: '/api/admin/roster' },
    );
    const klass = classes[0]!;
    const bound = await adminData<{ teachers: { userName: string; bindType: string }[] }>(
      t.app,
      tokens.admin,
      {
        method: 'POST',
        url: '/api/admin/roster/teachers',
        body: {
          mobile: '13800000005',
          classesId: klass.classesId,
          bindType: 'RESPONSIBLE_TEACHER',
        },
      },
    );
    expect(bound.teachers).toContainEqual({ userName: '赵老师', bindType: 'RESPONSIBLE_TEACHER' });
    const other = await call(t.app, {
      method: 'POST',
      url: '/api/admin/roster/teachers',
      token: tokens.otherAdmin,
      body: { mobile: '13800000005', classesId: klass.classesId, bindType: 'HEAD_TEACHER' },
    });
    expect(other.statusCode).toBe(404);
  });
});
