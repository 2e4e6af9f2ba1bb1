import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// Decision 073: a calendar link is its own key, so the log, which records every request's
// address, keeps the path without the token.

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());

it('logs a calendar fetch, and a refused one, without the token', async () => {
  const token = await tokenOf(t.app, 'parent_a');
  const child = (
    (await call(t.app, { url: '/api/associated/user/identity', token })).json().data as {
      associatedUserId: number;
    }[]
  )[0]!.associatedUserId;
  const issued = await call(t.app, { method: 'POST', url: `/api/feed/calendar/${child}`, token });
  const url = new URL(issued.json().data.url as string);
  const secret = url.pathname.split('/')[4]!;
  expect((await call(t.app, { url: url.pathname })).statusCode).toBe(200);
  const wrong = `${'Z'.repeat(43)}`;
  expect((await call(t.app, { url: `/api/feed/child/${wrong}/calendar.ics` })).statusCode).toBe(
    404,
  );

  const written = lines.join('');
  expect(written).toContain('/api/feed/child/…/calendar.ics');
  expect(written).not.toContain(secret);
  expect(written).not.toContain(wrong);
});
