import type { AddressInfo } from 'node:net';
import { call, createTestApp, passwordLogin, tokenOf, type TestApp } from './helpers';

// Decision 034: liveness, readiness and Prometheus metrics, and who may read the metrics.
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(line) },
    ops: { metricsAllow: ['127.0.0.1', '10.1.0.0/16'], metricsToken: 'scrape-token-for-tests' },
  });
});
afterAll(() => t.close());

it('answers liveness without touching the database', async () => {
  const live = await call(t.app, { url: '/health/live' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ success: true, data: { status: 'up' } });
  expect(live.headers['cache-control']).toBe('no-store');
});

it('answers ready with the database up and every shipped migration applied', async () => {
  const ready = await call(t.app, { url: '/health/ready' });
  expect(ready.statusCode).toBe(200);
  const data = ready.json().data;
  expect(data).toMatchObject({ status: 'ready', database: 'up' });
  expect(data.migrations.applied).toBeGreaterThanOrEqual(data.migrations.shipped);
  expect(data.migrations.shipped).toBeGreaterThan(0);
});

it('says not ready, in the envelope, once draining', async () => {
  t.app.ops.state.draining = true;
  try {
    const ready = await call(t.app, { url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, code: 'SHUTTING_DOWN' });
    // Liveness is another question: the process is alive while it drains.
    expect((await call(t.app, { url: '/health/live' })).statusCode).toBe(200);
  } finally {
    t.app.ops.state.draining = false;
  }
});

