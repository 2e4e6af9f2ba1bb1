import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { openMemory } from './core/cache/plugin';
import type { ServerConfig } from './config';
import { systemClock } from './core/clock';
import { registerShedding } from './core/ops/shedding';
import { DEFAULT_OPS, type OpsConfig } from './core/settings';
import { openDatabase, type Database } from './domains/db';
import { demoFileBytes } from './demo/demoImages';
import { isEmpty, seedDemo } from './demo/seed';
import { DomainError, refusalBody } from './core/errors';
import { statusOfCode } from './core/http/status';
import { registerEtags } from './core/http/etag';
import { registerHeaders } from './core/http/headers';
import { maskingStream, safeError, safeRequest } from './core/http/log';
import { serverMessages } from './messages';
import { serverBackups } from './core/ops/backup/schedule';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './core/ops/dbFaults';
import { registerHealthRoutes, type OpsState } from './core/ops/health';
import { instrumentServices } from './instrument';
import { createMetrics, type Metrics } from './core/ops/metrics';
import { contextLog, registerRequestHooks, requestIdOptions } from './core/ops/requestPlugin';
import { domains } from './domains';
import { registerDemoRoutes } from './demo/routes';
import { createServices, type Services } from './services';
import { registerStatic } from './static';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
    /** True when this start seeded the demo school into an empty database. */
    seeded: boolean;
    /** Operations: metrics, settings, and the draining flag the SIGTERM handler sets. */
    ops: { metrics: Metrics; config: OpsConfig; state: OpsState };
    /** The server's own backups: `backupNow()`, daily at BACKUP_DAILY_AT, and on SIGUSR2. */
    backups: ReturnType<typeof serverBackups>;
    /** Every route registered (method and url), for the OpenAPI coverage test (decision 052). */
    registeredRoutes: { method: string; url: string }[];
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
      // Errors without a query's parameters, URLs with mobiles masked (server/core/http/log.ts).
      serializers: { err: safeError, error: safeError, req: safeRequest },
      // Every line, whichever code wrote it, with mobiles masked.
      stream: maskingStream(config.logStream ?? process.stdout),
    },
    // X-Forwarded-For only from the listed proxies; from anyone else it is ignored.
    trustProxy: config.trustProxy && config.trustProxy.length > 0 ? config.trustProxy : false,
    ...requestIdOptions(),
    // While draining, a request arriving on an open keep-alive connection is still served (with
    // `Connection: close`) rather than refused: the database stays open until the last one ends.
    return503OnClosing: false,
  });
  const ops = { ...DEFAULT_OPS, ...config.ops };
  const metrics = createMetrics();
  const state: OpsState = { draining: false };
  app.decorate('ops', { metrics, config: ops, state });
  registerRequestHooks(app, metrics, state);
  const database = await openDatabase({ ...config, observeQuery: metrics.dbQuery });
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat())
      registeredRoutes.push({ method, url: options.url });
  });
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());

  let seeded = false;
  if (config.demo && (await isEmpty(database.db))) {
    await seedDemo(database.db, config.clock ?? systemClock);
    seeded = true;
  }
  app.decorate('seeded', seeded);
  const backups = serverBackups(app, config.dataDir);
  app.decorate('backups', backups);
  backups.start();

  const memory = await openMemory(app, database, config);
  // Push attempts count in the metrics unless the caller (a test) watches them itself.
  const services = createServices(
    database.db,
    { ...config, countPush: config.countPush ?? ((outcome) => metrics.pushSent(outcome)) },
    contextLog(app.log),
    memory,
  );
  instrumentServices(services, metrics);
  app.decorate('services', services);
  // The demo school's images are drawn in code: put back any the upload storage lacks.
  await services.uploads.restoreSchoolFiles(demoFileBytes);

  // Sampling starts once the database is open and seeded: PGlite's start blocks the event loop for
  // seconds, and the first sample would refuse the first requests after listen.
  await registerShedding(app, ops.shedding, (reason) => metrics.requestShed(reason));
  await app.register(formbody);
  registerHeaders(app, config);
  registerEtags(app);
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(statusOfCode(error.code)).send(refusalBody(error));
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts: one line without a stack, and a retryable answer.
      metrics.dbUnavailable();
      request.log.warn({ err: { type: error.name, code: error.code } }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
        success: false,
        message: serverMessages.databaseUnavailable,
        code: 'DATABASE_UNAVAILABLE',
      });
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

  registerHealthRoutes(app, { database, metrics, ops, state });
  registerDemoRoutes(app, services);
  for (const domain of domains) domain.routes?.(app, services);

  if (config.outDir) await registerStatic(app, config);
  scheduleSweeps(app, services);
  scheduleReminders(app, services, config.reminderIntervalMs ?? 60_000);
  scheduleRetention(app, services);
  return app;
}

/**
 * The daily retention job (decision 074). Each run anonymises a person in one transaction that
 * finds them not yet anonymised, so two processes running it at once do the work once.
 */
function scheduleRetention(app: FastifyInstance, services: Services): void {
  const timer = setInterval(
    () =>
      void services.retention.run().catch((error: unknown) => {
        app.log.error({ err: error }, 'retention job failed');
      }),
    24 * 60 * 60_000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Hourly housekeeping (so abandoned uploads and expired rows do not pile up): uploads nothing used within a day are removed, and
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

/**
 * The reminder job (decision 042): every process ticks; the job itself makes sure one scan runs
 * at a time and each reminder is pushed once. A tick still running skips the next.
 */
function scheduleReminders(app: FastifyInstance, services: Services, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // Services that ended become Missed first, so their reminders go out in the same tick.
      await services.servingJobs.runOnce();
      await services.reminders.jobs.runOnce();
    } catch (error) {
      app.log.error({ err: error }, 'reminder job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
