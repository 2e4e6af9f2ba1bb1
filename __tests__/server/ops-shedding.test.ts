import { DEFAULT_SHEDDING } from '@/server/core/settings';
import { call, createTestApp, fingerprint, passwordLogin, type TestApp } from './helpers';

// Decision 077: while the server is overloaded it refuses API requests at once, before any route
// runs, with 503, SERVER_BUSY and Retry-After, instead of letting them hang; static files and the
// health and metrics routes still answer. The heap limit stands in for the overload here: set to
// one byte it holds from the first sample on, where an event-loop delay would depend on timing.

let t: TestApp;

async function underPressure(app: TestApp['app']): Promise<void> {
  // The first sample, 10 ms after start, finds the heap past one byte; wait until it has.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await app.inject({ method: 'GET', url: '/api/school/all' });
    if (answer.statusCode === 503) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server never came under pressure');
}

beforeAll(async () => {
  t = await createTestApp({
    ops: {
      metricsAllow: ['127.0.0.1'],
      shedding: {
        ...DEFAULT_SHEDDING,
        maxEventLoopDelayMs: 0,
        maxHeapUsedBytes: 1,
        retryAfterSeconds: 3,
        sampleIntervalMs: 10,
      },
    },
  });
  await underPressure(t.app);
});
afterAll(() => t.close());

it('refuses a write with 503, SERVER_BUSY and Retry-After, and applies nothing', async () => {
  const before = await fingerprint(t.app);
  const answer = await call(t.app, {
    method: 'POST',
    url: '/api/sms/verify',
    body: { mobile: '13900000077' },
  });
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['retry-after']).toBe('3');
  expect(answer.json()).toEqual({
    success: false,
    code: 'SERVER_BUSY',
    message: '服务器繁忙，请稍后再试',
  });
  expect(await fingerprint(t.app)).toBe(before);
});

it('sheds sign-in too, the costliest call', async () => {
  const answer = await passwordLogin(t.app, 'parent_a');
  expect(answer.statusCode).toBe(503);
  expect(answer.json()).toMatchObject({ code: 'SERVER_BUSY' });
});

it('still answers the health checks and counts what it shed in the metrics', async () => {
  expect((await call(t.app, { url: '/health/live' })).statusCode).toBe(200);
  expect((await call(t.app, { url: '/health/ready' })).statusCode).toBe(200);
  const metrics = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress: '127.0.0.1',
  });
  expect(metrics.statusCode).toBe(200);
  const shed = /canteen_requests_shed_total\{reason="heapUsedBytes"\} (\d+)/.exec(metrics.body);
  expect(Number(shed?.[1])).toBeGreaterThanOrEqual(2);
});

it('is off unless configured: the test server without shedding serves as usual', async () => {
  const plain = await createTestApp();
  try {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await call(plain.app, { url: '/api/school/all' })).statusCode).not.toBe(503);
  } finally {
    await plain.close();
  }
});
