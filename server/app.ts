import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { openMemory } from './cache/plugin';
import { systemClock, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { demoFileBytes } from './db/demoImages';
import { isEmpty, seedDemo } from './db/seed';
import { HttpError } from './http/errors';
import { registerEtags } from './http/etag';
import { registerHeaders } from './http/headers';
import { safeError, safeRequest } from './http/log';
import { serverMessages } from './messages';
import { registerAttachmentRoutes } from './routes/attachment';
import { registerAuthRoutes } from './routes/auth';
import { registerClassRoutes } from './routes/classes';
import { registerDemoRoutes } from './routes/demo';
import { registerLeaveRoutes } from './routes/leave';
import { registerOrderRoutes } from './routes/order';
import { registerMealRoutes } from './routes/meal';
import { registerMessageRoutes } from './routes/message';
import { registerSchoolRoutes } from './routes/school';
import { registerSchoolInfoRoutes } from './routes/schoolInfo';
import { registerUserRoutes } from './routes/user';
import { createServices, type Services } from './services';
import { registerStatic } from './static';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
    /** True when this start seeded the demo school into an empty database. */
    seeded: boolean;
  }
}

/**
 * Builds the whole server without listening, so tests can `inject` into it: opens and migrates
 * the database, seeds the demo school into an empty one (demo mode), registers every route.
 */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Bodies are never logged; headers that carry secrets are redacted wherever they appear.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
      ],
      // Errors without a query's parameters, URLs with mobiles masked (server/http/log.ts).
      serializers: { err: safeError, error: safeError, req: safeRequest },
      ...(config.logStream && { stream: config.logStream }),
    },
    // X-Forwarded-For only from the listed proxies; from anyone else it is ignored.
    trustProxy: config.trustProxy && config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  const database = await openDatabase(config);
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());

  let seeded = false;
  if (config.demo && (await isEmpty(database.db))) {
    await seedDemo(database.db, config.clock ?? systemClock);
    seeded = true;
  }
  app.decorate('seeded', seeded);

  const memory = await openMemory(app, database, config);
  const services = createServices(database.db, config, app.log, memory);
  app.decorate('services', services);
  // The demo school's images are drawn in code: put back any the upload storage lacks.
  await services.uploads.restoreSchoolFiles(demoFileBytes);

  await app.register(formbody);
  registerHeaders(app, config);
  registerEtags(app);
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (bad JSON, wrong media type, body too large): no internals.
      return reply
        .code(status)
        .send({ success: false, message: serverMessages.invalidRequest, code: 'INVALID_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ success: false, message: serverMessages.serverInternal, code: 'INTERNAL' });
  });
  // Unknown API paths answer the envelope. A route rather than a not-found handler, because the
  // static client's `/*` wildcard would otherwise claim them.
  app.all('/api/*', async (_request, reply) =>
    reply.code(404).send({ success: false, message: serverMessages.notFound, code: 'NOT_FOUND' }),
  );

  registerAuthRoutes(app, services);
  registerUserRoutes(app, services);
  registerSchoolRoutes(app, services);
  registerClassRoutes(app, services);
  registerDemoRoutes(app, services);
  registerOrderRoutes(app, services);
  registerLeaveRoutes(app, services);
  registerMealRoutes(app, services);
  registerAttachmentRoutes(app, services);
  registerMessageRoutes(app, services);
  registerSchoolInfoRoutes(app, services);

  if (config.outDir) await registerStatic(app, config);
  scheduleSweeps(app, services);
  return app;
}

const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Hourly housekeeping (issue 10, item 12): uploads nothing used within a day are removed, and
 * counted sign-in events and locks that ran out are forgotten. Safe in every process at once.
 */
function scheduleSweeps(app: FastifyInstance, services: Services): void {
  const sweep = async () => {
    try {
      const removed = await services.uploads.sweepTemporary();
      await services.limits.prune();
      if (removed > 0) app.log.info({ removed }, 'removed unused uploads');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
