import fc from 'fast-check';

// What the fuzz sends (SECURITY.md, "A 5xx on any operation"): ids no column holds, numbers that are not ids, wrong
// types, control characters, lone surrogates, long strings, deep JSON and broken bodies.

/** A path segment or query value as sent: already percent-encoded. */
export const BAD_SEGMENTS = [
  '2147483648', // 2^31: one past an int4 column
  '9007199254740992', // 2^53
  '-1',
  '1.5',
  'abc',
  'a%00b', // NUL
  '%1B%5B31m', // escape
  '%ED%A0%80', // a lone surrogate, as UTF-8 would carry it (invalid)
  '%F0%9F%98', // a cut four-byte character
  'x'.repeat(5000),
];

/** 10,000 levels of JSON nesting, arrays and objects. */
export const DEEP_ARRAY = '['.repeat(10_000) + ']'.repeat(10_000);
export const DEEP_OBJECT = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);

function deep(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: [value] };
  return value;
}

/** A JSON field's replacement: every id, text, number and list of the contract gets each one. */
export const BAD_VALUES: unknown[] = [
  2 ** 31,
  2 ** 53,
  -1,
  1.5,
  '2147483648',
  'abc',
  'a\u0000b',
  'a\u001bb',
  '\u0085\u2028',
  'a\ud800b',
  'x'.repeat(100_000),
  null,
  [],
  {},
  JSON.parse('{"__proto__":{"a":1},"toString":"x"}') as unknown,
  deep(500),
];

/** Whole bodies that are not what the call reads. */
export const BAD_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"\\ud800"' },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}',
  },
  { contentType: 'application/json', payload: DEEP_ARRAY },
  { contentType: 'application/json', payload: DEEP_OBJECT },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: '{}' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&a=%ED%A0%80&b[c]=1' },
  { contentType: 'multipart/form-data', payload: '--x\r\n' },
  { contentType: 'application/json', payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }) },
];

/** Identity headers a parent's request carries, with values no child has. */
export const BAD_IDENTITIES = ['2147483648', '1.5', 'x'.repeat(300)];

/** A random field value for the property part of the fuzz. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...BAD_VALUES),
  fc.integer(),
  fc.double(),
  fc.bigInt().map(String),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom('\ud800', '\udc00', '\u0000', 'a', '\u202e'), maxLength: 8 }),
  fc.anything({ maxDepth: 3 }),
);

/** A random path segment or query value, percent-encoded. */
export const anySegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...BAD_SEGMENTS),
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.double().map(String),
  fc.string({ maxLength: 30 }).map((value) => encodeURIComponent(value) || '%20'),
  fc
    .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 6 })
    .map((bytes) => bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
);
