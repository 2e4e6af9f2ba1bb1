import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 058: a family's child is linked to the roster student it is when school, class and
// name match exactly one; a roster import moves linked children with their student; the school
// links and unlinks the rest by hand, never across schools.

let t: TestApp;
let tokens: ConsoleTokens;
let parentB: string;

interface Identity {
  associatedUserId: number;
  userName: string;
  unitId: number;
  gradeName: string | null;
  classesId: number | null;
  classesName: string | null;
}
interface RosterChild {
  associatedUserId: number;
  userName: string;
  classesId: number | null;
  guardianMobile: string | null;
  rosterStudent: { id: number; studentNo: string; name: string } | null;
}
interface RosterStudent {
  id: number;
  studentNo: string;
  name: string;
  children: number;
}
interface Overview {
  classes: { classesId: number; students: number; linked: number }[];
}

let xiaoming: Identity; // parent_a's child 张小明, class 3-1
let xiaohong: Identity; // parent_a's child 张小红, class 1-2

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parentB = await tokenOf(t.app, 'parent_b');
  const mine = (
    await call(t.app, { url: '/api/associated/user/identity', token: tokens.parent })
  ).json().data as Identity[];
  xiaoming = mine.find((child) => child.userName === '张小明')!;
  xiaohong = mine.find((child) => child.userName === '张小红')!;
});
afterAll(() => t.close());

function csvOf(lines: string[]): string {
  return ['学号,姓名,性别,年级,班级', ...lines].join('\n');
}

async function importCsv(token: string, csv: string) {
  return adminData<{ imported: number; errors: unknown[] }>(t.app, token, {
    method: 'POST',
    url: '/api/admin/roster/import',
    body: { csv },
  });
}

async function childrenList(linked: '0' | '1'): Promise<RosterChild[]> {
  const page = await adminData<{ content: RosterChild[]; total: number }>(t.app, tokens.admin, {
    url: `/api/admin/roster/children?linked=${linked}&size=100`,
  });
  expect(page.content).toHaveLength(page.total);
  return page.content;
}

async function find(associatedUserId: number): Promise<RosterChild | undefined> {
  return [...(await childrenList('0')), ...(await childrenList('1'))].find(
    (child) => child.associatedUserId === associatedUserId,
  );
}

async function linkedIn(classesId: number): Promise<number> {
  const overview = await adminData<Overview>(t.app, tokens.admin, { url: '/api/admin/roster' });
  return overview.classes.find((klass) => klass.classesId === classesId)?.linked ?? 0;
}

/** A family asks to join without a letter and the school approves (decision 070). */
async function addChild(token: string, userName: string, classesId: number): Promise<number> {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user',
    token,
    body: { userName, gender: 'Female', unitId: xiaoming.unitId, classesId },
  });
  expect(response.statusCode).toBe(202);
  const requests = await adminData<{ id: number; userName: string; status: string }[]>(
    t.app,
    tokens.admin,
    { url: '/api/admin/enrolment/requests?status=Pending' },
  );
  const request = requests.find((row) => row.userName === userName)!;
  await adminData(t.app, tokens.admin, {
    method: 'POST',
    url: `/api/admin/enrolment/requests/${request.id}/decide`,
    body: { approve: true },
  });
  const mine = (await call(t.app, { url: '/api/associated/user/identity', token })).json()
    .data as Identity[];
  return mine.find((child) => child.userName === userName)!.associatedUserId;
}

async function studentsOf(classesId: number): Promise<RosterStudent[]> {
  return adminData<RosterStudent[]>(t.app, tokens.admin, {
    url: `/api/admin/roster/students?classesId=${classesId}`,
  });
}

const row = (no: string, name: string, who: Identity) =>
  `${no},${name},女,${who.gradeName},${who.classesName}`;

