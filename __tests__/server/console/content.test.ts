import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, auditLines, consoleTokens, type ConsoleTokens } from './console';

// Decision 051: news and agreements published in the console are what families read.

let t: TestApp;
let tokens: ConsoleTokens;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  schoolId = (await adminData<{ unitId: number }>(t.app, tokens.admin, { url: '/api/admin/me' }))
    .unitId;
});
afterAll(() => t.close());

describe('console content', () => {
  it('publishes public news that anyone reads, and removes it', async () => {
    const item = await adminData<{ id: number }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/news',
      body: { title: '运动会通知', summary: '下周三运动会', content: '当天午餐提前', public: true },
    });
    const read = await call(t.app, { url: `/api/news/${schoolId}/${item.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.title).toBe('运动会通知');
    const listed = await adminData<{ id: number }[]>(t.app, tokens.admin, {
      url: '/api/admin/news',
    });
    expect(listed.map((news) => news.id)).toContain(item.id);
    // Another school's administrator cannot remove it.
    const other = await adminData<{ removed: boolean }>(t.app, tokens.otherAdmin, {
      method: 'DELETE',
      url: `/api/admin/news/${item.id}`,
    });
    expect(other.removed).toBe(false);
    const removed = await adminData<{ removed: boolean }>(t.app, tokens.admin, {
      method: 'DELETE',
      url: `/api/admin/news/${item.id}`,
    });
    expect(removed.removed).toBe(true);
    expect((await call(t.app, { url: `/api/news/${schoolId}/${item.id}` })).statusCode).toBe(404);
  });

  it('adds an agreement families of the school see in their list', async () => {
    const added = await adminData<{ id: number }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/agreements',
      body: {
        userType: 'Student',
        title: '2026 春季供餐协议',
        partyName: '阳光餐饮',
        content: '条款',
        auditStatus: 'Pass',
        signedOn: '2026-03-01',
        validUntil: '2026-07-31',
      },
    });
    const listed = await adminData<{ id: number; title: string }[]>(t.app, tokens.admin, {
      url: '/api/admin/agreements',
    });
    expect(listed).toContainEqual(
      expect.objectContaining({ id: added.id, title: '2026 春季供餐协议' }),
    );
    expect(
      await adminData<unknown[]>(t.app, tokens.otherAdmin, { url: '/api/admin/agreements' }),
    ).not.toContainEqual(expect.objectContaining({ id: added.id }));
  });

  it('refuses an agreement valid until before it was signed, and removes one with an audit row', async () => {
    const body = {
      userType: 'Student',
      title: '日期颠倒的协议',
      partyName: '阳光餐饮',
      content: '条款',
      auditStatus: 'ToAudit',
      signedOn: '2026-09-01',
      validUntil: '2026-03-01',
    };
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/admin/agreements',
      token: tokens.admin,
      body,
    });
    expect({ status: wrong.statusCode, code: wrong.json().code }).toEqual({
      status: 400,
      code: 'INVALID_INPUT',
    });
    const added = await adminData<{ id: number }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/agreements',
      body: { ...body, validUntil: null },
    });
    const removed = await adminData<{ removed: boolean }>(t.app, tokens.admin, {
      method: 'DELETE',
      url: `/api/admin/agreements/${added.id}`,
    });
    expect(removed.removed).toBe(true);
    expect(await auditLines(t.app, tokens.admin)).toEqual(
      expect.arrayContaining([`agreement.add ${added.id}`, `agreement.remove ${added.id}`]),
    );
    const listed = await adminData<{ id: number }[]>(t.app, tokens.admin, {
      url: '/api/admin/agreements',
    });
    expect(listed.map((row) => row.id)).not.toContain(added.id);
  });
});
