import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { empty, routerPath, type Endpoint } from '../../../lib/contract/core';
import type { AnyTx } from '../db/database';
import type { Caller } from './caller';
import { idempotent } from './idempotent';
import type { IdempotencyService } from './idempotency';
import { invalidField } from '../errors';

/** Who is calling: what route registration needs from the services it is given. */
export interface CallerSource {
  optionalCaller(request: FastifyRequest): Promise<Caller | null>;
  requireCaller(request: FastifyRequest): Promise<Caller>;
}

/** The least a route's services carry: how to find the caller, and the idempotency store. */
export interface RouteServices {
  access: CallerSource;
  idempotency: IdempotencyService;
}

export interface RouteContext<E extends Endpoint, P = undefined> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** The token's account and the verified identity headers; null only on public routes. */
  caller: E['public'] extends true ? Caller | null : Caller;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The transaction a call marked `idempotent` runs in: its work, its ledger rows and the
   * recorded answer commit together; a call registered `inTransaction` gets one too. Reading it
   * in any other call's handler throws.
   */
  tx: AnyTx;
  /** What the registration's `prepare` found before the key was claimed. */
  prepared: P;
}

/**
 * A call marked `idempotent` may be registered with checks made first and the hash it is known
 * by; `run` is its work, in the transaction.
 */
export interface IdempotentRoute<E extends Endpoint, P> {
  /**
   * Checks made before the Idempotency-Key is claimed, outside the transaction: a refusal here is
   * answered and not recorded, so a retry runs again.
   */
  prepare?: (context: RouteContext<E>) => Promise<P>;
  /** What the request hash covers: the descriptor's path and the body, unless said otherwise. */
  hashed?: (context: RouteContext<E, P>) => { path: string; body: unknown };
  run: Handler<E, P>;
}

/**
 * A call whose handler's work runs in a transaction the route opens (decision 060): the services
 * it calls take that `tx` and never open their own; a throw rolls all of it back.
 */
export type TransactionalRoute<E extends Endpoint, P, R> = {
  inTransaction: true;
  /** Checks made before the transaction opens (who the caller is): their reads are outside it. */
  prepare?: (context: RouteContext<E>) => Promise<P>;
} & (
  | {
      /** The work, in the transaction; its result is the answer. */
      run: Handler<E, P>;
      answer?: undefined;
    }
  | {
      /** The work, in the transaction; its result is what `answer` is given. */
      run: (context: RouteContext<E, P>) => Promise<R> | R;
      /**
       * The answer, read after the work committed (e.g. the list a new row joins), so the reads
       * see what every other request will and need not take the transaction.
       */
      answer: (context: Omit<RouteContext<E, P>, 'tx'>, result: R) => ReturnType<Handler<E, P>>;
    }
);

export type Handler<E extends Endpoint, P = undefined> = (
  context: RouteContext<E, P>,
) => Promise<z.input<E['response']> | HttpEnvelope> | z.input<E['response']> | HttpEnvelope;

/** A handler may answer a whole envelope itself (e.g. register's legacy failure shape). */
export class HttpEnvelope {
  constructor(
    readonly statusCode: number,
    readonly body: { success: boolean; message?: string; data?: unknown; code?: string | number },
  ) {}
}

/**
 * Registers one contract descriptor: validates params, query and body with its zod schemas
 * (400 naming the field, before anything is written), authenticates unless public, verifies the
 * identity headers, and wraps the result in the envelope unless raw. A descriptor marked
 * `idempotent` runs once per Idempotency-Key: the handler's work gets the transaction (`tx`) and
 * the stored answer is what every retry receives (decision 060).
 */
