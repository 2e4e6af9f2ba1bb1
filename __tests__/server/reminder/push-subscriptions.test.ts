import { sql } from 'drizzle-orm';
import { serverMessages } from '@/server/messages';
import { MAX_DEVICES, MAX_FAILURES } from '@/server/domains/reminder/service';
import { startFakePushService, type FakePushService } from '../fakePush';
import { accountIdOf, call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { startRecorder, type Recorder } from '../recorder';
import { ATTACKS } from './attacks';

// Decision 062: a push endpoint is an address a signed-in user makes the
// server call. In production (DEMO=0) an internal one is refused when saved and never connected
// to when sent; an account keeps a few; one that cannot work is dropped.

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const MINUTE = 60_000;

let prod: TestApp;
let token: string;
let accountId: number;
let recorder: Recorder;

beforeAll(async () => {
  prod = await createTestApp({ demo: false });
  token = await tokenOf(prod.app, 'parent_a');
  accountId = await accountIdOf(prod.app, 'parent_a');
});
afterAll(() => prod.close());
beforeEach(async () => {
  recorder = await startRecorder();
});
afterEach(() => recorder.close());

const save = (t: TestApp, bearer: string, endpoint: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/push/subscription',
    token: bearer,
    body: { endpoint, keys: KEYS },
  });

async function endpointsOf(t: TestApp, account: number): Promise<string[]> {
  const result = await t.app.database.db.execute(
    sql`select endpoint from push_subscriptions where account_id = ${account} order by id`,
  );
  return (result as unknown as { rows: { endpoint: string }[] }).rows.map((row) => row.endpoint);
}

let event = 0;
/** One reminder for the account, pushed to its devices as the job does. */
async function remindAndDeliver(t: TestApp, account: number): Promise<void> {
  event += 1;
  await t.app.services.reminders.delivery.produce(t.app.database.db, {
    accountId: account,
    kind: 'MessageAnswered',
    eventKey: `push-subscriptions-${event}`,
    body: `回复 ${event}`,
    target: { route: 'registerMessageRecord', query: {} },
  });
  await t.app.services.reminders.delivery.deliver();
}

describe('saving a subscription in production', () => {
  it.each(ATTACKS)('refuses %s with 400 and stores nothing', async (endpoint) => {
    const response = await save(prod, token, endpoint);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      message: serverMessages.pushEndpointRefused,
    });
    expect(await endpointsOf(prod, accountId)).toEqual([]);
  });

  it("refuses the demo's loopback push service too", async () => {
    const response = await save(prod, token, `http://127.0.0.1:${recorder.port}/push/a`);
    expect(response.statusCode).toBe(400);
    expect(await endpointsOf(prod, accountId)).toEqual([]);
  });
});

describe('sending in production', () => {
  it('never connects to an internal endpoint saved before the guard, and drops it', async () => {
    const planted = [
      `https://127.0.0.1:${recorder.port}/push/a`,
      `http://127.0.0.1:${recorder.port}/push/b`,
      `https://localhost:${recorder.port}/push/c`,
      `https://[::ffff:127.0.0.1]:${recorder.port}/push/d`,
      `https://user:pw@127.0.0.1:${recorder.port}/push/e`,
    ];
    for (const endpoint of planted) {
      await prod.app.database.db.execute(
        sql`insert into push_subscriptions (account_id, endpoint, p256dh, auth)
            values (${accountId}, ${endpoint}, ${KEYS.p256dh}, ${KEYS.auth})`,
      );
    }
    expect(await endpointsOf(prod, accountId)).toEqual(planted);
    await remindAndDeliver(prod, accountId);
    expect(recorder.connections).toBe(0);
    expect(await endpointsOf(prod, accountId)).toEqual([]);
    // No device took it, so the app shows it at the next open.
    const unseen = await call(prod.app, { url: '/api/reminders/unseen', token });
    expect(unseen.json().data.map((r: { body: string }) => r.body)).toContain(`回复 ${event}`);
  });
});

describe(`at most ${MAX_DEVICES} devices per account`, () => {
  it('replaces the least recently saved, and a re-save updates rather than adds', async () => {
    const device = (n: number) => `https://push.example.com/wpush/device-${n}`;
    for (let n = 1; n <= MAX_DEVICES + 2; n += 1) {
      prod.clock.advance(MINUTE);
      expect((await save(prod, token, device(n))).statusCode).toBe(200);
    }
    expect(await endpointsOf(prod, accountId)).toEqual([3, 4, 5, 6, 7].map(device));

    // Saved again, device 3 is the newest: device 4 makes room for device 8.
    prod.clock.advance(MINUTE);
    expect((await save(prod, token, device(3))).statusCode).toBe(200);
    expect(await endpointsOf(prod, accountId)).toEqual([3, 4, 5, 6, 7].map(device));
    prod.clock.advance(MINUTE);
    await save(prod, token, device(8));
    expect(await endpointsOf(prod, accountId)).toEqual([3, 5, 6, 7, 8].map(device));

    // Another account's devices are its own.
    const other = await tokenOf(prod.app, 'parent_b');
    await save(prod, other, device(9));
    expect(await endpointsOf(prod, await accountIdOf(prod.app, 'parent_b'))).toEqual([device(9)]);
    expect(await endpointsOf(prod, accountId)).toHaveLength(MAX_DEVICES);
  });
});

describe('a subscription that keeps failing (demo mode, the fake push service)', () => {
  let demo: TestApp;
  let push: FakePushService;
  let parent: string;
  let parentId: number;
  beforeAll(async () => {
    push = await startFakePushService();
    demo = await createTestApp();
    parent = await tokenOf(demo.app, 'parent_b');
    parentId = await accountIdOf(demo.app, 'parent_b');
  });
  afterAll(async () => {
    await demo.close();
    await push.close();
  });

  it(`is dropped after ${MAX_FAILURES} failed sends in a row, not before`, async () => {
    const flaky = push.device('flaky');
    const steady = push.device('steady');
    for (const device of [flaky, steady]) {
      expect(
        (
          await call(demo.app, {
            method: 'POST',
            url: '/api/push/subscription',
            token: parent,
            body: { endpoint: device.endpoint, keys: device.keys },
          })
        ).statusCode,
      ).toBe(200);
    }
    flaky.failing = true;
    for (let n = 1; n < MAX_FAILURES; n += 1) await remindAndDeliver(demo, parentId);
    // One accepted send starts the count again.
    flaky.failing = false;
    await remindAndDeliver(demo, parentId);
    expect(flaky.received).toHaveLength(1);
    flaky.failing = true;
    for (let n = 1; n < MAX_FAILURES; n += 1) await remindAndDeliver(demo, parentId);
    expect(await endpointsOf(demo, parentId)).toEqual([flaky.endpoint, steady.endpoint]);
    await remindAndDeliver(demo, parentId);
    expect(await endpointsOf(demo, parentId)).toEqual([steady.endpoint]);
    expect(steady.received).toHaveLength(2 * MAX_FAILURES);
  });

  it('is dropped at once when its push service says it is gone', async () => {
    const old = push.device('old');
    await call(demo.app, {
      method: 'POST',
      url: '/api/push/subscription',
      token: parent,
      body: { endpoint: old.endpoint, keys: old.keys },
    });
    old.gone = true;
    await remindAndDeliver(demo, parentId);
    expect(await endpointsOf(demo, parentId)).toEqual([push.device('steady').endpoint]);
  });
});
