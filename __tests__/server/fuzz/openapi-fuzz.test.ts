import fc from 'fast-check';
import { createTestApp, type TestApp } from '../helpers';
import {
  anySegment,
  anyValue,
  BAD_BODIES,
  BAD_IDENTITIES,
  BAD_SEGMENTS,
  BAD_VALUES,
} from './attacks';
import { operationsOf, roleHeaders, type Operation, type Role } from './operations';
import { leaves, withField } from './samples';

// SECURITY.md, "A 5xx on any operation": every operation of the served OpenAPI document, as the role that may call
// it, with malformed ids, wrong types, control characters, lone surrogates, long strings, deep
// JSON and broken bodies. No answer may be a 5xx. Deterministic: a fixed list, then fast-check
// with a fixed seed and a bounded number of runs.

let t: TestApp;
let operations: Operation[];
let headersOf: Record<Role, Record<string, string>>;
let sent = 0;
/** Valid requests the server accepted: the attacks start from requests that get somewhere. */
let accepted = 0;
const failures: string[] = [];
const started = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = operationsOf(doc);
  headersOf = await roleHeaders(t.app);
});
afterAll(async () => {
  // The count the integrator quotes: operations and requests, and how long it took.
  console.log(
    `openapi fuzz: ${operations.length} operations, ${sent} requests (${accepted} valid ones accepted), ${failures.length} answers of 5xx, ${Date.now() - started} ms`,
  );
  await t.close();
});

interface Attack {
  label: string;
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  raw?: { contentType: string; payload: string };
  headers?: Record<string, string>;
}

function urlOf(op: Operation, attack: Attack): string {
  const values = { ...op.base.path, ...attack.path };
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
  const query = Object.entries({ ...op.base.query, ...attack.query })
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function payloadOf(op: Operation, attack: Attack): { contentType?: string; payload?: string } {
  if (attack.raw) return attack.raw;
  if (!op.body || op.body.contentType === 'multipart/form-data') return {};
  const body = attack.body === undefined ? op.base.body : attack.body;
  if (op.body.contentType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>))
      form.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    return { contentType: op.body.contentType, payload: form.toString() };
  }
  return { contentType: 'application/json', payload: JSON.stringify(body) ?? 'null' };
}

async function send(op: Operation, attack: Attack): Promise<number> {
  sent += 1;
  const { contentType, payload } = payloadOf(op, attack);
  const response = await t.app.inject({
    method: op.method,
    url: urlOf(op, attack),
    headers: {
      ...headersOf[op.role],
      ...(contentType && { 'content-type': contentType }),
      ...(op.idempotent && { 'idempotency-key': `fuzz-${sent}` }),
      ...attack.headers,
    },
    payload,
  });
  if (response.statusCode >= 500)
    failures.push(
      `${op.method} ${op.path} [${attack.label}] -> ${response.statusCode} ${response.body.slice(0, 200)}`,
    );
  return response.statusCode;
}

/** The fixed attacks on one operation: each path and query value, each body field, each body. */
function attacksOn(op: Operation): Attack[] {
  const attacks: Attack[] = [];
  for (const { name } of op.pathParams)
    for (const value of BAD_SEGMENTS)
      attacks.push({ label: `path ${name}=${value.slice(0, 20)}`, path: { [name]: value } });
  for (const { name } of op.queryParams)
    for (const value of BAD_SEGMENTS)
      attacks.push({ label: `query ${name}=${value.slice(0, 20)}`, query: { [name]: value } });
  if (op.body && op.body.contentType !== 'multipart/form-data')
    for (const leaf of leaves(op.body.schema))
      for (const [index, value] of BAD_VALUES.entries())
        attacks.push({
          label: `body ${leaf.path.join('.')} #${index}`,
          body: withField(op.base.body, leaf.path, value),
        });
  if (op.method !== 'GET')
    for (const [index, raw] of BAD_BODIES.entries())
      attacks.push({ label: `body #${index} ${raw.contentType}`, raw });
  if (op.role === 'parent' || op.role === 'teacher')
    for (const value of BAD_IDENTITIES)
      attacks.push({
        label: `associatedUser=${value.slice(0, 20)}`,
        headers: { associatedUser: value },
      });
  return attacks;
}

it('reads every operation of the served document', () => {
  expect(operations.length).toBeGreaterThan(170);
  const roles = new Set(operations.map((op) => op.role));
  expect([...roles].sort()).toEqual(['admin', 'parent', 'public', 'teacher']);
});

it('answers no 5xx to a fixed list of malformed requests on every operation', async () => {
  for (const op of operations) {
    const status = await send(op, { label: 'valid' });
    if (status < 300) accepted += 1;
    for (const attack of attacksOn(op)) await send(op, attack);
  }
  expect(failures).toEqual([]);
  // Most valid requests get through, so the attacks on one field pass the others' checks.
  expect(accepted).toBeGreaterThan(operations.length / 2);
}, 180_000);

it('answers no 5xx to random malformed requests (fast-check, fixed seed)', async () => {
  const attack = fc.record({
    index: fc.nat(),
    path: fc.array(anySegment, { maxLength: 3 }),
    query: fc.array(anySegment, { maxLength: 3 }),
    field: fc.nat(),
    value: anyValue,
    whole: fc.boolean(),
  });
  await fc.assert(
    fc.asyncProperty(attack, async (random) => {
      const op = operations[random.index % operations.length]!;
      const fields = op.body ? leaves(op.body.schema) : [];
      const leaf = fields[random.field % Math.max(fields.length, 1)];
      const body = random.whole
        ? random.value
        : leaf
          ? withField(op.base.body, leaf.path, random.value)
          : undefined;
      const before = failures.length;
      await send(op, {
        label: 'random',
        path: Object.fromEntries(op.pathParams.map(({ name }, i) => [name, random.path[i] ?? '1'])),
        query: Object.fromEntries(
          op.queryParams.flatMap(({ name }, i) =>
            random.query[i] === undefined ? [] : [[name, random.query[i]!]],
          ),
        ),
        body,
      });
      return failures.length === before;
    }),
    { seed: 25, numRuns: 400, endOnFailure: true },
  );
}, 180_000);

it('leaves the callers signed in, so every attack was made as its role', async () => {
  for (const role of ['parent', 'teacher', 'admin'] as const) {
    const response = await t.app.inject({
      method: 'GET',
      url: role === 'admin' ? '/api/admin/me' : '/api/associated/user/identity',
      headers: headersOf[role],
    });
    expect({ role, status: response.statusCode }).toEqual({ role, status: 200 });
  }
});
