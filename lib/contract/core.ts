import * as z from 'zod/mini';

/**
 * The contract: every call is described once here and shared by the client (`request`), the
 * server (route registration and input validation) and the msw handlers in tests, so the three
 * cannot drift apart.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
  /** The body is form-urlencoded (the OAuth-style login calls) rather than JSON. */
  form?: boolean;
  /** The response is not wrapped in the envelope (`/login` answers the token itself). */
  raw?: boolean;
  /** POSTs that move money or create records take an `Idempotency-Key` header. */
  idempotent?: boolean;
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
  form?: boolean;
  raw?: boolean;
  idempotent?: boolean;
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
