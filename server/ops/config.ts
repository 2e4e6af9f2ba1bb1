import { resolve } from 'node:path';
import { ConfigError } from '../config';

/** Operations settings (README "Operating Canteen"; decisions 034 and 035). */
export interface OpsConfig {
  /** Addresses or CIDR ranges that may read /metrics without a token (METRICS_ALLOW). */
  metricsAllow: string[];
  /** A bearer token that opens /metrics from anywhere (METRICS_TOKEN); unset: none does. */
  metricsToken?: string;
  /** How long SIGTERM waits for requests in flight before it cuts them (SHUTDOWN_DRAIN_SECONDS). */
  drainMs: number;
  /** Where backups go (BACKUP_DIR). */
  backupDir: string;
  /** How many backups to keep; older ones are removed after each new one (BACKUP_KEEP). */
  backupKeep: number;
  /** `HH:MM` in the server's local time: the server backs itself up daily then (BACKUP_DAILY_AT). */
  backupDailyAt?: string;
}

export const DEFAULT_OPS: OpsConfig = {
  metricsAllow: ['127.0.0.1', '::1'],
  drainMs: 10_000,
  backupDir: resolve('backups'),
  backupKeep: 14,
};

function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function positive(env: Record<string, string | undefined>, name: string, fallback: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new ConfigError(`${name} must be a number ≥ 0`);
  return value;
}

export function opsConfigFromEnv(env: Record<string, string | undefined>): OpsConfig {
  const dailyAt = env.BACKUP_DAILY_AT || undefined;
  if (dailyAt && !/^([01]\d|2[0-3]):[0-5]\d$/.test(dailyAt))
    throw new ConfigError('BACKUP_DAILY_AT must be HH:MM (24-hour, server time), e.g. 03:30');
  return {
    metricsAllow: list(env.METRICS_ALLOW) ?? DEFAULT_OPS.metricsAllow,
    metricsToken: env.METRICS_TOKEN || undefined,
    drainMs: positive(env, 'SHUTDOWN_DRAIN_SECONDS', DEFAULT_OPS.drainMs / 1000) * 1000,
    backupDir: resolve(env.BACKUP_DIR || 'backups'),
    backupKeep: Math.max(1, Math.floor(positive(env, 'BACKUP_KEEP', DEFAULT_OPS.backupKeep))),
    backupDailyAt: dailyAt,
  };
}
