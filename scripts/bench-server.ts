// npm run bench:server — a bare hello route vs two real API calls, on embedded PGlite and, when
// DATABASE_URL is set, on PostgreSQL (in a throwaway database). Prints req/s, p99 and the ratio
// of each to hello.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { buildApp } from '../server/app';
import type { ServerConfig } from '../server/config';

type AutocannonResult = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
const autocannon = createRequire(__filename)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function benchOne(label: string, config: ServerConfig): Promise<void> {
  const app = await buildApp(config);
  // Closed on every path, so the PostgreSQL pool has ended before the caller drops the database.
  try {
    app.get('/bench/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${origin}/login?client_id=${config.clientId}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'username=parent_a&password=Demo%402026&grant_type=password',
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const targets = [
      { name: 'hello', path: '/bench/hello' },
      { name: 'GET /api/associated/user/identity', path: '/api/associated/user/identity' },
      { name: 'GET /api/school/all', path: '/api/school/all' },
    ];
    console.log(`\n${label}: ${app.database.description}, ${CONNECTIONS} connections, ${DURATION} s each`);
    let hello = 0;
    for (const target of targets) {
      const result = await autocannon({ url: `${origin}${target.path}`, connections: CONNECTIONS, duration: DURATION, headers });
      if (target.name === 'hello') hello = result.requests.average;
      const ratio = hello ? (result.requests.average / hello).toFixed(2) : '-';
      console.log(
        `  ${target.name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   ×hello ${ratio}` +
          (result.non2xx || result.errors ? `   (non-2xx ${result.non2xx}, errors ${result.errors})` : ''),
      );
    }
  } finally {
    await app.close();
  }
}

function baseConfig(): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    clientId: 'canteen-web',
    clientSecret: 'canteen-web-secret',
    publicOrigin: 'http://127.0.0.1',
    outDir: null,
    demo: true,
    logLevel: 'warn',
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-bench-'));
  try {
    await benchOne('PGlite', { ...baseConfig(), dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\n(PostgreSQL skipped: set DATABASE_URL to a role that may create databases)');
    return;
  }
  const name = `canteen_bench_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await benchOne('PostgreSQL', { ...baseConfig(), databaseUrl: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
