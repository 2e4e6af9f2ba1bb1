import fc from 'fast-check';
import * as allergy from '@/lib/contract/allergy';
import * as attachment from '@/lib/contract/attachment';
import * as auth from '@/lib/contract/auth';
import * as business from '@/lib/contract/business';
import type { Endpoint } from '@/lib/contract/core';
import * as demo from '@/lib/contract/demo';
import * as leave from '@/lib/contract/leave';
import * as meal from '@/lib/contract/meal';
import * as message from '@/lib/contract/message';
import * as order from '@/lib/contract/order';
import * as school from '@/lib/contract/school';
import * as user from '@/lib/contract/user';
import { BASIC, createTestApp, fingerprint, tokenOf, type TestApp } from './helpers';

// Property: whatever arrives, a route never answers 5xx, and a refused input writes nothing.
// Decision 020: every endpoint of the contract, with NUL and other control characters in
// its text fields and ids that are not numbers or are too large in its paths. The console's
// attacks of an audit (decision 064) are in malformed-input-console.test.ts (this file is at its length), every
// operation of the OpenAPI document in fuzz/openapi-fuzz.test.ts.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_a');
});
afterAll(() => t.close());

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

// Logout is left out: any input to it is valid and it would revoke the token the others use.
const endpoints: Endpoint[] = (
  [
    ...Object.values(auth),
    ...Object.values(user),
    ...Object.values(school),
    ...Object.values(demo),
    ...Object.values(attachment),
    ...Object.values(business),
    ...Object.values(leave),
    ...Object.values(meal),
    ...Object.values(message),
    ...Object.values(order),
    ...Object.values(allergy),
  ] as unknown[]
)
  .filter(isEndpoint)
  .filter((descriptor) => descriptor !== auth.logout);

/** Text with control characters: NUL, escape, bell, DEL, a lone CR/LF. */
const CONTROL_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  'x\u0007',
  'y\u007f',
  'a\r\nb',
  '\u0001',
];
/** Ids that are not numbers, or are too large for any id column. */
const BAD_IDS = ['0', '-1', '1.5', 'abc', '1e3', 'NaN', '99999999999', '99999999999999999999999'];

const controlText = fc.oneof(
  fc.constantFrom(...CONTROL_TEXTS),
  fc
    .tuple(fc.string(), fc.constantFrom(...CONTROL_TEXTS), fc.string())
    .map(([a, b, c]) => a + b + c),
);
const pathValue = fc.oneof(
  fc.string(),
  fc.constantFrom(...BAD_IDS, 'null', '%00', '../x'),
  controlText,
  fc.integer().map(String),
);
const junk = fc.oneof(
  fc.anything(),
  fc.dictionary(
    fc.string(),
    fc.oneof(fc.string(), controlText, fc.integer(), fc.constant(null), fc.boolean()),
  ),
  fc.record({
    mobile: fc.string(),
    code: fc.string(),
    associatedUserId: fc.oneof(fc.string(), fc.double()),
    classesId: fc.anything(),
  }),
);

function fillJunk(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/\{\w+\}/g, () => encodeURIComponent(values[index++] ?? '') || '%20');
}

const cases: [string, Endpoint][] = endpoints.map((descriptor) => [
  `${descriptor.method} ${descriptor.path}`,
  descriptor,
]);

