import { accountIdOf, call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';

// Decision 074: a staff read of a child's personal data (a family's ledger, the roster's children)
// is logged, who, what and when, and the log is for that school's administrator only.

interface Read {
  staffName: string;
  childName: string | null;
  what: string;
  createdAt: string;
}

let t: TestApp;
let tokens: ConsoleTokens;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
});
afterAll(() => t.close());

const readLog = (token: string) =>
  adminData<{ content: Read[]; total: number }>(t.app, token, {
    url: '/api/admin/reads?page=0&size=50',
  });

describe('staff read log', () => {
  it('logs who read which child’s ledger and roster entry, and when', async () => {
    expect((await readLog(tokens.admin)).total).toBe(0);
    const parent = await accountIdOf(t.app, 'parent_a');
    await adminData(t.app, tokens.admin, {
      url: `/api/admin/accounts/${parent}/ledger?page=0&size=10`,
    });
    await adminData(t.app, tokens.admin, {
      url: '/api/admin/roster/children?page=0&size=10&linked=0',
    });
    const log = await readLog(tokens.admin);
    const ledgerReads = log.content.filter((read) => read.what === 'ledger');
    expect(ledgerReads.map((read) => read.childName).sort()).toEqual(['张小明', '张小红']);
    expect(ledgerReads[0]).toMatchObject({ staffName: expect.any(String) });
    expect(new Date(ledgerReads[0]!.createdAt).getTime()).toBe(t.clock.now().getTime());
    expect(log.content.some((read) => read.what === 'roster')).toBe(true);
  });

  it('logs a teacher reading the class list, and the console reading enrolment', async () => {
    const kept = await call(t.app, {
      url: '/api/applications/classes/kept',
      token: tokens.teacher,
    });
    const [klass] = kept.json().data as { classesId: number }[];
    const list = await call(t.app, {
      url: `/api/applications/classes/students/${klass!.classesId}`,
      token: tokens.teacher,
    });
    const names = (list.json().data as { userName: string }[]).map((child) => child.userName);
    expect(names.length).toBeGreaterThan(0);
    await adminData(t.app, tokens.admin, { url: '/api/admin/enrolment/consents' });
    const log = await readLog(tokens.admin);
    const classReads = log.content.filter((read) => read.what === 'classList');
    expect(classReads.map((read) => read.childName).sort()).toEqual([...names].sort());
    expect(log.content.filter((read) => read.what === 'enrolment')).toHaveLength(1);
    // Another school's administrator sees none of it.
    expect((await readLog(tokens.otherAdmin)).total).toBe(0);
  });

  it('shows the log to that school’s administrator only', async () => {
    expect((await readLog(tokens.otherAdmin)).total).toBe(0);
    for (const token of [tokens.kitchen, tokens.parent, tokens.teacher]) {
      const refused = await call(t.app, { url: '/api/admin/reads?page=0&size=10', token });
      expect(refused.statusCode).toBe(404);
    }
  });
});
