import { sql } from 'drizzle-orm';
import type { Reminder, ReminderSetting } from '@/lib/contract/reminder';
import type { Identity } from '@/lib/contract/user';
import { startFakePushService, type FakePushService } from '../fakePush';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// Decisions 042 and 043: reminders produced once per person and event, never when switched off, pushed
// encrypted to the devices (a fake push service decrypts them), shown at the next open otherwise.

let t: TestApp;
let push: FakePushService;
let parentA: string;
let parentB: string;
let childOfB: Identity;

beforeAll(async () => {
  push = await startFakePushService();
  t = await createTestApp();
  [parentA, parentB] = await Promise.all([tokenOf(t.app, 'parent_a'), tokenOf(t.app, 'parent_b')]);
  childOfB = (await call(t.app, { url: '/api/associated/user/identity', token: parentB })).json()
    .data[0];
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const HOUR = 60 * 60_000;
const runJob = () => t.app.services.reminders.jobs.runOnce();
const unseen = async (token: string): Promise<Reminder[]> =>
  (await call(t.app, { url: '/api/reminders/unseen', token })).json().data;
const setting = (token: string, body: object) =>
  call(t.app, {
    method: 'POST',
    url: '/api/message/template/user/setting?platformType=App',
    token,
    body,
  });
const subscribe = (token: string, name: string) => {
  const device = push.device(name);
  return call(t.app, {
    method: 'POST',
    url: '/api/push/subscription',
    token,
    body: { endpoint: device.endpoint, keys: device.keys },
  });
};
async function subscriptionCount(name: string): Promise<number> {
  const result = await t.app.database.db.execute(
    sql`select count(*)::int as n from push_subscriptions where endpoint = ${push.device(name).endpoint}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
async function answerRemark(content: string, reply: string): Promise<void> {
  const sent = await call(t.app, {
    method: 'POST',
    url: '/api/message',
    token: parentB,
    body: { associatedUserId: childOfB.associatedUserId, content },
  });
  await t.app.services.messages.resolve(sent.json().data.id, reply);
}

describe('reminder settings', () => {
  it('lists the six reminders, on by default, with the balance threshold', async () => {
    const response = await call(t.app, {
      url: '/api/message/template/user/setting?platformType=App',
      token: parentA,
    });
    const items = response.json().data as ReminderSetting[];
    expect(items.map((item) => item.messageTemplateModel.kind)).toEqual([
      'MealNotOrdered',
      'BalanceLow',
      'PaymentResult',
      'LeaveConfirmed',
      'MessageAnswered',
      'MealsMissed',
      'AllergyAlert',
    ]);
    expect(items.every((item) => item.receive)).toBe(true);
    expect(items.find((item) => item.id === 2)?.threshold).toBe(5000);
  });

  it("answers a change with the string code '200' and keeps it", async () => {
    const response = await setting(parentA, { id: 1, receive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      code: '200',
      data: { id: 1, receive: false },
    });
    const items = (
      await call(t.app, { url: '/api/message/template/user/setting', token: parentA })
    ).json().data as ReminderSetting[];
    expect(items.find((item) => item.id === 1)?.receive).toBe(false);
  });

  it('refuses an unknown reminder (404) and a threshold out of range (400)', async () => {
    expect((await setting(parentA, { id: 99, receive: true })).statusCode).toBe(404);
    expect((await setting(parentA, { id: 2, receive: true, threshold: 5 })).statusCode).toBe(400);
  });
});

describe("tomorrow's meal not ordered", () => {
  it('is produced once near the cut-off, and never for a parent who switched it off', async () => {
    // 10:00 in the school: tomorrow's cut-off (16:00) is more than three hours away.
    await runJob();
    expect((await unseen(parentB)).filter((r) => r.kind === 'MealNotOrdered')).toEqual([]);

    t.clock.advance(4 * HOUR); // 14:00
    await runJob();
    await runJob();
    const reminders = (await unseen(parentB)).filter((r) => r.kind === 'MealNotOrdered');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: '明日订餐提醒',
      target: {
        route: 'mealOrder',
        query: { associatedUserId: childOfB.associatedUserId, date: '2026-03-17' },
      },
    });
    expect(reminders[0]!.body).toContain('2026-03-17');
    // parent_a switched it off: nothing, though both children have meals not ordered.
    expect((await unseen(parentA)).filter((r) => r.kind === 'MealNotOrdered')).toEqual([]);
    // Switched on again, the next run reminds of the same meals.
    await setting(parentA, { id: 1, receive: true });
    await runJob();
    expect(
      (await unseen(parentA)).filter((r) => r.kind === 'MealNotOrdered').length,
    ).toBeGreaterThan(0);
    await setting(parentA, { id: 1, receive: false });
  });
});

describe('Web Push', () => {
  it('encrypts the reminder for the device, signs it with the VAPID key, and sends it once', async () => {
    expect((await subscribe(parentB, 'b-phone')).statusCode).toBe(200);
    await answerRemark('孩子对花生过敏', '已通知食堂');
    await runJob();
    await runJob();

    const phone = push.device('b-phone');
    const answered = phone.received.filter((p) => p.title === '留言回复通知');
    expect(answered).toHaveLength(1);
    expect(answered[0]!.body).toContain('已通知食堂');
    expect(answered[0]!.url).toBe(`/#/pages/my/JumpRemind?id=${answered[0]!.id}`);

    const { publicKey } = (await call(t.app, { url: '/api/push/key', token: parentB })).json().data;
    expect(push.authorizations.at(-1)).toMatch(new RegExp(`^vapid t=[^,]+, k=${publicKey}$`));

    // The same reminder through the app and the chat platform's template message.
    const shown = await call(t.app, { url: `/api/reminders/${answered[0]!.id}`, token: parentB });
    expect(shown.json().data).toMatchObject({ kind: 'MessageAnswered', body: answered[0]!.body });
    const template = await call(t.app, {
      url: `/api/we/chat/template/message/${answered[0]!.id}`,
      token: parentB,
    });
    expect(template.json().data).toMatchObject({
      templateId: 5,
      url: answered[0]!.url,
      data: { first: { value: '留言回复通知' }, keyword1: { value: answered[0]!.body } },
    });
    // Pushed, so not repeated in the app at the next open.
    expect((await unseen(parentB)).map((r) => r.id)).not.toContain(answered[0]!.id);
  });

  it('removes a device the push service calls gone (410), and keeps the others', async () => {
    await subscribe(parentB, 'b-old');
    push.device('b-old').gone = true;
    await answerRemark('明天请假', '已登记');
    await runJob();
    expect(await subscriptionCount('b-old')).toBe(0);
    expect(await subscriptionCount('b-phone')).toBe(1);
    expect(push.device('b-phone').received.some((p) => p.body.includes('已登记'))).toBe(true);
  });

  it("removes the session's devices at logout", async () => {
    const tablet = await tokenOf(t.app, 'parent_b');
    await subscribe(tablet, 'b-tablet');
    expect(await subscriptionCount('b-tablet')).toBe(1);
    expect((await call(t.app, { method: 'POST', url: '/logout', token: tablet })).statusCode).toBe(
      200,
    );
    expect(await subscriptionCount('b-tablet')).toBe(0);
    expect(await subscriptionCount('b-phone')).toBe(1);
  });

  it('refuses an endpoint that is neither https nor this machine', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/push/subscription',
      token: parentB,
      body: { endpoint: 'http://10.1.2.3/push', keys: push.device('x').keys },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('balance below the threshold', () => {
  it('is reminded once per fall below the threshold the parent set', async () => {
    expect((await setting(parentB, { id: 2, receive: true, threshold: 900_000 })).json().code).toBe(
      '200',
    );
    await runJob();
    await runJob();
    const low = push.device('b-phone').received.filter((p) => p.title === '余额不足提醒');
    expect(low).toHaveLength(1);
    expect(low[0]!.body).toContain('9000.00');
  });
});

describe('another account', () => {
  it("answers 404 for another account's reminder, template message and seen mark", async () => {
    const [mine] = (await unseen(parentB)).filter((r) => r.kind === 'MealNotOrdered');
    for (const request of [
      { url: `/api/reminders/${mine!.id}` },
      { url: `/api/we/chat/template/message/${mine!.id}` },
      { method: 'POST' as const, url: `/api/reminders/${mine!.id}/seen` },
    ]) {
      expect((await call(t.app, { ...request, token: parentA })).statusCode).toBe(404);
    }
    // The owner marks it seen: it no longer shows at the next open.
    const seen = await call(t.app, {
      method: 'POST',
      url: `/api/reminders/${mine!.id}/seen`,
      token: parentB,
    });
    expect(seen.json().data.seenAt).not.toBeNull();
    expect((await unseen(parentB)).map((r) => r.id)).not.toContain(mine!.id);
  });
});

describe('the inbox (decision 068)', () => {
  it("lists the account's reminders newest first, pushed or seen ones too, and no one else's", async () => {
    const inbox = async (token: string): Promise<Reminder[]> =>
      (await call(t.app, { url: '/api/reminders', token })).json().data;
    const mine = await inbox(parentB);
    // Pushed ones (the answered messages) stay in the inbox though they never show at the open.
    const pushed = mine.filter((r) => r.kind === 'MessageAnswered');
    expect(pushed.length).toBeGreaterThanOrEqual(2);
    expect((await unseen(parentB)).map((r) => r.id)).not.toContain(pushed[0]!.id);
    // The reminder marked seen above is still listed, with its seen time.
    expect(mine.some((r) => r.seenAt !== null)).toBe(true);
    const order = mine.map((r) => `${r.createdAt}|${String(r.id).padStart(9, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    const others = new Set((await inbox(parentA)).map((r) => r.id));
    expect(mine.some((r) => others.has(r.id))).toBe(false);
    expect((await call(t.app, { url: '/api/reminders' })).statusCode).toBe(401);
  });
});
