import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PgliteFactory } from './db/database';
import { opsConfigFromEnv, type OpsConfig } from './ops/config';
import type { WechatPayConfig } from './services/payments/wechat';
import type { Providers } from './services/providers';
import type { VapidKeys } from './services/reminders/push';

/** Time is injected so tests can move it (SMS expiry, cooldowns, lockouts, token expiry). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * Demo mode only (DEMO_CLOCK_OFFSET_SECONDS): the server's clock runs this far ahead of the
 * machine's, so a browser test can let a cut-off pass without waiting for it (decision 027).
 */
export function offsetClock(seconds: number): Clock {
  return { now: () => new Date(Date.now() + seconds * 1000) };
}

function demoClock(env: Record<string, string | undefined>, demo: boolean): Clock | undefined {
  const raw = env.DEMO_CLOCK_OFFSET_SECONDS;
  if (raw === undefined || raw === '') return undefined;
  const seconds = Number(raw);
  if (!demo) throw new Error('DEMO_CLOCK_OFFSET_SECONDS is for demo mode only (DEMO=0 is set)');
  if (!Number.isFinite(seconds)) throw new Error('DEMO_CLOCK_OFFSET_SECONDS must be a number');
  return offsetClock(seconds);
}

export interface ServerConfig {
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
  logLevel: string;
  /** Where log lines go (stdout when unset); tests read them to prove no secret is logged. */
  logStream?: { write(line: string): void };
  /** How many months past the current one a month order may be for (MONTH_ORDER_MONTHS_AHEAD). */
  monthOrderMonthsAhead?: number;
  /** Bearer token lifetime in seconds. */
  tokenTtlSeconds?: number;
  /** The release whose notes /api/version/history tracks. */
  appVersion?: string;
  clock?: Clock;
  /** SMS, social-app and bank providers; sandbox providers by default. */
  providers?: Partial<Providers>;
  /** How login slow-down waits; tests replace it to observe the delay without waiting. */
  delay?: (ms: number) => Promise<void>;
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
  /** Called once per push attempt with its outcome: the place a "push sent" metric counts. */
  countPush?: (outcome: 'sent' | 'gone' | 'failed') => void;
  /** How to construct embedded PGlite (tests load it outside jest's sandbox). */
  createPglite?: PgliteFactory;
  /** Health, metrics, shutdown and backups (server/ops/config.ts); defaults when unset. */
  ops?: Partial<OpsConfig>;
}

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

/** The start-up refusal: names the variable so the operator knows what to set. */
export class ConfigError extends Error {}

/** The demo client's secret: it ships in the client's scripts, so it is never a secret. */
export const DEMO_CLIENT_SECRET = 'canteen-web-secret';

/** Values in this repository (demo defaults, `.env.example` placeholders): public knowledge. */
function isDemoValue(value: string): boolean {
  return value === DEMO_CLIENT_SECRET || value.startsWith('change-me');
}

export const DEFAULT_PAYMENT_PENDING_MINUTES = 15;

export function configFromEnv(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const demo = env.DEMO !== '0';
  // Checked before the secrets: a production server must never run on a shifted clock.
  const clock = demoClock(env, demo);
  /** Production: the variable must be set, and not to anything this repository contains. */
  const secret = (name: string): string | undefined => {
    const value = env[name];
    if (demo) return value || undefined;
    if (!value) throw new ConfigError(`DEMO=0 needs ${name}: it is not set`);
    if (isDemoValue(value))
      throw new ConfigError(`DEMO=0 needs ${name}: it still holds a demo or example value`);
    return value;
  };
  const pem = (name: string): string => {
    const value = secret(name) ?? '';
    return value.startsWith('-----BEGIN') ? value : readFileSync(value, 'utf8');
  };
  const publicOrigin = demo
    ? (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`)
    : secret('PUBLIC_ORIGIN')!;
  const minutes = Number(env.PAYMENT_PENDING_MINUTES ?? DEFAULT_PAYMENT_PENDING_MINUTES);
  const vapidPublic = secret('VAPID_PUBLIC_KEY');
  const vapidPrivate = secret('VAPID_PRIVATE_KEY');
  const vapidSubject = secret('VAPID_SUBJECT');
  const vapid: VapidKeys | undefined =
    vapidPublic && vapidPrivate
      ? {
          publicKey: vapidPublic,
          privateKey: vapidPrivate,
          subject: vapidSubject ?? 'mailto:canteen@example.invalid',
        }
      : undefined;
  const reminderSeconds = Number(env.REMINDER_INTERVAL_SECONDS ?? 60);
  const wechatPay: WechatPayConfig | undefined =
    demo && !env.WECHATPAY_MCHID
      ? undefined
      : {
          mchid: secret('WECHATPAY_MCHID')!,
          appid: secret('WECHATPAY_APPID')!,
          merchantSerial: secret('WECHATPAY_MERCHANT_SERIAL')!,
          merchantPrivateKey: pem('WECHATPAY_MERCHANT_PRIVATE_KEY'),
          platformSerial: secret('WECHATPAY_PLATFORM_SERIAL')!,
          platformPublicKey: pem('WECHATPAY_PLATFORM_PUBLIC_KEY'),
          apiV3Key: secret('WECHATPAY_APIV3_KEY')!,
          notifyUrl: new URL('/api/payment/wechat/notify', publicOrigin).toString(),
          baseURL: env.WECHATPAY_BASE_URL || undefined,
        };
  return {
    port,
    host: env.HOST || '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR ?? '.data'),
    clientId: env.CLIENT_ID ?? 'canteen-web',
    clientSecret: demo ? (env.CLIENT_SECRET ?? DEMO_CLIENT_SECRET) : secret('CLIENT_SECRET')!,
    publicOrigin,
    storageOrigin: env.STORAGE_ORIGIN || undefined,
    outDir: env.OUT_DIR === '' ? null : resolve(env.OUT_DIR ?? 'out'),
    demo,
    clock,
    logLevel: env.LOG_LEVEL ?? 'info',
    monthOrderMonthsAhead: env.MONTH_ORDER_MONTHS_AHEAD
      ? Number(env.MONTH_ORDER_MONTHS_AHEAD)
      : undefined,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS ? Number(env.TOKEN_TTL_SECONDS) : undefined,
    uploadSecret: secret('UPLOAD_SECRET'),
    objectStorage: objectStorageFromEnv(env, demo),
    paymentSandboxSecret: demo ? env.PAYMENT_SANDBOX_SECRET || undefined : undefined,
    wechatPay,
    vapid,
    reminderIntervalMs:
      Number.isFinite(reminderSeconds) && reminderSeconds >= 0 ? reminderSeconds * 1000 : 60_000,
    paymentPendingMs:
      (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_PAYMENT_PENDING_MINUTES) *
      60_000,
    ops: opsConfigFromEnv(env),
  };
}

/**
 * `S3_BUCKET` turns object storage on; its keys are then required (and, in production, must not
 * be example values). Without `S3_BUCKET` none of the other S3_* variables is read.
 */
function objectStorageFromEnv(
  env: Record<string, string | undefined>,
  demo: boolean,
): ObjectStorageConfig | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) return undefined;
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new ConfigError(`S3_BUCKET needs ${name}: it is not set`);
    if (!demo && isDemoValue(value))
      throw new ConfigError(`DEMO=0 needs ${name}: it still holds a demo or example value`);
    return value;
  };
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== '0' : !!endpoint,
  };
}

/** `TRUST_PROXY=10.0.0.1,10.1.0.0/16`: the proxies in front of the server; empty means none. */
export function parseTrustProxy(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
