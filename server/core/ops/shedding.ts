import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '../../messages';
import type { SheddingConfig } from '../settings';
import { HEALTH_PATHS } from './health';

// Load shedding (decision 077). Past its knee the server used to let connections hang until the
// client gave up; now, while the event loop is saturated (or the heap past its limit, if one is
// set), an API request is refused at once with
// 503, `code: SERVER_BUSY` and Retry-After. The refusal happens in the onRequest hook, before any
// route runs, so nothing was applied and the client may send the same request again, writes
// included. Sign-in (scrypt, the costliest call) is shed like any other; static files
// (precompressed, cheap) and the health and metrics routes always pass.

const EXEMPT = new Set<string>([HEALTH_PATHS.live, HEALTH_PATHS.ready, HEALTH_PATHS.metrics]);

/** The static client's wildcard (server/static.ts) and the health and metrics routes pass. */
function exempt(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined || route === '/*' || EXEMPT.has(route);
}

type UnderPressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

export async function registerShedding(
  app: FastifyInstance,
  config: SheddingConfig | undefined,
  onShed: (reason: string) => void,
): Promise<void> {
  if (
    !config ||
    (config.maxEventLoopDelayMs <= 0 &&
      config.maxEventLoopUtilization <= 0 &&
      config.maxHeapUsedBytes <= 0)
  )
    return;
  // under-pressure sends what the handler returns, and runs nothing after it; returning nothing
  // lets the request through. (Sending here instead would let the next onRequest hooks run
  // before the answer is written: the authentication hook turned it into a 401.)
  const refuse = (request: FastifyRequest, reply: FastifyReply, type: string) => {
    if (exempt(request)) return undefined;
    onShed(type);
    reply.code(503).header('retry-after', String(config.retryAfterSeconds));
    return { success: false, message: serverMessages.serverBusy, code: 'SERVER_BUSY' };
  };
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxEventLoopUtilization: config.maxEventLoopUtilization,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    sampleInterval: config.sampleIntervalMs,
    pressureHandler: refuse as unknown as UnderPressureHandler,
  });
}
