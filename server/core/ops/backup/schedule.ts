import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { takeBackup, type BackupSource } from './take';

// The server's own backups (decision 035): daily at BACKUP_DAILY_AT when set, and on SIGUSR2,
// which is how `npm run backup` asks a running embedded server (only it may open its PGlite).
// One at a time; each result is logged, counted and, with a data directory, written to
// `last-backup.json` there for the asking script to read.

export const LAST_BACKUP_FILE = 'last-backup.json';

export function backupSourceOf(database: Database): BackupSource {
  if (database.kind === 'pglite') return { kind: 'pglite', pglite: database.pglite! };
  return { kind: 'postgres', url: database.url! };
}

/** Milliseconds from `now` to the next `HH:MM` of the server's local time. */
export function msUntil(at: string, now: Date): number {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export function serverBackups(app: FastifyInstance, dataDir: string) {
  const { config, metrics } = app.ops;
  const inMemory = dataDir === 'memory://';
  let running: Promise<string> | undefined;

  function backupNow(): Promise<string> {
    running ??= takeBackup(backupSourceOf(app.database), {
      backupDir: config.backupDir,
      keep: config.backupKeep,
      uploadsDir: inMemory ? undefined : join(dataDir, 'uploads'),
    })
      .then(
        (file) => {
          metrics.backup('ok');
          app.log.info({ file }, 'backup written');
          report({ file });
          return file;
        },
        (error: unknown) => {
          metrics.backup('failed');
          app.log.error({ err: error }, 'backup failed');
          report({ error: (error as Error).message });
          throw error;
        },
      )
      .finally(() => (running = undefined));
    return running;
  }

  function report(result: { file?: string; error?: string }): void {
    if (inMemory) return;
    writeFileSync(
      join(dataDir, LAST_BACKUP_FILE),
      JSON.stringify({ ...result, at: new Date().toISOString(), pid: process.pid }),
    );
  }

  /** Daily at BACKUP_DAILY_AT, if set; SIGUSR2 at any time. Both stop when the app closes. */
  function start(): void {
    let timer: NodeJS.Timeout | undefined;
    const plan = () => {
      if (!config.backupDailyAt) return;
      timer = setTimeout(
        () => {
          void backupNow()
            .catch(() => undefined)
            .finally(plan);
        },
        msUntil(config.backupDailyAt, new Date()),
      );
      timer.unref();
    };
    plan();
    const onSignal = () => void backupNow().catch(() => undefined);
    process.on('SIGUSR2', onSignal);
    app.addHook('onClose', async () => {
      clearTimeout(timer);
      process.off('SIGUSR2', onSignal);
      await running?.catch(() => undefined);
    });
  }

  return { backupNow, start };
}
