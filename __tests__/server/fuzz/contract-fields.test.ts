import * as z from 'zod/mini';
import { empty, MAX_ID } from '@/lib/contract/core';
import { contractEndpoints } from '@/server/core/openapi/endpoints';
import { isId, isText, leaves, validSample, withField, type Schema } from './samples';

// SECURITY.md, "Malformed input": every text field of every request (console included) refuses NUL, the
// other control characters and lone surrogates, and every id is at most 2^31-1, from the shared
// schemas. Read off the contract itself, so a field added without `text()` or `id` fails here.

/** Text checked elsewhere: the roster CSV's cells are checked one by one, with their line. */
const CHECKED_ELSEWHERE = new Set([
  'POST /api/admin/roster/preview body.csv',
  'POST /api/admin/roster/import body.csv',
]);

const BAD_TEXT = [
  'a\u0000b',
  'a\u001bb',
  'a\u007fb',
  'a\u0085b',
  'a\u009bb',
  'a\ud800b',
  'a\udc00b',
];

type Part = 'params' | 'query' | 'body';
const parts: { label: string; schema: z.ZodMiniType; input: Schema; part: Part }[] = [];
for (const { endpoint } of contractEndpoints())
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (schema === (empty as unknown)) continue;
    parts.push({
      label: `${endpoint.method} ${endpoint.path} ${part}`,
      schema,
      input: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema,
      part,
    });
  }

function baseOf(schema: z.ZodMiniType, input: Schema): unknown {
  return validSample(input, (value) => schema.safeParse(value).success);
}

/** Path and query values arrive as text. */
function asSent(value: unknown, part: Part): unknown {
  return part === 'body' ? value : String(value);
}

it('finds a valid request for every part it checks', () => {
  const refused = parts
    .filter(({ schema, input }) => !schema.safeParse(baseOf(schema, input)).success)
    .map(({ label }) => label);
  expect(refused).toEqual([]);
  expect(parts.length).toBeGreaterThan(150);
});

describe.each(parts.map((entry) => [entry.label, entry] as const))('%s', (_label, entry) => {
  const base = baseOf(entry.schema, entry.input);
  const fields = leaves(entry.input);

  const texts = fields.filter(
    (leaf) =>
      isText(leaf.schema) && !CHECKED_ELSEWHERE.has(`${entry.label}.${leaf.path.join('.')}`),
  );
  if (texts.length > 0)
    it.each(texts.map((leaf) => [leaf.path.join('.'), leaf] as const))(
      'refuses control characters and lone surrogates in %s',
      (_name, leaf) => {
        for (const bad of BAD_TEXT) {
          const result = entry.schema.safeParse(
            withField(base, leaf.path, asSent(bad, entry.part)),
          );
          expect({ bad, success: result.success }).toEqual({ bad, success: false });
        }
      },
    );

  const ids = fields.filter((leaf) => isId(leaf.path, leaf.schema));
  if (ids.length > 0)
    it.each(ids.map((leaf) => [leaf.path.join('.'), leaf] as const))(
      'refuses an id of 2^31 and more in %s, takes 2^31-1',
      (_name, leaf) => {
        for (const bad of [MAX_ID + 1, 2 ** 53, 1e300]) {
          const result = entry.schema.safeParse(
            withField(base, leaf.path, asSent(bad, entry.part)),
          );
          expect({ bad, success: result.success }).toEqual({ bad, success: false });
        }
        const largest = entry.schema.safeParse(
          withField(base, leaf.path, asSent(MAX_ID, entry.part)),
        );
        expect(largest.success).toBe(true);
      },
    );

  if (texts.length + ids.length === 0) it('has no text nor id field', () => undefined);
});
