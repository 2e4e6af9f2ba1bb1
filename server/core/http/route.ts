import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { empty, routerPath, type Endpoint } from '../../../lib/contract/core';
import type { Caller } from './caller';
import { invalidField } from '../errors';

/** Who is calling: what route registration needs from the services it is given. */
export interface CallerSource {
  optionalCaller(request: FastifyRequest): Promise<Caller | null>;
  requireCaller(request: FastifyRequest): Promise<Caller>;
}

/** The least a route's services carry: how to find the caller. */
export interface RouteServices {
  access: CallerSource;
}

export interface RouteContext<E extends Endpoint, S extends RouteServices = RouteServices> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** The token's account and the verified identity headers; null only on public routes. */
  caller: E['public'] extends true ? Caller | null : Caller;
  request: FastifyRequest;
  reply: FastifyReply;
  services: S;
}

export type Handler<E extends Endpoint, S extends RouteServices> = (
  context: RouteContext<E, S>,
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
 * identity headers, and wraps the result in the envelope unless raw.
 */
export function route<E extends Endpoint, S extends RouteServices>(
  app: FastifyInstance,
  services: S,
  descriptor: E,
  handler: Handler<E, S>,
): void {
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
      const result = await handler({
        params,
        query,
        body,
        caller: caller as RouteContext<E, S>['caller'],
        request,
        reply,
        services,
      } as RouteContext<E, S>);
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
