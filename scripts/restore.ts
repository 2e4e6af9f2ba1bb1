import { resolve } from 'node:path';
import { lockHolder } from '../server/core/ops/dirLock';
import { RestoreRefused, restoreBackup } from '../server/core/ops/backup/restore';

// npm run restore <file> [data-dir]: brings a backup back into an empty place (decision 035).
// With DATABASE_URL: into that database, which must have no tables (uploads into DATA_DIR).
// Without: into DATA_DIR (or the directory given), which must be empty. Then start the server:
// it applies any migrations newer than the backup.

async function main(): Promise<void> {
  const [file, into] = process.argv.slice(2);
  if (!file) throw new RestoreRefused('usage: npm run restore <backup file> [data directory]');
  const dataDir = resolve(into ?? process.env.DATA_DIR ?? '.data');
  const pid = lockHolder(dataDir);
  if (pid !== null)
    throw new RestoreRefused(`a server (pid ${pid}) is running on ${dataDir}: stop it first`);
  const url = process.env.DATABASE_URL;
  const manifest = await restoreBackup(
    resolve(file),
    url ? { kind: 'postgres', url, dataDir } : { kind: 'pglite', dataDir },
  );
  console.log(
    `Restored the ${manifest.kind} backup of ${manifest.createdAt} into ${url ? new URL(url).pathname.slice(1) : dataDir}` +
      (manifest.uploads ? ` (uploads into ${dataDir}/uploads)` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof RestoreRefused
      ? `Refusing to restore: ${error.message}`
      : `Restore failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
