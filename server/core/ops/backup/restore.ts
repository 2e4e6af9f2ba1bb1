import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { Manifest } from './take';
import { pgTool, run } from './pgTools';

// `npm run restore <file>` (decision 035): into an empty place only. An embedded backup needs an
// empty (or absent) DATA_DIR; a PostgreSQL backup needs a database without tables, and its
// uploads an empty uploads directory. Anything else is refused before a byte is written.

export class RestoreRefused extends Error {}

export type PgliteClass = new (dataDir?: string, options?: PGliteOptions) => PGlite;

export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string; PGlite?: PgliteClass }
  | { kind: 'postgres'; url: string; dataDir?: string };

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

async function tablesIn(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  if (!existsSync(file)) throw new RestoreRefused(`no such backup: ${file}`);
  const work = mkdtempSync(join(tmpdir(), 'canteen-restore-'));
  try {
    await run('tar', ['-xf', resolve(file), '-C', work]);
    const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new RestoreRefused(`unknown backup format ${manifest.format}`);
    if (manifest.kind !== target.kind)
      throw new RestoreRefused(
        `this is a ${manifest.kind} backup: restore it with ${manifest.kind === 'pglite' ? 'DATABASE_URL unset (embedded)' : 'DATABASE_URL set'}`,
      );
    const uploadsDir = target.dataDir && join(target.dataDir, 'uploads');

    if (target.kind === 'pglite') {
      if (!isEmptyDir(target.dataDir))
        throw new RestoreRefused(`${target.dataDir} is not empty: restore into an empty directory`);
      const PGliteClass =
        target.PGlite ?? ((await import('@electric-sql/pglite')).PGlite as PgliteClass);
      const path = join(target.dataDir, 'pglite');
      mkdirSync(path, { recursive: true });
      const bytes = readFileSync(join(work, 'database.tar.gz'));
      const pglite = new PGliteClass(path, { loadDataDir: new Blob([bytes]) });
      await pglite.waitReady;
      await pglite.close();
    } else {
      if ((await tablesIn(target.url)) > 0)
        throw new RestoreRefused('the database has tables: restore into an empty database');
      if (uploadsDir && manifest.uploads && !isEmptyDir(uploadsDir))
        throw new RestoreRefused(`${uploadsDir} is not empty: restore into an empty directory`);
      await run(pgTool('pg_restore'), [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${target.url}`,
        join(work, 'database.dump'),
      ]);
    }
    if (manifest.uploads && uploadsDir)
      cpSync(join(work, 'uploads'), uploadsDir, { recursive: true });
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
