import { sql } from 'drizzle-orm';
import type { Message } from '@/lib/contract/message';
import type { Identity } from '@/lib/contract/user';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

let t: TestApp;
let parentA: string;
let parentB: string;
let childOfA: Identity;
let childOfB: Identity;

beforeAll(async () => {
  t = await createTestApp();
  [parentA, parentB] = await Promise.all([tokenOf(t.app, 'parent_a'), tokenOf(t.app, 'parent_b')]);
  childOfA = (await call(t.app, { url: '/api/associated/user/identity', token: parentA })).json()
    .data[0];
  childOfB = (await call(t.app, { url: '/api/associated/user/identity', token: parentB })).json()
    .data[0];
});
afterAll(() => t.close());

const send = (token: string, associatedUserId: number, content: string) =>
  call(t.app, { method: 'POST', url: '/api/message', token, body: { associatedUserId, content } });
const list = (token: string, associatedUserId: number) =>
  call(t.app, { url: `/api/message/find/by/user/${associatedUserId}`, token });

async function messageRows(): Promise<string> {
  const result = await t.app.database.db.execute(
    sql.raw(
      "select count(*)::int as n, coalesce(string_agg(status || reply, ','), '') as s from messages",
    ),
  );
  const row = (result as unknown as { rows: { n: number; s: string }[] }).rows[0];
  return `${row?.n}:${row?.s}`;
}

describe('remarks to the school', () => {
  it("sends a remark (trimmed, unresolved) and lists the child's records newest first", async () => {
    const first = await send(parentA, childOfA.associatedUserId, '  孩子对花生过敏  ');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      id: expect.any(Number),
      associatedUserId: childOfA.associatedUserId,
      content: '孩子对花生过敏',
      status: 'UnResolved',
      reply: null,
      createdAt: t.clock.now().toISOString(),
      resolvedAt: null,
    });
    t.clock.advance(60_000);
    await send(parentA, childOfA.associatedUserId, '周五请假');
    const records = list(parentA, childOfA.associatedUserId);
    expect(((await records).json().data as Message[]).map((message) => message.content)).toEqual([
      '周五请假',
      '孩子对花生过敏',
    ]);
  });

  it("shows the school's answer once the remark is resolved", async () => {
    const sent = (await send(parentA, childOfA.associatedUserId, '午餐能否少放辣')).json()
      .data as Message;
    t.clock.advance(3_600_000);
    await t.app.services.messages.resolve(sent.id, '已通知食堂');
    const records = (await list(parentA, childOfA.associatedUserId)).json().data as Message[];
    expect(records.find((message) => message.id === sent.id)).toMatchObject({
      status: 'Resolved',
      reply: '已通知食堂',
      resolvedAt: t.clock.now().toISOString(),
    });
    expect(records.filter((message) => message.status === 'UnResolved')).toHaveLength(2);
  });

  it("keeps each child's records apart", async () => {
    const sibling = (
      await call(t.app, { url: '/api/associated/user/identity', token: parentA })
    ).json().data[1] as Identity;
    expect((await list(parentA, sibling.associatedUserId)).json().data).toEqual([]);
  });

  it.each([
    ['empty', '   ', 'content'],
    ['over 500 characters', '字'.repeat(501), 'content'],
    ['without a child', '', 'associatedUserId'],
  ])('refuses a remark %s and writes nothing', async (name, content, field) => {
    const before = await messageRows();
    const body =
      name === 'without a child'
        ? { content: '你好' }
        : { associatedUserId: childOfA.associatedUserId, content };
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/message',
      token: parentA,
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: `参数无效：${field}` });
    expect(await messageRows()).toBe(before);
  });

  it('needs a token', async () => {
    expect((await list('', childOfA.associatedUserId)).statusCode).toBe(401);
    expect((await send('', childOfA.associatedUserId, '你好')).statusCode).toBe(401);
  });
});

describe("another account's child answers 404 and changes nothing", () => {
  it('sending about it', async () => {
    const before = await messageRows();
    const response = await send(parentB, childOfA.associatedUserId, '你好');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: '资源不存在' });
    expect(response.json().data).toBeUndefined();
    expect(await messageRows()).toBe(before);
  });

  it('reading its records', async () => {
    const response = await list(parentB, childOfA.associatedUserId);
    expect(response.statusCode).toBe(404);
    expect(response.json().data).toBeUndefined();
    expect((await list(parentA, childOfB.associatedUserId)).statusCode).toBe(404);
  });
});
