import fc from 'fast-check';
import * as auth from '@/lib/contract/auth';
import type { Endpoint } from '@/lib/contract/core';
import * as demo from '@/lib/contract/demo';
import * as school from '@/lib/contract/school';
import * as user from '@/lib/contract/user';
import { BASIC, createTestApp, fingerprint, tokenOf, type TestApp } from './helpers';

// Property: whatever arrives, a route never answers 5xx, and a refused input writes nothing.

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
  ] as unknown[]
)
  .filter(isEndpoint)
  .filter((descriptor) => descriptor !== auth.logout);

const pathValue = fc.oneof(
  fc.string(),
  fc.constantFrom('0', '-1', '1.5', '99999999999', 'null', '%00', '../x'),
  fc.integer().map(String),
);
const junk = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean())),
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
          fc.string(),
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
