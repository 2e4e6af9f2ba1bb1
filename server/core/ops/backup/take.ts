import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgTool, run } from './pgTools';

// One backup = one tar file (decision 035): manifest.json, the database (PGlite's data directory
// as a gzipped tar, or pg_dump's custom format) and the uploaded files. The database goes first
// and the uploads after it, so every file the dumped rows name is in the archive. Written beside
// its final name and renamed, so a half-written backup never looks like a backup.

export const BACKUP_PREFIX = 'canteen-backup-';
export const BACKUP_SUFFIX = '.tar';

export type BackupSource = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };

export interface Manifest {
  format: 1;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  uploads: boolean;
}

/**
 * PGlite's data directory as it stands between transactions: no transaction of the server's can
 * run while ours holds PGlite's transaction lock, and a checkpoint first writes everything out.
 */
export async function dumpPglite(pglite: PGlite): Promise<Buffer> {
  await pglite.exec('checkpoint');
  let dumped: Blob | undefined;
  await pglite.transaction(async () => {
    dumped = await pglite.dumpDataDir('gzip');
  });
  return Buffer.from(await dumped!.arrayBuffer());
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*$/, '');
}

/** Keeps the newest `keep` backups in the directory; returns the ones removed. */
export function applyRetention(backupDir: string, keep: number): string[] {
  const backups = readdirSync(backupDir)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX))
    .sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) rmSync(join(backupDir, name), { force: true });
  return removed;
}

export async function takeBackup(
  source: BackupSource,
  options: { backupDir: string; keep: number; uploadsDir?: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  mkdirSync(options.backupDir, { recursive: true });
  const work = mkdtempSync(join(options.backupDir, '.partial-'));
  try {
    if (source.kind === 'pglite') {
      writeFileSync(join(work, 'database.tar.gz'), await dumpPglite(source.pglite));
    } else {
      await run(pgTool('pg_dump'), [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${join(work, 'database.dump')}`,
        `--dbname=${source.url}`,
      ]);
    }
    const uploads = Boolean(options.uploadsDir && existsSync(options.uploadsDir));
    if (uploads) cpSync(options.uploadsDir!, join(work, 'uploads'), { recursive: true });
    const manifest: Manifest = {
      format: 1,
      kind: source.kind,
      createdAt: now.toISOString(),
      uploads,
    };
    writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const file = join(
      options.backupDir,
      `${BACKUP_PREFIX}${stamp(now)}-${source.kind}${BACKUP_SUFFIX}`,
    );
    const partial = `${file}.partial`;
    await run('tar', ['-cf', partial, '-C', work, '.']);
    renameSync(partial, file);
    applyRetention(options.backupDir, options.keep);
    return file;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
