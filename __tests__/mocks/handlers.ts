import { http, HttpResponse, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { routerPath, type Endpoint, type Envelope, type ResponseOf } from '@/lib/contract/core';

/**
 * msw handlers built from the contract descriptors, so a mock answers at the descriptor's method
 * and path, reads its input through the descriptor's schemas and is typed by its response. A
 * request the schemas reject fails the test (console.error) instead of being answered.
 *
 *   server.use(handle(identities, () => ok([identity])));
 *   server.use(handleRaw(login, ({ body }) => ({ access_token: 't', token_type: 'bearer', expires_in: 3600 })));
 *   server.use(handle(smsVerify, () => fail(429, '请稍后再试')));
 */

export interface HandlerContext<E extends Endpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  request: Request;
}

type Resolved<T> = T | Response | Promise<T | Response>;

export interface HandleOptions {
  /** Answer only the first matching request. */
  once?: boolean;
}

/** The envelope of a success. */
export function ok<T>(data?: T): Envelope<T> {
  return data === undefined ? { success: true } : { success: true, data };
}

/** A non-2xx answer; without a message it is the spec's "non-2xx without message" row. */
export function fail(
  status: number,
  message?: string,
  code?: string | number,
  data?: unknown,
): Response {
  return HttpResponse.json(
    { success: false, message, code: code ?? status, ...(data === undefined ? {} : { data }) },
    { status },
  );
}

/** The msw path: relative descriptor paths match on any origin (the API base is configurable). */
export function mockPath(path: string): string {
  return /^https?:\/\//.test(path) ? path : `*${routerPath(path)}`;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    result[key] = all.length === 1 ? (all[0] as string) : all;
  }
  return result;
}

async function bodyObject(endpoint: Endpoint, request: Request): Promise<unknown> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return {};
  const text = await request.text();
  if (endpoint.form) return Object.fromEntries(new URLSearchParams(text));
  return text === '' ? {} : (JSON.parse(text) as unknown);
}

function invalid(endpoint: Endpoint, part: string, error: z.core.$ZodError): Response {
  console.error(`mock ${endpoint.method} ${endpoint.path}: invalid ${part}: ${error.message}`);
  return new HttpResponse(null, { status: 500 });
}

function build<E extends Endpoint>(
  endpoint: E,
  resolver: (context: HandlerContext<E>) => Resolved<unknown>,
  options: HandleOptions,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const placeholders = new Set([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
  return http[method](
    mockPath(endpoint.path),
    async ({ request, params: rawParams }) => {
      const url = new URL(request.url);
      // Only the descriptor's placeholders: the leading `*` adds a numbered capture of its own.
      const named = Object.fromEntries(
        Object.entries(rawParams).filter(([key]) => placeholders.has(key)),
      );
      const params = endpoint.params.safeParse(named);
      if (!params.success) return invalid(endpoint, 'params', params.error);
      const query = endpoint.query.safeParse(queryObject(url));
      if (!query.success) return invalid(endpoint, 'query', query.error);
      const body = endpoint.body.safeParse(await bodyObject(endpoint, request.clone()));
      if (!body.success) return invalid(endpoint, 'body', body.error);
      const result = await resolver({
        params: params.data as z.output<E['params']>,
        query: query.data as z.output<E['query']>,
        body: body.data as z.output<E['body']>,
        request,
      });
      return result instanceof Response ? result : HttpResponse.json(result as never);
    },
    { once: options.once },
  );
}

/** An enveloped endpoint: the resolver answers `ok(data)`, an envelope, or any Response. */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolver: (context: HandlerContext<E>) => Resolved<Envelope<ResponseOf<E>>>,
  options: HandleOptions = {},
): HttpHandler {
  if (endpoint.raw) throw new Error(`${endpoint.path} answers a raw body: use handleRaw`);
  return build(endpoint, resolver, options);
}

/** A raw endpoint (the login calls): the resolver answers the body itself, or any Response. */
export function handleRaw<E extends Endpoint>(
  endpoint: E,
  resolver: (context: HandlerContext<E>) => Resolved<ResponseOf<E>>,
  options: HandleOptions = {},
): HttpHandler {
  if (!endpoint.raw) throw new Error(`${endpoint.path} answers the envelope: use handle`);
  return build(endpoint, resolver, options);
}
