import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite as PGliteType } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from '../ops/dirLock';

// The connection knows no domain (decision 060): the table list (server/domains/schema.ts) is
// handed in, and server/domains/db.ts gives the typed handle every domain uses.

/** Either driver: PGlite or node-postgres share this query-builder type. */
export type DbOf<S extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, S>;
/** A database handle of any schema: what core (cache, health, idempotency, backups) needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = DbOf<any>;
/** A database handle inside a transaction (the same query builder as the handle). */
export type TxOf<D extends AnyDb> = Parameters<Parameters<D['transaction']>[0]>[0];
export type AnyTx = TxOf<AnyDb>;

export interface Database<D extends AnyDb = AnyDb> {
  db: D;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance (embedded only): backups dump its data directory. */
  pglite?: PGliteType;
  /** PostgreSQL's connection string (PostgreSQL only): backups run pg_dump against it. */
  url?: string;
  /** For the start-up line: which database is in use. */
  description: string;
  close(): Promise<void>;
}

const migrationsFolder = resolve(__dirname, 'migrations');

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (`memory://` keeps it in memory),
 * and applies the committed migrations.
 */
export async function openDatabaseWith<S extends Record<string, unknown>>(
  schema: S,
  options: DatabaseOptions,
): Promise<Database<DbOf<S>>> {
  if (options.databaseUrl)
    return openPostgres(schema, options.databaseUrl, options.observeQuery) as Promise<
      Database<DbOf<S>>
    >;
  return openPglite(schema, options.dataDir, options.createPglite, options.observeQuery) as Promise<
    Database<DbOf<S>>
  >;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  createPglite?: PgliteFactory;
  /** Called with each query's duration in seconds (the metrics' database time). */
  observeQuery?: QueryObserver;
}

export type QueryObserver = (seconds: number) => void;

/**
 * Wraps an object's query methods so each call's duration is observed: those that return a
 * promise, and those given a callback (pg's pool sends every query outside a transaction as
 * `client.query(text, values, callback)`, which returns nothing to wait on).
 */
function timeMethods(target: object, names: string[], observe: QueryObserver): void {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = function timed(this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = function observed(this: unknown, ...results: unknown[]) {
          observe((performance.now() - started) / 1000);
          return (callback as (...r: unknown[]) => unknown).apply(this, results);
        };
      }
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      // A thenable rather than instanceof: PGlite may come from another realm (the tests').
      if (result && typeof (result as PromiseLike<unknown>).then === 'function')
        return Promise.resolve(result).finally(() => observe((performance.now() - started) / 1000));
      return result;
    };
  }
}

/**
 * Makes the PGlite instance. Tests pass one that loads PGlite through Node's own require,
 * because inside jest's module sandbox PGlite's internal dynamic imports are refused.
 */
export type PgliteFactory = (path: string | undefined) => Promise<PGliteType>;

async function openPglite(
  schema: Record<string, unknown>,
  dataDir: string,
  createPglite?: PgliteFactory,
  observeQuery?: QueryObserver,
): Promise<Database> {
  const { PGlite } = createPglite ? { PGlite: null } : await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir === 'memory://';
  const path = inMemory ? undefined : resolve(dataDir, 'pglite');
  if (path) mkdirSync(path, { recursive: true });
  // Before PGlite touches the files: a second process must not even open them (decision 036).
  const unlock = inMemory ? () => undefined : lockDataDir(resolve(dataDir));
  let client: PGliteType;
  try {
    client = createPglite ? await createPglite(path) : path ? new PGlite!(path) : new PGlite!();
    if (observeQuery) {
      timeMethods(client, ['query', 'exec'], observeQuery);
      const transaction = client.transaction.bind(client);
      client.transaction = (work) =>
        transaction((tx) => {
          timeMethods(tx, ['query', 'exec'], observeQuery);
          return work(tx);
        });
    }
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as AnyDb,
      kind: 'pglite',
      pglite: client,
      description: inMemory ? 'embedded PGlite (in memory)' : `embedded PGlite at ${path}`,
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(
  schema: Record<string, unknown>,
  url: string,
  observeQuery?: QueryObserver,
): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    // A database that is away answers 503 within seconds rather than holding requests (decision 036).
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5_000),
  });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool
  // discards it and connects afresh on the next request.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  pool.on('connect', (client) => {
    // A connection cut while checked out (inside a transaction, between its queries) emits its
    // error on the client, where nothing else listens: without this the process would crash.
    // The query in progress fails on its own and the pool drops the broken client on release.
    client.on('error', (error) => console.error(`PostgreSQL connection: ${error.message}`));
    if (observeQuery) timeMethods(client, ['query'], observeQuery);
  });
  const db = drizzle({ client: pool, schema });
  // Several processes may start together: one migrates while the others wait on the lock.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(72707001)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(72707001)').catch(() => undefined);
    lock.release();
  }
  const { hostname, port, pathname } = new URL(url);
  return {
    db: db as unknown as AnyDb,
    kind: 'postgres',
    url,
    description: `PostgreSQL at ${hostname}:${port || 5432}${pathname}`,
    close: () => pool.end(),
  };
}
