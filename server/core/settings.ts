import { resolve } from 'node:path';
import type { Clock } from './clock';
import type { SignInProviderSettings } from './signin/env';

// What the server's settings are; server/core/env.ts reads them from the environment.

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
  /** When API requests are refused with 503 before any work (decision 077); unset: never. */
  shedding?: SheddingConfig;
}

/** Load shedding (decision 077): past these, API requests answer 503 with Retry-After. */
export interface SheddingConfig {
  /** Mean event-loop delay over a sample, in ms (SHED_EVENT_LOOP_DELAY_MS); 0: not checked. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation over a sample, 0 to 1 (SHED_EVENT_LOOP_UTILIZATION); 0: not checked. */
  maxEventLoopUtilization: number;
  /** Heap in use, in bytes (SHED_HEAP_USED_MB, in MB); 0: not checked. */
  maxHeapUsedBytes: number;
  /** The Retry-After the refused requests carry, in seconds (SHED_RETRY_AFTER_SECONDS). */
  retryAfterSeconds: number;
  /** How often the event loop is sampled, in ms. */
  sampleIntervalMs: number;
}

export const DEFAULT_SHEDDING: SheddingConfig = {
  maxEventLoopDelayMs: 1000,
  maxEventLoopUtilization: 0,
  maxHeapUsedBytes: 0,
  retryAfterSeconds: 2,
  sampleIntervalMs: 1000,
};

export const DEFAULT_OPS: OpsConfig = {
  metricsAllow: ['127.0.0.1', '::1'],
  drainMs: 10_000,
  backupDir: resolve('backups'),
  backupKeep: 14,
};

export interface ObjectStorageConfig {
  bucket: string;
  /** The S3 API endpoint (MinIO, a cloud's S3-compatible service); unset: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most non-AWS stores. */
  forcePathStyle: boolean;
}

/** The origin the browser posts uploads to (the CSP's connect-src allows it). */
export function objectStorageOrigin(config: ObjectStorageConfig): string {
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  if (!config.forcePathStyle) endpoint.hostname = `${config.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}

/** WeChat Pay API v3 (production's payment provider, decision 018). */
export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate. */
  merchantSerial: string;
  /** The merchant API private key (PEM). */
  merchantPrivateKey: string;
  /** The platform certificate's (or platform public key's) serial / id. */
  platformSerial: string;
  /** The platform certificate's public key (PEM). */
  platformPublicKey: string;
  /** The 32-byte APIv3 key that encrypts notifications. */
  apiV3Key: string;
  /** Where WeChat Pay posts notifications: PUBLIC_ORIGIN + /api/payment/wechat/notify. */
  notifyUrl: string;
  /** The merchant API; tests point it at a local fake. */
  baseURL?: string;
}

/** Web Push sender keys (VAPID). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL the push services may contact. */
  subject: string;
}

/** What the environment sets; the sign-in providers' part is decision 069's. */
export interface Settings extends SignInProviderSettings {
  port: number;
  /** The listen address: 127.0.0.1 unless HOST names another (0.0.0.0 in a container). */
  host: string;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, from TRUST_PROXY).
   * Unset or empty: none, the client address is the socket's (decision 019).
   */
  trustProxy?: string[];
  /** PostgreSQL connection string; unset means embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** PGlite files and uploads. `memory://` keeps PGlite in memory (tests). */
  dataDir: string;
  clientId: string;
  clientSecret: string;
  /** The public origin the browser uses, for upload and payment URLs. */
  publicOrigin: string;
  /** Where uploaded images are served from when not this site (STORAGE_ORIGIN): the CSP allows it. */
  storageOrigin?: string;
  /** The exported client to serve; null serves no static files. */
  outDir: string | null;
  /**
   * Demo mode (decision 017): seeds the demo school, sandbox providers (SMS outbox, chat app,
   * bank, payments) and a demo marker in the app. Off (`DEMO=0`): production, none of them exist.
   * Chosen here from the server's environment only, never by a caller.
   */
  demo: boolean;
  /** The clock DEMO_CLOCK_OFFSET_SECONDS (demo) or TEST_CLOCK_OFFSET_SECONDS moves; unset: the machine's. */
  clock?: Clock;
  /** TEST_CLOCK_OFFSET_SECONDS moved `clock` (any mode): main.ts warns at every start. */
  clockMovedForTests?: boolean;
  logLevel: string;
  /** How many months past the current one a month order may be for (MONTH_ORDER_MONTHS_AHEAD). */
  monthOrderMonthsAhead?: number;
  /** Bearer token lifetime in seconds. */
  tokenTtlSeconds?: number;
  /** The release whose notes /api/version/history tracks. */
  appVersion?: string;
  /** HMAC key of upload policies; unset: a key kept in dataDir (per process for memory://). */
  uploadSecret?: string;
  /**
   * S3-compatible object storage for uploads (decision 054): the browser posts files straight to
   * the bucket under a signed POST policy, and every process reads them from there. Unset: files
   * live under `dataDir/uploads` (one process, or processes sharing that directory).
   */
  objectStorage?: ObjectStorageConfig;
  /** The sandbox payment provider's callback key (demo only); unset: random per process. */
  paymentSandboxSecret?: string;
  /** WeChat Pay API v3 (production's payment provider); unset: no WeChat Pay. */
  wechatPay?: WechatPayConfig;
  /** Reconciliation asks the provider about payments pending longer than this (ms). */
  paymentPendingMs?: number;
  /**
   * Web Push sender keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). Required in
   * production; in demo mode a pair is made and kept in dataDir (per process for memory://).
   */
  vapid?: VapidKeys;
  /** How often the reminder job runs (REMINDER_INTERVAL_SECONDS; 0 turns it off, as tests do). */
  reminderIntervalMs?: number;
  /** Health, metrics, shutdown and backups. */
  ops: OpsConfig;
}
