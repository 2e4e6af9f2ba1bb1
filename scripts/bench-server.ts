// npm run bench:server — a bare hello route vs real API calls (identity list, school list, the demo
// child's month calendar), on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL (in a
// throwaway database), where it also runs two server processes on the one database with the load
// split between them. Prints req/s, p99 and the ratio of each to hello. BENCH_STUDENTS=30000
// adds a PGlite round on a school of that many more students with a month of orders each, and
// prints the month queries' plans there. Each single-process round then measures the identity list
// and the month calendar again over BENCH_GUARDIANS (500) guardians, each asking for one of 12
// months: one token and one month only measure the cache.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import type { ServerConfig } from '../server/config';
import { countRows, explainMonth, seedBenchStudents } from './bench-seed';
import { benchConfig } from './bench/config';
import { seedGuardians } from './bench/guardians';
import { startServers } from './bench/processes';
import { withThrowawayDatabase } from './bench/throwawayDatabase';

type AutocannonResult = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
};
const autocannon = createRequire(__filename)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { method: string; setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
}) => Promise<AutocannonResult>;
type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string> };

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 0);
const GUARDIANS = Number(process.env.BENCH_GUARDIANS ?? 500);

async function benchOne(label: string, config: ServerConfig, students = 0): Promise<void> {
  const app = await buildApp(config);
  // Closed on every path, so the PostgreSQL pool has ended before the caller drops the database.
  try {
    if (students > 0) {
      const started = Date.now();
      const school = await seedBenchStudents(app.database.db, students, new Date());
      const counts = await countRows(app.database.db);
      console.log(
        `\n${label}: seeded ${students} students in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
          `(${counts.students} students, ${counts.orders} orders, ${counts.order_days} order days)`,
      );
      for (const line of await explainMonth(app.database.db, school)) console.log(`  plan ${line}`);
    }
    app.get('/bench/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await measure(`${label}: ${app.database.description}`, [origin]);
    if (GUARDIANS > 0) await measureMany(`${label}: ${app.database.description}`, app, origin);
  } finally {
    // autocannon drops its sockets when its time is up; the handlers of those last requests are
    // still running. Let them finish before the database closes under them.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await app.close();
  }
}

const baseConfig = benchConfig;

/**
 * Signs parent_a in on the first origin and loads every target with CONNECTIONS connections in
 * all, split evenly over the origins (each its own server process when there are several).
 */
async function measure(label: string, origins: string[]): Promise<void> {
  const { clientId, clientSecret } = baseConfig();
  const login = await fetch(`${origins[0]}/login?client_id=${clientId}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'username=parent_a&password=Demo%402026&grant_type=password',
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const now = new Date();
  const targets = [
    { name: 'hello', path: '/bench/hello' },
    { name: 'GET /api/associated/user/identity', path: '/api/associated/user/identity' },
    { name: 'GET /api/school/all', path: '/api/school/all' },
    {
      name: 'GET /api/meal/axis/…/month (Lunch)',
      path: `/api/meal/axis/year/${now.getUTCFullYear()}/month/${now.getUTCMonth() + 1}?diningType=Lunch`,
    },
  ];
  console.log(`\n${label}, ${CONNECTIONS} connections, ${DURATION} s each`);
  let hello = 0;
  for (const target of targets) {
    const results = await Promise.all(
      origins.map((origin) =>
        autocannon({
          url: `${origin}${target.path}`,
          connections: Math.max(1, Math.round(CONNECTIONS / origins.length)),
          duration: DURATION,
          headers,
        }),
      ),
    );
    const average = results.reduce((sum, result) => sum + result.requests.average, 0);
    const p99 = Math.max(...results.map((result) => result.latency.p99));
    const non2xx = results.reduce((sum, result) => sum + result.non2xx, 0);
    const errors = results.reduce((sum, result) => sum + result.errors, 0);
    if (target.name === 'hello') hello = average;
    const ratio = hello ? (average / hello).toPrecision(2) : '-';
    console.log(
      `  ${target.name.padEnd(36)} ${average.toFixed(0).padStart(7)} req/s   p99 ${String(p99).padStart(4)} ms   ×hello ${ratio}` +
        (non2xx || errors ? `   (non-2xx ${non2xx}, errors ${errors})` : ''),
    );
  }
}

/** Signs each guardian in (a few at a time: sign-in is scrypt) and returns their tokens. */
async function signInAll(origin: string, usernames: string[]): Promise<string[]> {
  const { clientId, clientSecret } = baseConfig();
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const tokens: string[] = [];
  for (let start = 0; start < usernames.length; start += 8) {
    const batch = usernames.slice(start, start + 8).map(async (username) => {
      const answer = await fetch(`${origin}/login?client_id=${clientId}`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: 'Demo@2026', grant_type: 'password' }),
      });
      if (!answer.ok) throw new Error(`sign-in of ${username}: ${answer.status}`);
      return ((await answer.json()) as { access_token: string }).access_token;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/**
 * The identity list and the month calendar over GUARDIANS guardians and 12 months: every request
 * carries the next guardian's token, and the calendar's month moves on each time all have asked.
 */
async function measureMany(
  label: string,
  app: Awaited<ReturnType<typeof buildApp>>,
  origin: string,
): Promise<void> {
  await seedGuardians(app.database.db, GUARDIANS);
  const tokens = await signInAll(
    origin,
    Array.from({ length: GUARDIANS }, (_, index) => `gate_${index + 1}`),
  );
  const now = new Date();
  const months = Array.from({ length: 12 }, (_, offset) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6 + offset, 1));
    return `year/${month.getUTCFullYear()}/month/${month.getUTCMonth() + 1}`;
  });
  const targets = [
    { name: 'GET identity list, many guardians', path: () => '/api/associated/user/identity' },
    {
      name: 'GET month calendar, many × 12 months',
      path: (turn: number) =>
        `/api/meal/axis/${months[Math.floor(turn / tokens.length) % months.length]}?diningType=Lunch`,
    },
  ];
  console.log(`\n${label}, ${GUARDIANS} guardians, ${CONNECTIONS} connections, ${DURATION} s each`);
  for (const target of targets) {
    let turn = 0;
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const mine = turn++;
            return {
              ...request,
              path: target.path(mine),
              headers: { authorization: `Bearer ${tokens[mine % tokens.length]}` },
            };
          },
        },
      ],
    });
    const trouble = result.non2xx || result.errors;
    console.log(
      `  ${target.name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms` +
        (trouble ? `   (non-2xx ${result.non2xx}, errors ${result.errors})` : ''),
    );
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-bench-'));
  try {
    await benchOne('PGlite', { ...baseConfig(), dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (STUDENTS > 0) {
    const bigDir = mkdtempSync(join(tmpdir(), 'canteen-bench-'));
    try {
      await benchOne(
        `PGlite, ${STUDENTS} more students`,
        { ...baseConfig(), dataDir: bigDir },
        STUDENTS,
      );
    } finally {
      rmSync(bigDir, { recursive: true, force: true });
    }
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\n(PostgreSQL skipped: set DATABASE_URL to a role that may create databases)');
    return;
  }
  await withThrowawayDatabase(adminUrl, 'canteen_bench', async (databaseUrl) => {
    await benchOne('PostgreSQL, one process', { ...baseConfig(), databaseUrl });
    // The same database, now shared by two server processes (the one above has closed).
    const servers = await startServers(2, databaseUrl);
    try {
      await measure('PostgreSQL, two processes on one database', servers.origins);
    } finally {
      await servers.stop();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
