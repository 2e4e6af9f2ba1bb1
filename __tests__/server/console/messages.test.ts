import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, auditLines, consoleTokens, firstChild, type ConsoleTokens } from './console';

// Issue 26: a parent's 留言 no longer waits forever. The school's administrator reads the messages
// about the school's children, unanswered first, and answers each once; the parent sees the reply
// on the message records and gets the "message answered" reminder. Nobody else reaches them.

interface AdminMessage {
  id: number;
  childName: string;
  className: string | null;
  content: string;
  status: string;
  reply: string | null;
}

let t: TestApp;
let tokens: ConsoleTokens;
let child: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  child = await firstChild(t.app, tokens.parent);
});
afterAll(() => t.close());

async function send(content: string): Promise<number> {
  const sent = await call(t.app, {
    method: 'POST',
    url: '/api/message',
    token: tokens.parent,
    body: { content, associatedUserId: child },
  });
  expect(sent.statusCode).toBe(200);
  return (sent.json().data as { id: number }).id;
}

const answer = (token: string, id: number, reply: string) =>
  call(t.app, { method: 'POST', url: `/api/admin/messages/${id}/answer`, token, body: { reply } });

describe("parents' messages in the console", () => {
  it('lists the school’s messages unanswered first, with the child and class', async () => {
    const id = await send('孩子对鸡蛋过敏，请留意');
    const listed = await adminData<AdminMessage[]>(t.app, tokens.admin, {
      url: '/api/admin/messages',
    });
    const mine = listed.find((message) => message.id === id)!;
    expect(mine).toMatchObject({
      childName: '张小明',
      content: '孩子对鸡蛋过敏，请留意',
      status: 'UnResolved',
      reply: null,
    });
    expect(mine.className).toMatch(/班$/);
    const firstAnswered = listed.findIndex((message) => message.status === 'Resolved');
    if (firstAnswered >= 0)
      expect(listed.slice(firstAnswered).every((message) => message.status === 'Resolved')).toBe(
        true,
      );
    const waiting = await adminData<AdminMessage[]>(t.app, tokens.admin, {
      url: '/api/admin/messages?status=UnResolved',
    });
    expect(waiting.every((message) => message.status === 'UnResolved')).toBe(true);
    expect(waiting.map((message) => message.id)).toContain(id);
  });

  it('answers once: the parent sees the reply and a reminder, a second answer is refused and changes nothing', async () => {
    const id = await send('周三的午餐能否少放辣？');
    const answered = await answer(tokens.admin, id, '  已转告食堂，周三起少放辣。  ');
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      id,
      status: 'Resolved',
      reply: '已转告食堂，周三起少放辣。',
    });
    const records = (
      await call(t.app, { url: `/api/message/find/by/user/${child}`, token: tokens.parent })
    ).json().data as { id: number; status: string; reply: string | null }[];
    expect(records.find((record) => record.id === id)).toMatchObject({
      status: 'Resolved',
      reply: '已转告食堂，周三起少放辣。',
    });
    await t.app.services.reminders.jobs.runOnce();
    const reminders = (
      await call(t.app, { url: '/api/reminders/unseen', token: tokens.parent })
    ).json().data as { kind: string; body: string }[];
    expect(
      reminders.some(
        (reminder) =>
          reminder.kind === 'MessageAnswered' &&
          reminder.body.includes('已转告食堂，周三起少放辣。'),
      ),
    ).toBe(true);

    const again = await answer(tokens.admin, id, '再说一次');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_DECIDED', message: '该留言已回复' });
    const after = await adminData<AdminMessage[]>(t.app, tokens.admin, {
      url: '/api/admin/messages',
    });
    expect(after.find((message) => message.id === id)!.reply).toBe('已转告食堂，周三起少放辣。');
    expect(await auditLines(t.app, tokens.admin)).toContain(`message.answer ${id}`);
  });

  it('refuses an empty answer and leaves the message waiting', async () => {
    const id = await send('请问下周菜单什么时候公布？');
    for (const reply of ['', '   ']) {
      const refused = await answer(tokens.admin, id, reply);
      expect(refused.statusCode).toBe(400);
    }
    const waiting = await adminData<AdminMessage[]>(t.app, tokens.admin, {
      url: '/api/admin/messages?status=UnResolved',
    });
    expect(waiting.map((message) => message.id)).toContain(id);
  });

  it("another school's administrator, the kitchen, a teacher and a parent reach none of it", async () => {
    const id = await send('只给本校看');
    const others = await adminData<AdminMessage[]>(t.app, tokens.otherAdmin, {
      url: '/api/admin/messages',
    });
    expect(others.map((message) => message.id)).not.toContain(id);
    expect((await answer(tokens.otherAdmin, id, '越权回复')).statusCode).toBe(404);
    for (const token of [tokens.kitchen, tokens.teacher, tokens.parent]) {
      expect((await call(t.app, { url: '/api/admin/messages', token })).statusCode).toBe(404);
      expect((await answer(token, id, '越权回复')).statusCode).toBe(404);
    }
    const still = await adminData<AdminMessage[]>(t.app, tokens.admin, {
      url: '/api/admin/messages?status=UnResolved',
    });
    expect(still.find((message) => message.id === id)!.status).toBe('UnResolved');
  });
});
