import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, auditLines, consoleTokens, type ConsoleTokens } from './console';

// Decision 057: the origins the webview may show (decision 024) are edited in the console; only
// an https origin as a browser spells it goes in, every other shape is refused with a reason.

let t: TestApp;
let tokens: ConsoleTokens;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  schoolId = (await adminData<{ unitId: number }>(t.app, tokens.admin, { url: '/api/admin/me' }))
    .unitId;
});
afterAll(() => t.close());

async function profileOrigins(): Promise<string[]> {
  const response = await call(t.app, { url: `/api/publicity/${schoolId}/profile` });
  expect(response.statusCode).toBe(200);
  return response.json().data.allowedOrigins as string[];
}

function add(origin: string, token = tokens.admin) {
  return call(t.app, { method: 'POST', url: '/api/admin/origins', token, body: { origin } });
}

describe('allowed webview origins in the console', () => {
  it('lists, adds and removes an https origin; the public profile follows; audited', async () => {
    const start = await adminData<{ origins: string[] }>(t.app, tokens.admin, {
      url: '/api/admin/origins',
    });
    expect(start.origins).toEqual(await profileOrigins());

    const added = await add('  HTTPS://Partner.Example.com/ ');
    expect(added.statusCode).toBe(200);
    expect(added.json().data.origins).toEqual([...start.origins, 'https://partner.example.com']);
    expect(await profileOrigins()).toContain('https://partner.example.com');
    // Adding it again changes nothing.
    expect((await add('https://partner.example.com')).json().data.origins).toHaveLength(
      start.origins.length + 1,
    );

    const removed = await adminData<{ origins: string[] }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/origins/remove',
      body: { origin: 'https://partner.example.com' },
    });
    expect(removed.origins).toEqual(start.origins);
    expect(await profileOrigins()).not.toContain('https://partner.example.com');
    expect(
      (await auditLines(t.app, tokens.admin)).filter((line) => line.startsWith('origin.')),
    ).toEqual([
      'origin.remove https://partner.example.com',
      'origin.add https://partner.example.com',
    ]);
  });

  it.each([
    ['a script URL', 'javascript:alert(document.cookie)'],
    ['a script URL dressed as https', 'javascript://https://evil.example/%0aalert(1)'],
    ['plain http', 'http://partner.example.com'],
    ['a path', 'https://partner.example.com/pay'],
    ['a query', 'https://partner.example.com?next=https://evil.example'],
    ['a fragment', 'https://partner.example.com#x'],
    ['userinfo', 'https://partner.example.com@evil.example'],
    ['user and password', 'https://user:pass@partner.example.com'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['no host', 'https://'],
    ['not a URL', 'partner.example.com'],
    ['a backslash trick', 'https://evil.example\\@partner.example.com'],
  ])('refuses %s with 400 and a reason, changing nothing', async (_name, origin) => {
    const before = await profileOrigins();
    const response = await add(origin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ORIGIN_INVALID', message: expect.any(String) });
    expect(response.json().message).toContain('https');
    expect(await profileOrigins()).toEqual(before);
  });

  it('answers 404 to a family, a teacher, the kitchen; the other school edits only its own', async () => {
    for (const token of [tokens.parent, tokens.teacher, tokens.kitchen]) {
      expect((await add('https://evil.example', token)).statusCode).toBe(404);
      const remove = await call(t.app, {
        method: 'POST',
        url: '/api/admin/origins/remove',
        token,
        body: { origin: 'https://www.gov.cn' },
      });
      expect(remove.statusCode).toBe(404);
    }
    const other = await add('https://other.example', tokens.otherAdmin);
    expect(other.json().data.origins).toContain('https://other.example');
    const removed = await call(t.app, {
      method: 'POST',
      url: '/api/admin/origins/remove',
      token: tokens.otherAdmin,
      body: { origin: 'https://www.gov.cn' },
    });
    expect(removed.json().data.origins).not.toContain('https://www.gov.cn');
    expect(await profileOrigins()).toContain('https://www.gov.cn');
    expect(await profileOrigins()).not.toContain('https://other.example');
  });
});