export function route<E extends Endpoint, P = undefined, R = z.input<E['response']>>(
  app: FastifyInstance,
  services: RouteServices,
  descriptor: E,
  handling: TransactionalRoute<E, P, R>,
): void;
export function route<E extends Endpoint, P = undefined>(
  app: FastifyInstance,
  services: RouteServices,
  descriptor: E,
  handling: Handler<E, P> | IdempotentRoute<E, P>,
): void;
export function route<E extends Endpoint, P = undefined, R = unknown>(
  app: FastifyInstance,
  services: RouteServices,
  descriptor: E,
  handling: Handler<E, P> | IdempotentRoute<E, P> | TransactionalRoute<E, P, R>,
): void {
  const transactional =
    typeof handling !== 'function' && 'inTransaction' in handling ? handling : undefined;
  const options =
    typeof handling === 'function' || 'inTransaction' in handling ? undefined : handling;
  const handler = (typeof handling === 'function' ? handling : handling.run) as Handler<E, P>;
  if (transactional && descriptor.idempotent)
    throw new Error(
      `${descriptor.method} ${descriptor.path}: an idempotent call has its transaction`,
    );
  if (transactional && descriptor.method === 'GET' && !descriptor.changes)
    throw new Error(`${descriptor.method} ${descriptor.path}: a read opens no transaction`);
  if (options && !descriptor.idempotent)
    throw new Error(`${descriptor.method} ${descriptor.path}: only an idempotent call is run once`);
  // Answers are kept per account: a public call has none to keep them under.
  if (descriptor.idempotent && descriptor.public)
    throw new Error(`${descriptor.method} ${descriptor.path}: an idempotent call is not public`);
  app.route({
    method: descriptor.method,
    url: routerPath(descriptor.path),
    handler: async (request, reply) => {
      const params = parse(descriptor.params, request.params, 'params');
      const query = parse(descriptor.query, request.query, 'query');
      const body = parse(descriptor.body, request.body, 'body');
      const caller = descriptor.public
        ? await services.access.optionalCaller(request)
        : await services.access.requireCaller(request);
      const context = {
        params,
        query,
        body,
        caller: caller as RouteContext<E>['caller'],
        request,
        reply,
        prepared: undefined,
      } as Omit<RouteContext<E>, 'tx'> as RouteContext<E>;
      if (descriptor.idempotent) {
        const prepared = options?.prepare ? await options.prepare(context) : (undefined as P);
        const ready = { ...context, prepared } as RouteContext<E, P>;
        const hashed = options?.hashed?.(ready) ?? { path: descriptor.path, body };
        const stored = await idempotent(services, request, caller!.accountId, hashed, (tx) =>
          Promise.resolve(handler({ ...ready, tx })),
        );
        return reply.code(stored.statusCode).send(stored.body);
      }
      let result: Awaited<ReturnType<Handler<E, P>>>;
      if (transactional) {
        // The checks read before the transaction opens; the work runs in it; the answer after.
        const prepared = transactional.prepare
          ? await transactional.prepare(context)
          : (undefined as P);
        const ready = { ...context, prepared } as Omit<RouteContext<E, P>, 'tx'>;
        const done: unknown = await services.idempotency.transaction(async (tx) =>
          transactional.run({ ...ready, tx }),
        );
        result = transactional.answer
          ? await transactional.answer(ready, done as R)
          : (done as Awaited<ReturnType<Handler<E, P>>>);
      } else {
        Object.defineProperty(context, 'tx', {
          get() {
            throw new Error(`${descriptor.method} ${descriptor.path} is not an idempotent call`);
          },
        });
        result = await handler(context as unknown as RouteContext<E, P>);
      }
      if (result instanceof HttpEnvelope) return reply.code(result.statusCode).send(result.body);
      if (descriptor.raw) return reply.send(result);
      return reply.send({ success: true, data: result });
    },
  });
}

/** Empty schemas accept anything (cache-busters, `{}` bodies); the others must parse. */
function parse<S extends z.ZodMiniType>(schema: S, value: unknown, part: string): z.output<S> {
  if (schema === (empty as unknown)) return {} as z.output<S>;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  throw invalidField(field);
}
