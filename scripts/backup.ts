import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { opsConfigFromEnv } from '../server/core/env';
import { lockDataDir, lockHolder } from '../server/core/ops/dirLock';
import { LAST_BACKUP_FILE } from '../server/core/ops/backup/schedule';
import { takeBackup } from '../server/core/ops/backup/take';

// npm run backup: one consistent backup into BACKUP_DIR, keeping the newest BACKUP_KEEP
// (decision 035). PostgreSQL: pg_dump, whether servers run or not. Embedded PGlite: only one
// process may open it, so a running server is asked (SIGUSR2) to write the backup itself; with
// no server running, this script opens the data directory under its lock and writes it.

const WAIT_MS = 10 * 60_000;

async function askRunningServer(dataDir: string, pid: number): Promise<string> {
  const statusFile = join(dataDir, LAST_BACKUP_FILE);
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  console.log(`Asked the running server (pid ${pid}) for a backup…`);
  while (Date.now() - asked < WAIT_MS) {
    await new Promise((done) => setTimeout(done, 250));
    if (!existsSync(statusFile)) continue;
    const status = JSON.parse(readFileSync(statusFile, 'utf8')) as {
      at: string;
      pid: number;
      file?: string;
      error?: string;
    };
    if (status.pid !== pid || Date.parse(status.at) < asked) continue;
    if (status.error) throw new Error(`the server's backup failed: ${status.error}`);
    return status.file!;
  }
  throw new Error('the server did not answer within 10 minutes');
}

async function main(): Promise<void> {
  const env = process.env;
  const ops = opsConfigFromEnv(env);
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const options = { backupDir: ops.backupDir, keep: ops.backupKeep };
  const uploadsDir = join(dataDir, 'uploads');
  let file: string;
  if (env.DATABASE_URL) {
    file = await takeBackup(
      { kind: 'postgres', url: env.DATABASE_URL },
      { ...options, uploadsDir },
    );
  } else {
    const pid = lockHolder(dataDir);
    if (pid !== null) {
      file = await askRunningServer(dataDir, pid);
    } else {
      if (!existsSync(join(dataDir, 'pglite'))) throw new Error(`no database in ${dataDir}`);
      const unlock = lockDataDir(dataDir);
      const pglite = new PGlite(join(dataDir, 'pglite'));
      try {
        file = await takeBackup({ kind: 'pglite', pglite }, { ...options, uploadsDir });
      } finally {
        await pglite.close();
        unlock();
      }
    }
  }
  console.log(`Backup written: ${file} (keeping the newest ${ops.backupKeep} in ${ops.backupDir})`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
});
