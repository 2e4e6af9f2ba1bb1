// npm run bench:statements — how many database statements each request of the school gate's
// journey sends (sign in, open home, order lunch, pay: scripts/bench/gateClient.ts), counted by the
// server's own query metric around each request, the requests sent one at a time. On PostgreSQL
// when DATABASE_URL is set (a throwaway database; `begin`, `commit` and the cache channel's round
// trip count there), else on embedded PGlite. The district's knee is bounded by these counts
// (decision 041): a count that grows is a regression to look at before any load test.
// STATEMENT_JOURNEYS (20) journeys after two warm-up ones; prints the median of each request.
// STATEMENT_SQL=1 (PostgreSQL) also prints what the last journey's requests sent, a line each.
import pg from 'pg';
import { buildApp } from '../server/app';
import type { ServerConfig } from '../server/config';
import { benchConfig } from './bench/config';
import { client, newStepTimes } from './bench/gateClient';
import { seedGuardians } from './bench/guardians';
import { withThrowawayDatabase } from './bench/throwawayDatabase';

const JOURNEYS = Number(process.env.STATEMENT_JOURNEYS ?? 20);
const WARM_UP = 2;
const QUERY_METRIC = 'canteen_db_query_duration_seconds';
const SHOW_SQL = process.env.STATEMENT_SQL === '1';

/** The text of every statement pg sends from here on (PostgreSQL only: PGlite has no pg). */
const sent: string[] = [];
if (SHOW_SQL) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function logged(this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?');
    sent.push(text.replace(/\s+/g, ' ').slice(0, 140));
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** A request's route as the table prints it: ids and dates become placeholders. */
function routeOf(method: string, url: string): string {
  const { pathname } = new URL(url);
  const path = pathname
    .replace(/\/sandbox\/pay\/[^/]+/, '/sandbox/pay/:key')
    .replace(/\/\d+(?=\/|$)/g, '/:n');
  return `${method} ${path}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function count(label: string, config: ServerConfig): Promise<void> {
  const app = await buildApp(config);
  try {
    await seedGuardians(app.database.db, JOURNEYS + WARM_UP);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const statements = async () => {
      const metric = await app.ops.metrics.registry.getSingleMetric(QUERY_METRIC)?.get();
      const total = metric?.values.find(
        (value) => (value as { metricName?: string }).metricName === `${QUERY_METRIC}_count`,
      );
      return total?.value ?? 0;
    };

    // One request at a time, so each one's statements are its own (open home sends three at once).
    const perRoute = new Map<string, number[]>();
    const lastSql = new Map<string, string[]>();
    let recording = false;
    let queue: Promise<unknown> = Promise.resolve();
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const run = queue.then(async () => {
        const before = await statements();
        sent.length = 0;
        const response = await realFetch(input, init);
        const body = await response.arrayBuffer();
        // Work a route does after its answer (none expected) would land on the next request.
        const statementsSent = (await statements()) - before;
        const route = routeOf(init?.method ?? 'GET', String(input));
        if (recording) {
          perRoute.set(route, [...(perRoute.get(route) ?? []), statementsSent]);
          lastSql.set(route, [...sent]);
        }
        return new Response(body, response);
      });
      queue = run.catch(() => undefined);
      return run;
    };
    try {
      const { journey } = client(origin);
      for (let n = 1; n <= JOURNEYS + WARM_UP; n += 1) {
        recording = n > WARM_UP;
        const failed = await journey({ n, username: `gate_${n}` }, newStepTimes());
        if (failed) throw new Error(`journey ${n}: ${failed}`);
      }
    } finally {
      globalThis.fetch = realFetch;
    }

    console.log(
      `\n${label}: ${app.database.description}, ${JOURNEYS} journeys (median per request)`,
    );
    let journeyTotal = 0;
    for (const [route, counts] of perRoute) {
      const each = median(counts);
      journeyTotal += each;
      console.log(`  ${String(each).padStart(3)}  ${route}`);
      if (SHOW_SQL) for (const text of lastSql.get(route) ?? []) console.log(`         ${text}`);
    }
    console.log(`  ${String(journeyTotal).padStart(3)}  a journey, signing in`);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    await count('PGlite', benchConfig());
    return;
  }
  await withThrowawayDatabase(adminUrl, 'canteen_statements', (databaseUrl) =>
    count('PostgreSQL', { ...benchConfig(), databaseUrl }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
