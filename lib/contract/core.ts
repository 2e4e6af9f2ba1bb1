import * as z from 'zod/mini';

/**
 * The contract: every call is described once here and shared by the client (`request`), the
 * server (route registration and input validation) and the msw handlers in tests, so the three
 * cannot drift apart.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * NUL, the other C0 controls, DEL and the C1 controls (U+0080 to U+009F: NEL, CSI...), Unicode's
 * whole control category; a multi-line field may still hold tab, CR and LF.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Half of a UTF-16 surrogate pair without its other half: JSON can carry one (`"\\ud800"`), UTF-8
 * cannot, so the database refuses it (a 500) or stores a replacement character.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The one refinement every text field of a request uses (decision 020): control characters and
 * lone surrogates are refused with a 400 before anything reaches a query, a log line or a stored
 * record.
 */
export function noControlCharacters(multiline = false) {
  return z.refine<string>((value) => !hasControlCharacters(value, multiline), 'control characters');
}

/** The test behind `noControlCharacters`, for input that is not parsed by a schema (multipart). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (
    (multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value) ||
    LONE_SURROGATE.test(value)
  );
}

/** The largest id an `integer` (int4) column holds: a larger one is refused, never queried. */
export const MAX_ID = 2_147_483_647;

/** An id in a path, a query or a body: an integer from 1 to `MAX_ID` (path and query are text). */
export const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_ID));

/** An id in a JSON body where the number itself is required (no `"5"`). */
export const jsonId = z.int().check(z.gte(1), z.lte(MAX_ID));

/**
 * A link the client may show as an image or open: an absolute http(s) URL, or a path on this
 * site. Checked by parsing, never by prefix (`/\\host` and `//host` leave the site; `javascript:`
 * runs script).
 */
export function isWebLink(value: string): boolean {
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return false;
    try {
      return new URL(value, 'http://site.invalid').host === 'site.invalid';
    } catch {
      return false;
    }
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '';
  } catch {
    return false;
  }
}

/** A request's link field (a photo or a page): see `isWebLink`; the empty string clears it. */
export function webLink(maxLength = 500) {
  return text().check(
    z.maxLength(maxLength),
    z.refine<string>((value) => value === '' || isWebLink(value), 'link'),
  );
}

/** A request's text field: a string without control characters. */
export function text(multiline = false) {
  return z.string().check(noControlCharacters(multiline));
}

/** The spec's response envelope: `{ success, message?, data?, code? }`. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.optional(z.string()),
    data: z.optional(data),
    code: z.optional(z.union([z.string(), z.number()])),
  });
}
export type Envelope<T> = {
  success: boolean;
  message?: string;
  data?: T;
  code?: string | number;
};

/** Paged lists: query `page` (from 0) and `size`; data `{ content, page, size, total }`. */
export const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
});
export function paged<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.int().check(z.gte(0)),
    size: z.int().check(z.gte(1)),
    total: z.int().check(z.gte(0)),
  });
}
export type Paged<T> = { content: T[]; page: number; size: number; total: number };

export const empty = z.strictObject({});
export type EmptySchema = typeof empty;

export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** The spec's path with `{name}` placeholders, e.g. `/api/order/{id}`. */
  path: string;
  params: P;
  query: Q;
  body: B;
  /** The `data` inside the envelope, or the whole body when `raw`. */
  response: R;
  /** Public calls carry no Authorization nor identity headers. */
  public?: boolean;
  /**
   * A public call that answers more to a signed-in account (a school's members-only news): the
   * bearer token goes with it when there is one (no identity headers), and an unknown or expired
   * token is read as nobody, never refused.
   */
  optionalAuth?: boolean;
  /** The body is form-urlencoded (the OAuth-style login calls) rather than JSON. */
  form?: boolean;
  /** The response is not wrapped in the envelope (`/login` answers the token itself). */
  raw?: boolean;
  /** POSTs that move money or create records take an `Idempotency-Key` header. */
  idempotent?: boolean;
  /**
   * A GET that changes something (the product's cancellations keep GET): the server runs it in a
   * transaction, as it does a write.
   */
  changes?: boolean;
  /**
   * Console calls (decision 046): the staff roles that may make them, read once where the server
   * registers its routes; anybody else gets 404. Unset: not a console call.
   */
  roles?: readonly string[];
  /** A raw answer that is not JSON (an iCalendar feed): its media type, for the documents. */
  mediaType?: string;
}

/** Builds a descriptor; omitted parts default to the empty object schema. */
export function endpoint<
  P extends z.ZodMiniType = EmptySchema,
  Q extends z.ZodMiniType = EmptySchema,
  B extends z.ZodMiniType = EmptySchema,
  R extends z.ZodMiniType = z.ZodMiniType,
>(spec: {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  public?: boolean;
  optionalAuth?: boolean;
  form?: boolean;
  raw?: boolean;
  idempotent?: boolean;
  changes?: boolean;
  roles?: readonly string[];
  mediaType?: string;
}): Endpoint<P, Q, B, R> {
  return {
    ...spec,
    params: (spec.params ?? empty) as P,
    query: (spec.query ?? empty) as Q,
    body: (spec.body ?? empty) as B,
  };
}

export type ParamsOf<E extends Endpoint> = z.input<E['params']>;
export type QueryOf<E extends Endpoint> = z.input<E['query']>;
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/**
 * A part with no fields. (Testing `extends EmptySchema` is not enough: any ZodObject is
 * structurally assignable to the empty strict one, so every part would look empty.)
 */
type IsEmpty<S extends z.ZodMiniType> =
  S extends z.ZodMiniObject<infer Shape> ? ([keyof Shape] extends [never] ? true : false) : false;

/** What a caller passes: only the parts the endpoint has. */
export type InputOf<E extends Endpoint> = (IsEmpty<E['params']> extends true
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (IsEmpty<E['query']> extends true ? { query?: undefined } : { query?: QueryOf<E> }) &
  (IsEmpty<E['body']> extends true ? { body?: undefined } : { body: BodyOf<E> });

/** `/api/order/{id}` + `{ id: 5 }` -> `/api/order/5` (values URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `/api/order/{id}` -> `/api/order/:id` for Fastify. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