it('serves Prometheus metrics to a listed address: requests by route, latency, database time', async () => {
  expect((await passwordLogin(t.app, 'parent_a')).statusCode).toBe(200);
  const metrics = await call(t.app, { url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(metrics.statusCode).toBe(200);
  expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = metrics.body;
  expect(text).toMatch(
    /canteen_http_requests_total\{method="POST",route="\/login",status="200"\} 1/,
  );
  expect(text).toMatch(
    /canteen_http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/login"\}/,
  );
  expect(text).toMatch(/canteen_db_query_duration_seconds_count [1-9]\d*/);
  expect(text).toContain('canteen_process_resident_memory_bytes');
  for (const name of [
    'canteen_payment_notifications_total',
    'canteen_sms_sent_total',
    'canteen_push_sent_total',
    'canteen_outbox_deliveries_total',
  ])
    expect(text).toContain(`# TYPE ${name} counter`);
});

it('counts the queries sent outside a transaction in the database time', async () => {
  const queries = async () => {
    const text = (await call(t.app, { url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    return Number(/canteen_db_query_duration_seconds_count (\d+)/.exec(text)?.[1]);
  };
  const token = await tokenOf(t.app, 'parent_a');
  const before = await queries();
  // The balance and the ledger's rows: plain reads, each its own statement on the pool.
  const account = await call(t.app, { url: '/api/user/0/account', token });
  expect(account.statusCode).toBe(200);
  expect((await queries()) - before).toBeGreaterThanOrEqual(2);
});

it('serves metrics to an address inside a listed range', async () => {
  const metrics = await call(t.app, { url: '/metrics', remoteAddress: '10.1.22.7' });
  expect(metrics.statusCode).toBe(200);
});

it('refuses metrics to an unlisted address, in the envelope, unless it brings the token', async () => {
  const refused = await call(t.app, { url: '/metrics', remoteAddress: '203.0.113.9' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  expect(refused.body).not.toContain('canteen_');

  const wrongToken = await call(t.app, {
    url: '/metrics',
    remoteAddress: '203.0.113.9',
    headers: { authorization: 'Bearer not-the-token' },
  });
  expect(wrongToken.statusCode).toBe(403);

  const withToken = await call(t.app, {
    url: '/metrics',
    remoteAddress: '203.0.113.9',
    headers: { authorization: 'Bearer scrape-token-for-tests' },
  });
  expect(withToken.statusCode).toBe(200);
  expect(withToken.body).toContain('canteen_http_requests_total');
});

it('counts SMS sent and a payment notification that is not genuine', async () => {
  const sent = await call(t.app, {
    method: 'POST',
    url: '/api/sms/verify',
    body: { mobile: '13800000003' },
  });
  expect(sent.statusCode).toBe(200);
  // The SMS provider is built once at start-up, yet its line carries this request's id.
  const smsLine = lines
    .map((line) => JSON.parse(line) as { msg?: string; reqId?: string })
    .find((entry) => entry.msg === '[sandbox SMS] code sent');
  expect(smsLine?.reqId).toBe(sent.headers['x-request-id']);
  const forged = await t.app.inject({
    method: 'POST',
    url: '/api/payment/callback',
    headers: { 'content-type': 'application/json', 'x-signature': 'forged' },
    payload: JSON.stringify({ outTradeNo: 'T1', status: 'Paid', amount: 1, notifyId: 'x' }),
  });
  expect(forged.statusCode).toBe(401);
  const text = (await call(t.app, { url: '/metrics' })).body;
  expect(text).toMatch(/canteen_sms_sent_total\{result="sent"\} 1/);
  expect(text).toMatch(
    /canteen_payment_notifications_total\{channel="sandbox",result="bad_signature"\} 1/,
  );
});

it('counts outbox deliveries: leave and rating POSTs under an Idempotency-Key, by status', async () => {
  const token = await tokenOf(t.app, 'parent_b');
  const leave = await call(t.app, {
    method: 'POST',
    url: '/api/meal/leave',
    token,
    body: { associatedUserId: 0, leaveDate: 'not-a-date', diningType: 'Lunch' },
    headers: { 'idempotency-key': 'outbox-item-1' },
  });
  expect(leave.statusCode).toBe(400);
  // Without a key it is no outbox delivery.
  await call(t.app, { method: 'POST', url: '/api/meal/leave', token, body: {} });
  const text = (await call(t.app, { url: '/metrics' })).body;
  expect(text).toMatch(/canteen_outbox_deliveries_total\{kind="leave",status="400"\} 1\n/);
});

it('gives each request one id, in its answer and in every log line it writes', async () => {
  lines.length = 0;
  const first = await call(t.app, { url: '/health/live' });
  const second = await call(t.app, { url: '/health/live' });
  const id = first.headers['x-request-id'] as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(second.headers['x-request-id']).not.toBe(id);
  // Fastify's "incoming request" and "request completed", both under the one id. The second
  // is written by the response's onResponse hook, which may run after the answer has been read:
  // on a loaded machine it came later than the assertion, so wait for it rather than read once.
  const own = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
  for (let waited = 0; own().length < 2 && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(own().length).toBeGreaterThanOrEqual(2);

  const relayed = await call(t.app, {
    url: '/health/live',
    headers: { 'x-request-id': 'proxy-7f3a9c21' },
  });
  expect(relayed.headers['x-request-id']).toBe('proxy-7f3a9c21');
  const hostile = await call(t.app, {
    url: '/health/live',
    headers: { 'x-request-id': 'bad id\nforged line' },
  });
  expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

// Decision 064: /metrics must read the client's address as every other route does,
// through TRUST_PROXY only. Over a real socket on loopback, with loopback itself not listed.
describe('the client address /metrics sees', () => {
  const forged: Record<string, string>[] = [
    { 'x-forwarded-for': '10.1.2.3' },
    { 'x-forwarded-for': '10.1.2.3, 10.1.2.4' },
    { forwarded: 'for=10.1.2.3' },
    { 'x-real-ip': '10.1.2.3' },
  ];

  async function listening(trustProxy?: string[]) {
    const app = await createTestApp({
      ops: { metricsAllow: ['10.1.0.0/16'] },
      ...(trustProxy && { trustProxy }),
    });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { app, get };
  }

  it('believes no forwarded header when no proxy is trusted', async () => {
    const { app, get } = await listening();
    try {
      for (const headers of forged) {
        const response = await get('/metrics', headers);
        expect({ headers, status: response.status }).toEqual({ headers, status: 403 });
        expect(await response.text()).not.toContain('canteen_');
      }
    } finally {
      await app.close();
    }
  });

  it('through a trusted proxy, reads the client it names, as the other routes do', async () => {
    const { app, get } = await listening(['127.0.0.1']);
    try {
      // The proxy forwards a listed client: allowed; an unlisted one: refused, even though the
      // connection itself comes from the proxy's loopback address.
      expect((await get('/metrics', { 'x-forwarded-for': '10.1.2.3' })).status).toBe(200);
      expect((await get('/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
      expect((await get('/metrics')).status).toBe(403);
    } finally {
      await app.close();
    }
  });
});
