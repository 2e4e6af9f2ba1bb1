import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import type { Agreement, NewsItem, Qualification } from '@/lib/contract/schoolInfo';

// What a school publishes (decision 023). Agreements, qualifications and their files are for the
// school's signed-in families; publicity menus and public news for anyone (decision 023).

let t: TestApp;
let parentA: string;
let parentC: string;
let teacher: string;
let sunnyId: number;
let otherId: number;

const data = async (url: string, token?: string) => {
  const response = await call(t.app, { url, token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  parentA = await tokenOf(t.app, 'parent_a');
  parentC = await tokenOf(t.app, 'parent_c');
  teacher = await tokenOf(t.app, 'teacher_a');
  const schools = await data('/api/school/all', parentA);
  sunnyId = schools.find((s: { name: string }) => s.name === '阳光实验小学').id;
  otherId = schools.find((s: { name: string }) => s.name === '明德中学').id;
});
afterAll(() => t.close());

describe('agreements', () => {
  it('pages 4 at a time, every audit status, only for the family user type', async () => {
    const first = await data('/api/agreement/list', parentA);
    expect(first.size).toBe(4);
    expect(first.page).toBe(0);
    expect(first.total).toBe(5);
    expect(first.content).toHaveLength(4);
    const second = await data('/api/agreement/list?page=1', parentA);
    expect(second.content).toHaveLength(1);
    const all: Agreement[] = [...first.content, ...second.content];
    expect(new Set(all.map((a) => a.auditStatus))).toEqual(new Set(['Pass', 'NotPass', 'ToAudit']));
    expect(all.every((a) => a.userType === 'Student' && a.unitId === sunnyId)).toBe(true);
    expect(new Set(all.map((a) => a.id)).size).toBe(5);
    // Another user type than the account holds answers 404.
    expect(
      (await call(t.app, { url: '/api/agreement/list?userType=HEAD_TEACHER', token: parentA }))
        .statusCode,
    ).toBe(404);
    const forTeacher = await data('/api/agreement/list', teacher);
    expect(forTeacher.content.map((a: Agreement) => a.userType)).toEqual(['HEAD_TEACHER']);
  });

  it('answers 404 across schools: list, detail and contract images', async () => {
    const mine: Agreement[] = (await data(`/api/agreement/list/${sunnyId}?size=100`, parentA))
      .content;
    const withImages = mine.find((a) => a.imageCount === 2)!;
    expect(withImages).toBeDefined();
    expect((await data(`/api/agreement/detail/${withImages.id}`, parentA)).title).toBe(
      withImages.title,
    );
    const images = await data(`/api/attachment/agreement.contract/${withImages.id}`, parentA);
    expect(images).toHaveLength(2);
    const file = await t.app.inject({ url: new URL(images[0].url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    for (const url of [
      `/api/agreement/list/${sunnyId}`,
      `/api/agreement/detail/${withImages.id}`,
      `/api/attachment/agreement.contract/${withImages.id}`,
    ]) {
      const response = await call(t.app, { url, token: parentC });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    // A parent of the other school sees its own school's agreements only.
    const theirs: Agreement[] = (await data('/api/agreement/list?size=100', parentC)).content;
    expect(theirs.length).toBe(5);
    expect(theirs.every((a) => a.unitId === otherId)).toBe(true);
    // A teacher agreement is not a family's to read, even in the same school.
    const teacherOnly: Agreement = (await data('/api/agreement/list', teacher)).content[0];
    expect(
      (await call(t.app, { url: `/api/agreement/detail/${teacherOnly.id}`, token: parentA }))
        .statusCode,
    ).toBe(404);
  });

  it('needs sign-in', async () => {
    expect((await call(t.app, { url: '/api/agreement/list' })).statusCode).toBe(401);
  });
});

describe('qualifications and certificates', () => {
  it('pages 4 at a time with images; certificates apart', async () => {
    const first = await data('/api/enterprise/qualifications', parentA);
    expect(first).toMatchObject({ page: 0, size: 4, total: 5 });
    expect(first.content).toHaveLength(4);
    expect(first.content[0].images.length).toBe(2);
    const second = await data('/api/enterprise/qualifications?page=1', parentA);
    expect(second.content).toHaveLength(1);
    const certificates = await data('/api/enterprise/qualifications?kind=Certificate', parentA);
    expect(certificates.content.map((q: Qualification) => q.kind)).toEqual([
      'Certificate',
      'Certificate',
    ]);
  });

  it('answers 404 across schools, for the record and its images', async () => {
    const q: Qualification = (await data('/api/enterprise/qualifications', parentA)).content[0];
    for (const url of [
      `/api/enterprise/qualifications/${q.id}`,
      `/api/attachment/enterprise.qualification/${q.id}`,
    ]) {
      expect((await call(t.app, { url, token: parentC })).statusCode).toBe(404);
      expect((await call(t.app, { url, token: parentA })).statusCode).toBe(200);
    }
  });
});

describe('attachments of the caller', () => {
  it('lists only its own uploads under /user/{a}/{b}', async () => {
    const me = (await data('/api/associated/user/identity', parentA))[0];
    const { accounts } = await import('@/server/domains/schema');
    const { eq } = await import('drizzle-orm');
    const [account] = await t.app.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, 'parent_a'));
    const own = await call(t.app, {
      url: `/api/attachment/associated.user.header/user/${account!.id}/${me.associatedUserId}`,
      token: parentA,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([]);
    const other = await call(t.app, {
      url: `/api/attachment/associated.user.header/user/999999/${me.associatedUserId}`,
      token: parentA,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('publicity menus', () => {
  it('are public, by date from the school day on, 10 dates a page, each with dishes', async () => {
    const first = await data(`/api/publicity/${sunnyId}/menus`);
    expect(first.size).toBe(10);
    expect(first.today).toBe('2026-03-16');
    expect(first.content[0].date).toBe('2026-03-16');
    expect(first.content).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const dates = first.content.map((day: { date: string }) => day.date);
    expect([...dates].sort()).toEqual(dates);
    const entry = first.content[0].entries[0];
    expect(entry).toMatchObject({ diningType: 'Breakfast', mealKind: expect.any(String) });
    expect(entry.carteId).toEqual(expect.any(Number));
    expect(entry.dishes.length).toBeGreaterThan(0);
    const second = await data(`/api/publicity/${sunnyId}/menus?page=1`);
    expect(second.content[0].date > dates[9]).toBe(true);
    const day = await data(`/api/publicity/${sunnyId}/menus/2026-03-17`);
    expect(day.entries.length).toBe(6);
    expect((await call(t.app, { url: '/api/publicity/99999/menus' })).statusCode).toBe(404);
  });

  it('gives the school profile with its allowed webview origins', async () => {
    const profile = await data(`/api/publicity/${sunnyId}/profile`);
    expect(profile).toEqual({
      id: sunnyId,
      name: '阳光实验小学',
      allowedOrigins: ['https://www.gov.cn', 'https://www.moe.gov.cn'],
    });
  });
});

describe('news', () => {
  it('public items for anyone, members-only items for the school family only', async () => {
    const anonymous: NewsItem[] = (await data(`/api/news/${sunnyId}`)).content;
    const member: NewsItem[] = (await data(`/api/news/${sunnyId}`, parentA)).content;
    const stranger: NewsItem[] = (await data(`/api/news/${sunnyId}`, parentC)).content;
    expect(anonymous).toHaveLength(2);
    expect(member).toHaveLength(3);
    expect(stranger.map((n) => n.id)).toEqual(anonymous.map((n) => n.id));
    const membersOnly = member.find((n) => !anonymous.some((a) => a.id === n.id))!;
    expect((await data(`/api/news/${sunnyId}/${membersOnly.id}`, parentA)).title).toBe(
      membersOnly.title,
    );
    expect(
      (await call(t.app, { url: `/api/news/${sunnyId}/${membersOnly.id}`, token: parentC }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, { url: `/api/news/${sunnyId}/${membersOnly.id}` })).statusCode).toBe(
      404,
    );
    // An item of one school is not found under another school's address.
    const theirs: NewsItem = (await data(`/api/news/${otherId}`, parentC)).content[0];
    expect(
      (await call(t.app, { url: `/api/news/${sunnyId}/${theirs.id}`, token: parentA })).statusCode,
    ).toBe(404);
  });
});

describe('demo mode signal', () => {
  it('is public', async () => {
    expect(await data('/api/demo/mode')).toEqual({ demo: true });
  });
});
