import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/domains/db';
import { seedDemo } from '../../server/demo/seed';

// One pre-migrated, pre-seeded database for every server test file (decision 011). The server
// project's globalSetup makes it once: on PGlite a data-directory dump each file loads, on
// PostgreSQL a template database each file copies with `create database … template …`.
// Relative imports only: jest loads globalSetup without the `@/` module mapper.

/** The test clock's start (Monday 2026-03-16, 10:00 in Shanghai); the seed is relative to it. */
export const TEST_CLOCK_START = Date.parse('2026-03-16T02:00:00Z');

/** Where the PGlite dump is (set by globalSetup for the workers). */
export const SNAPSHOT_FILE_ENV = 'CANTEEN_TEST_PGLITE_SNAPSHOT';
/** The PostgreSQL template database's name (set by globalSetup for the workers). */
export const TEMPLATE_ENV = 'CANTEEN_TEST_PG_TEMPLATE';

const fixedClock = { now: () => new Date(TEST_CLOCK_START) };

/**
 * PGlite through Node's own loader: inside jest's module sandbox PGlite's lazy `import()`s are
 * refused, so test files (and globalSetup alike) construct it outside.
 */
export function nodePglite(): typeof import('@electric-sql/pglite') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- must be jest's require of the builtin
  const nodeModule = require('node:module') as { _load(request: string, parent: null): unknown };
  return nodeModule._load(
    require.resolve('@electric-sql/pglite'),
    null,
  ) as typeof import('@electric-sql/pglite');
}

/** Migrates and seeds a fresh in-memory PGlite; returns its data directory as a tar. */
export async function makePgliteSnapshot(): Promise<Buffer> {
  const { PGlite } = nodePglite();
  let client: PGlite | null = null;
  const database = await openDatabase({
    dataDir: 'memory://',
    createPglite: async () => (client = new PGlite()),
  });
  try {
    await seedDemo(database.db, fixedClock);
    const dump = await client!.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}

/** A PGlite started from the snapshot file. */
export async function pgliteFromSnapshot(file: string): Promise<PGlite> {
  const { PGlite } = nodePglite();
  return PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function admin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates, migrates and seeds the template database; returns its name. */
export async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `canteen_template_${process.pid}_${Date.now().toString(36)}`;
  await admin(adminUrl, (client) => client.query(`create database ${name}`));
  const database = await openDatabase({
    databaseUrl: withDatabase(adminUrl, name),
    dataDir: 'memory://',
  });
  try {
    await seedDemo(database.db, fixedClock);
  } finally {
    // A template must have no connections when it is copied.
    await database.close();
  }
  return name;
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** A fresh database for one test file, copied from the template. */
export async function postgresFromTemplate(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `canteen_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(adminUrl, (client) => client.query(`create database ${name} template ${template}`));
  return { url: withDatabase(adminUrl, name), drop: () => dropPostgresDatabase(adminUrl, name) };
}
