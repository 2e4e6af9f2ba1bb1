import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '@/server/app';
import { accounts } from '@/server/domains/schema';
import { checkAgainstOpenApi } from './openapiCheck';
import type { ServerConfig } from '@/server/config';
import type { Clock } from '@/server/core/clock';
import {
  nodePglite,
  pgliteFromSnapshot,
  postgresFromTemplate,
  SNAPSHOT_FILE_ENV,
  TEMPLATE_ENV,
  TEST_CLOCK_START,
} from './snapshot';

// One app per test file, on an in-memory PGlite, or on a fresh PostgreSQL database of its own
// when DATABASE_URL is set (npm run test:server:pg). Either starts from the migrated, seeded
// snapshot the server project's globalSetup made once (decision 011); without it (a file run
// under another config) the app migrates and seeds itself as `npm start` does.

export const CLIENT_ID = 'canteen-web';
export const CLIENT_SECRET = 'canteen-web-secret';
export const PASSWORD = 'Demo@2026';
export const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

export class TestClock implements Clock {
  private current: number;
  constructor(start = TEST_CLOCK_START) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  /** Every login slow-down the server asked for, in ms (tests do not wait for them). */
  delays: number[];
  /** The configuration the app was built with (its database included). */
  config: ServerConfig;
  close(): Promise<void>;
}

async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `canteen_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const clock = new TestClock();
  const delays: number[] = [];
  const adminUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  const snapshot = process.env[SNAPSHOT_FILE_ENV];
  const pg = !adminUrl
    ? null
    : template
      ? await postgresFromTemplate(adminUrl, template)
      : await freshPostgres(adminUrl);
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: pg?.url,
    dataDir: 'memory://',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    publicOrigin: 'http://localhost',
    outDir: null,
    demo: true,
    logLevel: 'silent',
    clock,
    createPglite: async () =>
      snapshot ? pgliteFromSnapshot(snapshot) : new (nodePglite().PGlite)(),
    delay: async (ms) => {
      delays.push(ms);
    },
    // Tests run the reminder job themselves (services.reminders.jobs.runOnce).
    reminderIntervalMs: 0,
    ...overrides,
  };
  const app = await buildApp(config);
  return {
    app,
    clock,
    delays,
    config,
    close: async () => {
      await app.close();
      await pg?.drop();
    },
  };
}

/**
 * Another server process on the same database (decision 039): on PostgreSQL a second app with its
 * own pool, memory and invalidation listener, sharing nothing with the first but the database
 * and the test clock. PGlite belongs to one process, so there it is the first app again.
 */
export async function secondProcess(first: TestApp): Promise<TestApp> {
  if (!first.config.databaseUrl) return { ...first, close: async () => undefined };
  const app = await buildApp({ ...first.config, clock: first.clock });
  return { ...first, app, close: () => app.close() };
}

export function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

export async function passwordLogin(app: FastifyInstance, username: string, password = PASSWORD) {
  return app.inject({
    method: 'POST',
    url: `/login?client_id=${CLIENT_ID}`,
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ username, password, grant_type: 'password' }),
  });
}

export async function tokenOf(app: FastifyInstance, username: string): Promise<string> {
  const response = await passwordLogin(app, username);
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.body}`);
  return response.json().access_token as string;
}

/** The id of the account signed in as `username`. */
export async function accountIdOf(app: FastifyInstance, username: string): Promise<number> {
  const [row] = await app.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, username));
  if (!row) throw new Error(`no account ${username}`);
  return row.id;
}

export interface Call {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export async function call(app: FastifyInstance, request: Call): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    remoteAddress: request.remoteAddress,
    headers: {
      ...(request.token && { authorization: `Bearer ${request.token}` }),
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
      ...request.headers,
    },
    payload: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  // Every answer a test sees must be one the OpenAPI document describes (decision 052).
  checkAgainstOpenApi(request.method ?? 'GET', request.url, response);
  return response;
}

/** The mutable tables' contents, to prove a refused request wrote nothing. */
export async function fingerprint(app: FastifyInstance): Promise<string> {
  const tables = [
    'accounts',
    'associated_users',
    'social_accounts',
    'tokens',
    'sms_codes',
    'ledger',
    'login_failures',
    'login_locks',
    'demo_sms_outbox',
    'allergy_profiles',
  ];
  const { sql } = await import('drizzle-orm');
  // One statement for every table: the property tests take a fingerprint before and after each
  // of thousands of requests, and on a loaded machine each round trip to PostgreSQL waits.
  const columns = tables.map(
    (table) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t) as ${table}`,
  );
  const result = await app.database.db.execute(sql.raw(`select ${columns.join(', ')}`));
  const [row] = (result as unknown as { rows: Record<string, string>[] }).rows;
  return tables.map((table) => `${table}:${row?.[table]}`).join(';');
}

/** The latest demo SMS code for a mobile. */
export async function latestCode(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await call(app, { url: `/api/demo/sms/outbox?mobile=${mobile}` });
  const [latest] = response.json().data as { code: string }[];
  if (!latest) throw new Error(`no code sent to ${mobile}`);
  return latest.code;
}

export async function sendCode(app: FastifyInstance, mobile: string, remoteAddress = '10.0.0.1') {
  return call(app, { method: 'POST', url: '/api/sms/verify', body: { mobile }, remoteAddress });
}

export async function mobileLogin(app: FastifyInstance, mobile: string, code: string) {
  return app.inject({
    method: 'POST',
    url: `/mobile/login?client_id=${CLIENT_ID}`,
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ mobile, code }),
  });
}
