import { healthLive, healthReady, metrics as metricsCall } from '../../../lib/contract/ops';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { serverMessages } from '../../messages';
import { metricsAccess } from './access';
import type { OpsConfig } from '../settings';
import { isDatabaseUnavailable } from './dbFaults';
import type { Metrics } from './metrics';

// Liveness, readiness and metrics (decision 034). Outside /api/: they are the operator's, not
// the app's contract. Both health answers are one cheap query at most, fine to poll every second.

export const HEALTH_PATHS = {
  live: healthLive.path,
  ready: healthReady.path,
  metrics: metricsCall.path,
} as const;

/** Shared with the SIGTERM handler: once draining, readiness says no so balancers look away. */
export interface OpsState {
  draining: boolean;
}

const READY_TIMEOUT_MS = 2_000;

/** How many migrations this build ships: the database must have at least these applied. */
function shippedMigrations(): number {
  const journal = resolve(__dirname, '../db/migrations/meta/_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

async function appliedMigrations(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealthRoutes(
  app: FastifyInstance,
  options: { database: Database; metrics: Metrics; ops: OpsConfig; state: OpsState },
): void {
  const { database, metrics, ops, state } = options;
  const shipped = shippedMigrations();
  const mayReadMetrics = metricsAccess(ops.metricsAllow, ops.metricsToken);
  const noStore = { 'cache-control': 'no-store' };

  app.get(HEALTH_PATHS.live, async (_request, reply) =>
    reply.headers(noStore).send({ success: true, data: { status: 'up' } }),
  );

  app.get(HEALTH_PATHS.ready, async (request, reply) => {
    reply.headers(noStore);
    if (state.draining)
      return reply.code(503).send({
        success: false,
        message: serverMessages.shuttingDown,
        code: 'SHUTTING_DOWN',
        data: { status: 'draining' },
      });
    let applied: number;
    try {
      applied = await withTimeout(appliedMigrations(database), READY_TIMEOUT_MS);
    } catch (error) {
      if (!isDatabaseUnavailable(error))
        request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({
        success: false,
        message: serverMessages.databaseUnavailable,
        code: 'DATABASE_UNAVAILABLE',
        data: { status: 'down', database: 'unreachable' },
      });
    }
    const migrations = { applied, shipped };
    if (applied < shipped)
      return reply.code(503).send({
        success: false,
        message: serverMessages.notReady,
        code: 'UNAVAILABLE',
        data: { status: 'down', database: 'up', migrations },
      });
    return reply.send({ success: true, data: { status: 'ready', database: 'up', migrations } });
  });

  app.get(HEALTH_PATHS.metrics, async (request, reply) => {
    if (!mayReadMetrics(request))
      return reply
        .code(403)
        .send({ success: false, message: serverMessages.forbidden, code: 'FORBIDDEN' });
    return reply
      .headers({ ...noStore, 'content-type': metrics.contentType })
      .send(await metrics.render());
  });
}