describe('roster links', () => {
  it('links on import and on approval only when exactly one student matches', async () => {
    await importCsv(
      tokens.admin,
      csvOf([
        row('L001', '张小明', xiaoming),
        row('L002', '同名', xiaoming),
        row('L003', '同名', xiaoming),
        row('L004', '新同学', xiaoming),
      ]),
    );
    // On import: parent_a's 张小明 matches L001.
    expect((await find(xiaoming.associatedUserId))?.rosterStudent?.studentNo).toBe('L001');
    // 张小红 is in another class, so it matches nobody.
    expect((await find(xiaohong.associatedUserId))?.rosterStudent).toBeNull();

    const added = await addChild(parentB, '新同学', xiaoming.classesId!);
    const twin = await addChild(parentB, '同名', xiaoming.classesId!);
    const stranger = await addChild(parentB, '不在名册', xiaoming.classesId!);
    expect((await find(added))?.rosterStudent?.studentNo).toBe('L004');

    const unlinked = await childrenList('0');
    expect(unlinked.find((child) => child.associatedUserId === twin)).toMatchObject({
      userName: '同名',
      classesId: xiaoming.classesId,
      guardianMobile: '138****0002',
      rosterStudent: null,
    });
    expect(unlinked.map((child) => child.associatedUserId)).toContain(stranger);
    // A teacher's class identity is not a child.
    expect(unlinked.map((child) => child.userName)).not.toContain('王老师');
    expect(await linkedIn(xiaoming.classesId!)).toBe(2);

    const students = await studentsOf(xiaoming.classesId!);
    expect(students.map((s) => [s.studentNo, s.children])).toEqual([
      ['L001', 1],
      ['L002', 0],
      ['L003', 0],
      ['L004', 1],
    ]);
  });

  it('links and unlinks by hand, each change audited', async () => {
    const twin = (await childrenList('0')).find((child) => child.userName === '同名')!;
    const target = (await studentsOf(xiaoming.classesId!)).find((s) => s.studentNo === 'L003')!;
    const linked = await adminData<RosterChild>(t.app, tokens.admin, {
      method: 'PUT',
      url: `/api/admin/roster/children/${twin.associatedUserId}/link`,
      body: { rosterStudentId: target.id },
    });
    expect(linked.rosterStudent).toEqual({ id: target.id, studentNo: 'L003', name: '同名' });
    expect(await linkedIn(xiaoming.classesId!)).toBe(3);
    expect((await childrenList('1')).map((child) => child.associatedUserId)).toContain(
      twin.associatedUserId,
    );

    const unlinked = await adminData<RosterChild>(t.app, tokens.admin, {
      method: 'DELETE',
      url: `/api/admin/roster/children/${twin.associatedUserId}/link`,
    });
    expect(unlinked.rosterStudent).toBeNull();
    expect(await linkedIn(xiaoming.classesId!)).toBe(2);

    const audit = await adminData<{ content: { action: string; target: string }[] }>(
      t.app,
      tokens.admin,
      { url: '/api/admin/audit?size=5' },
    );
    expect(audit.content.slice(0, 2).map((entry) => [entry.action, entry.target])).toEqual([
      ['roster.unlink', String(twin.associatedUserId)],
      ['roster.link', String(twin.associatedUserId)],
    ]);
  });

  it('moves linked children with their student, so the kitchen counts them in the new class', async () => {
    const order = await placeNextOpenMeal(t.app, tokens.parent, xiaoming.associatedUserId);
    const pay = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/payment/order',
      token: tokens.parent,
      body: { orderId: order.id },
      headers: { 'idempotency-key': `roster-links-${order.id}` },
    });
    await t.app.inject({
      method: 'POST',
      url: `${pay.json().data.checkoutUrl}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    const detail = (
      await call(t.app, { url: `/api/order/${order.id}`, token: tokens.parent })
    ).json().data;
    expect(detail.orderStatus).toBe('Pay');
    const sheetUrl = `/api/admin/sheet?date=${detail.dayOrderDetails[0].mealsDate}&diningType=${detail.diningType}`;
    const countIn = async (classesId: number) => {
      const sheet = await adminData<{ rows: { classesId: number; ordinary: number }[] }>(
        t.app,
        tokens.admin,
        { url: sheetUrl },
      );
      return sheet.rows.find((r) => r.classesId === classesId)?.ordinary ?? 0;
    };
    const oldBefore = await countIn(xiaoming.classesId!);
    const newBefore = await countIn(xiaohong.classesId!);

    // A file with a bad line writes nothing and moves nobody.
    const refused = await importCsv(
      tokens.admin,
      csvOf([row('L001', '张小明', xiaohong), 'L999,,女,x,y']),
    );
    expect(refused.imported).toBe(0);
    expect(await countIn(xiaoming.classesId!)).toBe(oldBefore);

    await importCsv(tokens.admin, csvOf([row('L001', '张小明', xiaohong)]));
    const mine = (
      await call(t.app, { url: '/api/associated/user/identity', token: tokens.parent })
    ).json().data as Identity[];
    expect(mine.find((child) => child.userName === '张小明')?.classesId).toBe(xiaohong.classesId);
    expect(await countIn(xiaoming.classesId!)).toBe(oldBefore - 1);
    expect(await countIn(xiaohong.classesId!)).toBe(newBefore + 1);
    expect((await find(xiaoming.associatedUserId))?.rosterStudent?.studentNo).toBe('L001');
  });

  it('answers 404 across schools', async () => {
    await importCsv(tokens.otherAdmin, csvOf(['B001,外校生,男,初一,1班']));
    const other = await adminData<Overview>(t.app, tokens.otherAdmin, {
      url: '/api/admin/roster',
    });
    const otherClass = other.classes.find((klass) => klass.students > 0)!.classesId;
    const otherStudent = (
      await adminData<RosterStudent[]>(t.app, tokens.otherAdmin, {
        url: `/api/admin/roster/students?classesId=${otherClass}`,
      })
    )[0]!;
    const stranger = (await childrenList('0')).find((child) => child.userName === '不在名册')!;

    const attempts = [
      // This school's child to another school's student.
      call(t.app, {
        method: 'PUT',
        url: `/api/admin/roster/children/${stranger.associatedUserId}/link`,
        body: { rosterStudentId: otherStudent.id },
        token: tokens.admin,
      }),
      // Another school's administrator on this school's child, class and link.
      call(t.app, {
        method: 'PUT',
        url: `/api/admin/roster/children/${stranger.associatedUserId}/link`,
        body: { rosterStudentId: otherStudent.id },
        token: tokens.otherAdmin,
      }),
      call(t.app, {
        method: 'DELETE',
        url: `/api/admin/roster/children/${xiaoming.associatedUserId}/link`,
        token: tokens.otherAdmin,
      }),
      call(t.app, {
        url: `/api/admin/roster/students?classesId=${xiaoming.classesId}`,
        token: tokens.otherAdmin,
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await find(stranger.associatedUserId))?.rosterStudent).toBeNull();
    expect((await find(xiaoming.associatedUserId))?.rosterStudent?.studentNo).toBe('L001');
    const otherChildren = await adminData<{ content: RosterChild[] }>(t.app, tokens.otherAdmin, {
      url: '/api/admin/roster/children?size=100',
    });
    expect(otherChildren.content.map((child) => child.userName)).not.toContain('不在名册');
  });
});
