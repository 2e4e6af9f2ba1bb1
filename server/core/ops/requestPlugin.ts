import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { routerPath } from '../../../lib/contract/core';
import { cancelLeave, requestLeave, requestLeaveForUser } from '../../../lib/contract/leave';
import { rateMeal } from '../../../lib/contract/meal';
import type { Metrics } from './metrics';

// One request id per request (decision 037): taken from a sane incoming X-Request-Id (a proxy's),
// otherwise a fresh UUID; echoed in the answer's X-Request-Id and carried by every log line the
// request writes, including those of services that only hold the app's logger (contextLog).

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify options: how a request's id is chosen. */
export function requestIdOptions() {
  return {
    requestIdHeader: false as const,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

const current = new AsyncLocalStorage<FastifyBaseLogger>();

type Level = 'info' | 'warn' | 'error';
type LogFacade = Record<Level, (object: object, message: string) => void>;

/**
 * A logger for services built once at start-up: each line goes through the logger of the request
 * being served (with its reqId) when there is one, else through the app's.
 */
export function contextLog(fallback: FastifyBaseLogger): LogFacade {
  const at =
    (level: Level) =>
    (object: object, message: string): void =>
      (current.getStore() ?? fallback)[level](object, message);
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

/** The outbox's idempotent POSTs, counted as deliveries (the server's side of the offline outbox, decision 026). */
const OUTBOX_ROUTES: Record<string, 'leave' | 'rating'> = Object.fromEntries([
  ...[requestLeave, requestLeaveForUser, cancelLeave].map((e) => [routerPath(e.path), 'leave']),
  [routerPath(rateMeal.path), 'rating'],
]);

/** Registered on the root instance, so its hooks see every route. */
export function registerRequestHooks(
  app: FastifyInstance,
  metrics: Metrics,
  state: { draining: boolean },
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Draining (SIGTERM): each connection ends with its answer, so none is left to cut.
    if (state.draining) reply.header('connection', 'close');
    current.run(request.log, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const kind = OUTBOX_ROUTES[route];
    if (kind && request.method === 'POST' && request.headers['idempotency-key'])
      metrics.outboxDelivery(kind, reply.statusCode);
    done();
  });
}
