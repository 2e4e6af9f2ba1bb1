// Valid values read off a JSON Schema (the served OpenAPI document's, or the contract's), so an
// attack can change one field of an otherwise valid request and reach past the other checks.

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  propertyNames?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

/** Strings that satisfy the contract's patterns: a mobile, a code, a date, a month, a time... */
const PATTERN_CANDIDATES = [
  '13800000042',
  '123456',
  '2026-03-16',
  '2026-03',
  '11:30',
  'abc',
  'a1',
  'wechat',
  'https://example.com/a',
  // An invitation's token (decision 067): 43 base64url characters.
  'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE',
];

function sampleString(schema: Schema): string {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found !== undefined) return found;
  }
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a';
  // Empty where it may be: an optional link or remark clears with '' and may refuse 'a'.
  const length = schema.minLength ?? 0;
  return 'a'.repeat(Math.min(length, schema.maxLength ?? length));
}

function sampleInteger(schema: Schema): number {
  const low = Math.max(
    schema.minimum ?? -Infinity,
    schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + 1,
  );
  const value = low === -Infinity ? 1 : Math.max(low, 1);
  return schema.maximum === undefined ? value : Math.min(value, schema.maximum);
}

/**
 * A valid request part: every field, or when that is refused (fields that exclude each other),
 * the required ones and then each optional one that keeps it valid.
 */
export function validSample(schema: Schema, accept: (value: unknown) => boolean): unknown {
  const full = sample(schema);
  if (accept(full) || schema.type !== 'object' || !schema.properties) return full;
  const required = new Set(schema.required ?? []);
  const value = Object.fromEntries(
    Object.entries(full as Record<string, unknown>).filter(([name]) => required.has(name)),
  );
  for (const [name, field] of Object.entries(full as Record<string, unknown>)) {
    if (required.has(name)) continue;
    if (accept({ ...value, [name]: field })) value[name] = field;
  }
  return value;
}

/** One valid value of `schema` (the first choice wherever there are several). */
export function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const first = choices.find((choice) => choice.type !== 'null') ?? choices[0];
    return sample(first);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleInteger(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items));
    case 'object':
    default: {
      const object: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        object[name] = sample(property);
      const key = schema.propertyNames?.enum?.[0];
      if (typeof key === 'string' && typeof schema.additionalProperties === 'object')
        object[key] = sample(schema.additionalProperties);
      return object;
    }
  }
}

export type Leaf = { path: (string | number)[]; schema: Schema };

/** Every field of a value `sample` built, with its schema: objects' properties, arrays' first. */
export function leaves(schema: Schema | undefined, path: (string | number)[] = []): Leaf[] {
  if (!schema) return [];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && !schema.type) {
    const first = choices.find((choice) => choice.type !== 'null') ?? choices[0];
    return leaves(first, path).map((leaf) => (leaf.path === path ? { path, schema } : leaf));
  }
  if (schema.type === 'object' && schema.properties) {
    const own = path.length > 0 ? [{ path, schema }] : [];
    return [
      ...own,
      ...Object.entries(schema.properties).flatMap(([name, property]) =>
        leaves(property, [...path, name]),
      ),
    ];
  }
  if (schema.type === 'array' && schema.items) {
    return [{ path, schema }, ...leaves(schema.items, [...path, 0])];
  }
  return path.length > 0 ? [{ path, schema }] : [];
}

/** A copy of `value` with the field at `path` replaced. */
export function withField(
  value: unknown,
  path: (string | number)[],
  replacement: unknown,
): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withField(copy[head], rest, replacement);
  return copy;
}

/** Whether a leaf holds text (a string that is not one of a list). */
export function isText(schema: Schema): boolean {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.some(isText);
  return schema.type === 'string' && !schema.enum && schema.const === undefined;
}

/** Whether a leaf is an id: an integer named `id` or `…Id` / `…Ids`' items. */
export function isId(path: (string | number)[], schema: Schema): boolean {
  const name = [...path].reverse().find((part) => typeof part === 'string');
  return schema.type === 'integer' && typeof name === 'string' && /(^id|Id|Ids)$/.test(name);
}
