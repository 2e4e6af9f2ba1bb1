import { PASSWORD, call, createTestApp, form, passwordLogin, type TestApp } from './helpers';

// Issue 3: logs never hold tokens, passwords or codes. Every line the server writes while a
// guardian logs in, uses the token and logs in by SMS is read back here. The sandbox SMS
// provider's delivery line is the one place a code is written, by design: it is how the code
// reaches the developer when no SMS gateway is configured.
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
  const otherLines = lines.filter((line) => !line.includes('[sandbox SMS]'));
  // As a number of its own: the digits may well occur inside a timestamp.
  expect(otherLines.join('')).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
});
