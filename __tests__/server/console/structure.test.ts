import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, auditLines, consoleTokens, type ConsoleTokens } from './console';

// Decision 067: the console adds and renames grades and classes and moves a class up a grade at
// the year's end; each change has its audit row, and another school's classes answer 404.

let t: TestApp;
let tokens: ConsoleTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
});
afterAll(() => t.close());

interface Structure {
  grades: { id: number; name: string; number: number; classes: { id: number; name: string }[] }[];
}

const read = (token = tokens.admin) =>
  adminData<Structure>(t.app, token, { url: '/api/admin/structure' });
const change = (method: 'POST' | 'PUT', url: string, body?: unknown) =>
  adminData<Structure>(t.app, tokens.admin, { method, url, body });

describe('grades and classes in the console', () => {
  it('adds a grade and a class, renames both, with audit rows', async () => {
    const added = await change('POST', '/api/admin/structure/grades', {
      name: '七年级',
      number: 7,
    });
    const grade = added.grades.find((row) => row.number === 7)!;
    expect(grade.name).toBe('七年级');
    const withClass = await change('POST', '/api/admin/structure/classes', {
      gradeId: grade.id,
      name: '七年级1班',
      number: 1,
    });
    const klass = withClass.grades.find((row) => row.id === grade.id)!.classes[0]!;
    await change('PUT', `/api/admin/structure/grades/${grade.id}`, { name: '初一' });
    const renamed = await change('PUT', `/api/admin/structure/classes/${klass.id}`, {
      name: '初一1班',
    });
    expect(renamed.grades.find((row) => row.id === grade.id)).toMatchObject({
      name: '初一',
      classes: [{ id: klass.id, name: '初一1班' }],
    });
    expect(await auditLines(t.app, tokens.admin)).toEqual(
      expect.arrayContaining([
        `structure.addGrade ${grade.id}`,
        `structure.addClass ${klass.id}`,
        `structure.renameGrade ${grade.id}`,
        `structure.renameClass ${klass.id}`,
      ]),
    );
    const twice = await call(t.app, {
      method: 'POST',
      url: '/api/admin/structure/grades',
      token: tokens.admin,
      body: { name: '又一个七年级', number: 7 },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'INVALID_INPUT', message: '该年级序号已存在' });
  });

  it("moves a class up a grade at the year's end; its children move with it", async () => {
    const before = await read();
    const third = before.grades.find((row) => row.number === 3)!;
    const klass = third.classes.find((row) => row.name === '三年级1班')!;
    const moved = await change('POST', `/api/admin/structure/classes/${klass.id}/promote`);
    const fourth = moved.grades.find((row) => row.number === 4)!;
    expect(fourth.classes).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: klass.id, name: '四年级1班' })]),
    );
    expect(
      moved.grades.find((row) => row.number === 3)!.classes.map((row) => row.id),
    ).not.toContain(klass.id);
    // 张小明 was in 三年级1班: the family sees the new grade and class name.
    const identities = (
      await call(t.app, { url: '/api/associated/user/identity', token: tokens.parent })
    ).json().data as { userName: string; classesId: number }[];
    expect(identities.find((row) => row.userName === '张小明')?.classesId).toBe(klass.id);
    expect(await auditLines(t.app, tokens.admin)).toContain(`structure.promoteClass ${klass.id}`);
  });

  it('the top grade has no next grade: refused, nothing changed', async () => {
    const before = await read();
    const top = [...before.grades].sort((a, b) => b.number - a.number)[0]!;
    const klass = top.classes[0]!;
    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/admin/structure/classes/${klass.id}/promote`,
      token: tokens.admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: '没有更高的年级，请先添加年级',
    });
    expect(await read()).toEqual(before);
  });

  it("another school's grades and classes answer 404 and stay as they were", async () => {
    const ours = await read();
    const theirs = await read(tokens.otherAdmin);
    expect(JSON.stringify(theirs)).not.toContain('三年级');
    const klass = ours.grades[0]!.classes[0]!;
    const grade = ours.grades[0]!;
    for (const request of [
      {
        method: 'PUT' as const,
        url: `/api/admin/structure/classes/${klass.id}`,
        body: { name: 'x' },
      },
      {
        method: 'PUT' as const,
        url: `/api/admin/structure/grades/${grade.id}`,
        body: { name: 'x' },
      },
      { method: 'POST' as const, url: `/api/admin/structure/classes/${klass.id}/promote` },
      {
        method: 'POST' as const,
        url: '/api/admin/structure/classes',
        body: { gradeId: grade.id, name: 'x', number: 9 },
      },
    ]) {
      const refused = await call(t.app, { ...request, token: tokens.otherAdmin });
      expect(refused.statusCode).toBe(404);
    }
    for (const token of [tokens.kitchen, tokens.parent])
      expect((await call(t.app, { url: '/api/admin/structure', token })).statusCode).toBe(404);
    expect(await read()).toEqual(ours);
  });
});
