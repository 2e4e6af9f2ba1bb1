import { PASSWORD, call, createTestApp, form, passwordLogin, type TestApp } from './helpers';

// Logs never hold tokens, passwords or codes. Every line the server writes while a
// guardian logs in, uses the token and logs in by SMS is read back here. Decision 037: not
// even the sandbox SMS provider writes the code or the whole mobile, and a database error is
// logged without its query's parameters.
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());

it('logs requests without the password, the bearer token or the SMS code', async () => {
  const login = await passwordLogin(t.app, 'parent_a');
  expect(login.statusCode).toBe(200);
  const token = login.json().access_token as string;
  const identities = await call(t.app, { url: '/api/associated/user/identity', token });
  expect(identities.statusCode).toBe(200);

  const mobile = '13800000001';
  const sent = await call(t.app, { method: 'POST', url: '/api/sms/verify', body: { mobile } });
  expect(sent.statusCode).toBe(200);
  const outbox = await call(t.app, { url: `/api/demo/sms/outbox?mobile=${mobile}` });
  const code = (outbox.json().data as { code: string }[])[0]!.code;
  const smsLogin = await t.app.inject({
    method: 'POST',
    url: '/mobile/login?client_id=canteen-web',
    headers: {
      authorization: `Basic ${Buffer.from('canteen-web:canteen-web-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form({ mobile, code }),
  });
  expect(smsLogin.statusCode).toBe(200);
  const smsToken = smsLogin.json().access_token as string;

  const written = lines.join('');
  // The requests were logged at all: otherwise this test proves nothing.
  expect(written).toContain('/api/associated/user/identity');
  expect(written).toContain('/mobile/login');
  expect(written).not.toContain(PASSWORD);
  expect(written).not.toContain(encodeURIComponent(PASSWORD));
  expect(written).not.toContain(token);
  expect(written).not.toContain(smsToken);
  // As a number of its own: the digits may well occur inside a timestamp.
  expect(written).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
});

it('4: the sandbox SMS provider logs neither the code nor the full mobile', async () => {
  lines.length = 0;
  const mobile = '13800000002';
  const sent = await call(t.app, { method: 'POST', url: '/api/sms/verify', body: { mobile } });
  expect(sent.statusCode).toBe(200);
  const outbox = await call(t.app, { url: `/api/demo/sms/outbox?mobile=${mobile}` });
  const code = (outbox.json().data as { code: string }[])[0]!.code;
  const written = lines.join('');
  expect(written).toContain('[sandbox SMS]');
  expect(written).toContain('138****0002');
  expect(written).not.toContain(mobile);
  expect(written).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
});

it('4: a NUL byte in a registration is refused before any query, and nothing of it is logged', async () => {
  lines.length = 0;
  const mobile = '13900000077';
  expect(
    (await call(t.app, { method: 'POST', url: '/api/sms/verify', body: { mobile } })).statusCode,
  ).toBe(200);
  const outbox = await call(t.app, { url: `/api/demo/sms/outbox?mobile=${mobile}` });
  const code = (outbox.json().data as { code: string }[])[0]!.code;
  const password = 'Secret-4-nul';
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/user/register',
    body: { mobile, code, password, userName: 'Ann\u0000Lee' },
  });
  expect(response.statusCode).toBe(400);
  const written = lines.join('');
  expect(written).not.toContain(password);
  expect(written).not.toMatch(/scrypt|\$argon|params:/i);
});

it('4: a database error is logged without its query parameters', async () => {
  lines.length = 0;
  const secret = 'hash-of-a-password-0123456789';
  const { sql } = await import('drizzle-orm');
  let failure: unknown;
  try {
    // A NUL byte in a text parameter: PostgreSQL refuses it, and the driver's error carries
    // the parameters (drizzle's message is `Failed query: …\nparams: …`).
    await t.app.database.db.execute(
      sql`select ${`${secret}\u0000`}::text as a, ${'13800000001'}::int as b`,
    );
  } catch (error) {
    failure = error;
  }
  expect(failure).toBeInstanceOf(Error);
  expect(String((failure as Error).message) + JSON.stringify(failure)).toContain(secret);
  t.app.log.error({ err: failure }, 'unhandled error');
  const written = lines.join('');
  expect(written).toContain('unhandled error');
  expect(written).toContain('select $1::text');
  expect(written).not.toContain(secret);
  expect(written).not.toContain('13800000001');
});

// Decision 064: the not-found line carried the raw URL, mobile and all; a percent-encoded
// mobile passed the request serializer's mask. Every line, whoever writes it, is masked.
it('masks mobiles in every line: the not-found line, encoded digits, a service’s own line', async () => {
  lines.length = 0;
  const token = (await passwordLogin(t.app, 'parent_a')).json().access_token as string;
  const notFound = await t.app.inject({ url: '/no-such-page/13912345678?m=13912345679' });
  expect(notFound.statusCode).toBe(404);
  const encoded = await t.app.inject({
    url: '/api/associated/user/mobile/%31%33%3912345670',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(encoded.statusCode).toBe(200);
  t.app.log.warn({ detail: 'for 13912345671' }, 'a line about 13912345672');

  const written = lines.join('');
  // The lines were written at all: otherwise this test proves nothing.
  expect(written).toMatch(/not found/);
  expect(written).toContain('139****5678');
  expect(written).toContain('139****5672');
  for (const mobile of ['13912345678', '13912345679', '13912345670', '13912345671', '13912345672'])
    expect(written).not.toContain(mobile);
  expect(written).not.toContain('%31%33%3912345670');
});