describe.each(cases)('%s', (_name, descriptor) => {
  it('never answers 5xx and writes nothing when it refuses the input', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(pathValue, { minLength: 3, maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom(
            'client_id',
            'page',
            'size',
            'name',
            'regionId',
            'userId',
            'userTypes',
            'mobile',
            'x',
          ),
          fc.oneof(fc.string(), controlText),
        ),
        junk,
        fc.boolean(),
        fc.record({
          associatedUser: fc.option(fc.string()),
          unit: fc.option(fc.string()),
          userType: fc.option(fc.string()),
        }),
        async (pathValues, query, body, rawText, identityHeaders) => {
          const before = await fingerprint(t.app);
          const headers: Record<string, string> = {
            authorization: descriptor.public ? BASIC : `Bearer ${token}`,
            'content-type': descriptor.form
              ? 'application/x-www-form-urlencoded'
              : 'application/json',
          };
          for (const [name, value] of Object.entries(identityHeaders)) {
            if (value !== null && /^[\x20-\x7e]*$/.test(value)) headers[name] = value;
          }
          const payload =
            descriptor.method === 'GET'
              ? undefined
              : descriptor.form
                ? new URLSearchParams(
                    typeof body === 'object' && body !== null
                      ? Object.entries(body).map(([k, v]) => [
                          k,
                          typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
                        ])
                      : [],
                  ).toString()
                : rawText
                  ? (JSON.stringify(body) ?? 'null').slice(1) // cut JSON: not parseable
                  : (JSON.stringify(body) ?? 'null');
          const response = await t.app.inject({
            method: descriptor.method,
            url: `${fillJunk(descriptor.path, pathValues)}?${new URLSearchParams(query).toString()}`,
            headers,
            payload,
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const answer = response.json();
            expect(answer.success).toBe(false);
            expect(typeof answer.message).toBe('string');
            if (answer.code === 'INVALID_INPUT' || answer.code === 'INVALID_REQUEST') {
              expect(await fingerprint(t.app)).toBe(before);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('10: control characters and bad ids', () => {
  const json = (method: 'POST' | 'GET', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  it.each([
    ['POST', '/api/user/update', { userName: 'Ann\u0000Lee' }],
    ['POST', '/api/user/update', { userName: 'Ann\u001bLee' }],
    ['POST', '/api/associated/user/updateInfo', { associatedUserId: 1, userName: 'A\u0000' }],
    ['POST', '/api/user/update/password', { oldPassword: 'x', password: 'Abc\u0000123' }],
    ['POST', '/api/message', { content: 'hello\u0000', associatedUserId: 1 }],
    [
      'POST',
      '/api/meal/comment',
      {
        mealsDate: '2026-03-16',
        diningType: 'Lunch',
        items: [{ itemId: 1, content: 'good\u0000' }],
      },
    ],
    ['POST', '/api/version/history', { version: '1\u0000' }],
    ['GET', '/api/school?name=a%00b', undefined],
    ['GET', '/api/school?name=a%1Bb', undefined],
    ['GET', '/api/user/platform/unbind/x%00y', undefined],
    ['GET', '/api/order/T%00/status/Pay', undefined],
    ['GET', '/api/associated/user/0?userTypes=S%00', undefined],
    [
      'POST',
      '/api/allergy/profile',
      { allergies: [], diets: [], note: '花生\u0000', doctorNoteAttachmentId: null },
    ],
    [
      'POST',
      '/api/allergy/profile',
      {
        allergies: [{ code: 'PEANUT', severity: 'Avoid' }],
        diets: [],
        note: '',
        doctorNoteAttachmentId: '../x',
      },
    ],
  ] as const)(
    '10: %s %s with a control character answers 400 and writes nothing',
    async (method, url, body) => {
      const before = await fingerprint(t.app);
      const response = await json(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
      expect(await fingerprint(t.app)).toBe(before);
    },
  );

  it('10: a registration and a password login with a NUL byte answer 400', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        mobile: '13912340000',
        code: '123456',
        password: 'Secret-1',
        userName: 'Ann\u0000Lee',
      }),
    });
    expect(register.statusCode).toBeLessThan(500);
    expect(register.json().success).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login?client_id=canteen-web',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=parent%00a&password=x&grant_type=password',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().code).toBe('INVALID_INPUT');
  });

  const withIds = endpoints.filter((descriptor) => /\{\w+\}/.test(descriptor.path));
  it.each(withIds.map((descriptor) => [`${descriptor.method} ${descriptor.path}`, descriptor]))(
    '10: %s with non-numeric, huge or control-character path values never answers 5xx',
    async (_name, descriptor) => {
      for (const value of [...BAD_IDS, '\u0000', 'a\u0000b']) {
        const response = await t.app.inject({
          method: descriptor.method,
          url: fillJunk(descriptor.path, [value, value, value]),
          headers: {
            authorization: descriptor.public ? BASIC : `Bearer ${token}`,
            'content-type': 'application/json',
          },
          payload: descriptor.method === 'GET' ? undefined : '{}',
        });
        // Some ids may be 0 or any text (a region, a tenant's owner): those answer 200 or 404.
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().success).toBe(false);
      }
    },
  );

  it('10: a multipart body without a boundary answers 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/attachment/upload',
        headers: { 'content-type': contentType },
        payload: '--x\r\nContent-Disposition: form-data; name="policy"\r\n\r\np\r\n--x--\r\n',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('10: a multipart field with a NUL byte answers 400', async () => {
    const boundary = 'canteen-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attachment/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(400);
  });
});
