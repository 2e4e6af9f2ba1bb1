import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite as PGliteType } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: PGlite or node-postgres share this query-builder type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle inside a transaction (the same query builder as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** For the start-up line: which database is in use. */
  description: string;
  close(): Promise<void>;
}

const migrationsFolder = resolve(__dirname, 'migrations');

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (`memory://` keeps it in memory),
 * and applies the committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  createPglite?: PgliteFactory;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.createPglite);
}

/**
 * Makes the PGlite instance. Tests pass one that loads PGlite through Node's own require,
 * because inside jest's module sandbox PGlite's internal dynamic imports are refused.
 */
export type PgliteFactory = (path: string | undefined) => Promise<PGliteType>;

async function openPglite(dataDir: string, createPglite?: PgliteFactory): Promise<Database> {
  const { PGlite } = createPglite ? { PGlite: null } : await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir === 'memory://';
  const path = inMemory ? undefined : resolve(dataDir, 'pglite');
  if (path) mkdirSync(path, { recursive: true });
  const client = createPglite ? await createPglite(path) : path ? new PGlite!(path) : new PGlite!();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    description: inMemory ? 'embedded PGlite (in memory)' : `embedded PGlite at ${path}`,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle connection the server drops (restart, failover) must not crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
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
    db: db as unknown as Db,
    description: `PostgreSQL at ${hostname}:${port || 5432}${pathname}`,
    close: () => pool.end(),
  };
}
