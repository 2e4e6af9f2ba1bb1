import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptHashesOf } from '@/server/static';
import { call, createTestApp, mobileLogin, passwordLogin, tokenOf, type TestApp } from './helpers';

// Decision 020: what a browser is told to keep, to trust and to show.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_a');
});
afterAll(() => t.close());

describe('14: head-photo links', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'vbscript:msgbox(1)',
  ])('14: /api/user/update refuses the head-photo URL %s', async (headerUrl) => {
    const before = (await call(t.app, { url: '/api/associated/user/0', token })).json().data;
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/update',
      token,
      body: { headerUrl },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
    const after = (await call(t.app, { url: '/api/associated/user/0', token })).json().data;
    expect(after.headerUrl).toBe(before.headerUrl);
  });

  it('14: an https link or a path of this site is still stored', async () => {
    for (const headerUrl of ['https://cdn.example/a.png', '/files/abc']) {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/user/update',
        token,
        body: { headerUrl },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('14: Cache-Control: no-store', () => {
  it('14: on the login calls, answered or refused', async () => {
    expect((await passwordLogin(t.app, 'parent_a')).headers['cache-control']).toBe('no-store');
    expect((await passwordLogin(t.app, 'parent_a', 'wrong')).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await mobileLogin(t.app, '13800000001', '000000')).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it.each([
    '/api/associated/user/0',
    '/api/associated/user/identity',
    '/api/user/0/balance',
    '/api/nothing-here',
  ])('14: on %s, with a token or without', async (url) => {
    expect((await call(t.app, { url, token })).headers['cache-control']).toBe('no-store');
    expect((await call(t.app, { url })).headers['cache-control']).toBe('no-store');
  });
});

describe('no-store follows the route, not the raw URL', () => {
  it.each([
    '/%61pi/user/0/balance',
    '/%61%70%69/associated/user/identity',
    '/ap%69/associated/user/0',
    '/api/%75ser/0/balance',
  ])('%s is answered by a private route and gets no-store', async (url) => {
    const response = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    // The router decodes the path: the private answer is served, so it must not be cached.
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a percent-encoded login path gets no-store, answered or refused', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/%6Cogin?client_id=canteen-web' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('14: HSTS', () => {
  it('14: not over plain http', async () => {
    const response = await call(t.app, { url: '/api/associated/user/0', token });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('14: on every answer when PUBLIC_ORIGIN is https', async () => {
    const secure = await createTestApp({ publicOrigin: 'https://canteen.example' });
    try {
      for (const response of [
        await passwordLogin(secure.app, 'parent_a'),
        await call(secure.app, { url: '/api/nothing-here' }),
      ]) {
        expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      }
    } finally {
      await secure.close();
    }
  });
});

describe('14: CSP hashes', () => {
  it('14: the server uses the hashes the build wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'canteen-csp-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<script>ignored()</script>');
      writeFileSync(join(dir, 'csp-hashes.json'), JSON.stringify({ scripts: ["'sha256-abc='"] }));
      expect(scriptHashesOf(dir)).toEqual(["'sha256-abc='"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
