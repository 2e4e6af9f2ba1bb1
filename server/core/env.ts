import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod/mini';
import { offsetClock, type Clock } from './clock';
import {
  DEFAULT_OPS,
  DEFAULT_SHEDDING,
  type ObjectStorageConfig,
  type OpsConfig,
  type Settings,
  type WechatPayConfig,
} from './settings';
import { signInFields, signInSettings } from './signin/env';

// The server's environment, read by one zod schema into its settings: each variable's format
// (numbers, lists, times) in the fields, then the rules that depend on the mode in one pass over
// them. Demo mode (decision 017) needs nothing set; production (DEMO=0) refuses to start, naming
// the variable, when a secret is missing or still holds a value this repository contains.

/** The start-up refusal: names the variable so the operator knows what to set. */
export class ConfigError extends Error {}

/** The demo client's secret: it ships in the client's scripts, so it is never a secret. */
export const DEMO_CLIENT_SECRET = 'canteen-web-secret';

export const DEFAULT_PAYMENT_PENDING_MINUTES = 15;

type Ctx = z.core.ParsePayload<unknown>;

function refuse(ctx: Ctx, message: string): typeof z.NEVER {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

// Field formats. A variable set to '' counts as unset wherever the old readers said so.
const text = z.optional(z.string());
/** Unset or empty: undefined. */
const optional = z.pipe(
  text,
  z.transform((value) => value || undefined),
);
/** Comma-separated entries, blanks dropped; unset: undefined. */
const list = z.pipe(
  text,
  z.transform((value) =>
    value === undefined
      ? undefined
      : value
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ''),
  ),
);
/** A number the operator may leave unset or empty (the fallback), else at least 0. */
const atLeastZero = (name: string, fallback: number) =>
  z.pipe(
    text,
    z.transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const number = Number(value);
      if (!Number.isFinite(number) || number < 0)
        return refuse(ctx, `${name} must be a number ≥ 0`);
      return number;
    }),
  );
/** Unset or empty: undefined; else a number (as written: NaN for garbage, as before). */
const optionalNumber = z.pipe(
  text,
  z.transform((value) => (value ? Number(value) : undefined)),
);

const opsFields = {
  METRICS_ALLOW: list,
  METRICS_TOKEN: optional,
  SHUTDOWN_DRAIN_SECONDS: atLeastZero('SHUTDOWN_DRAIN_SECONDS', DEFAULT_OPS.drainMs / 1000),
  BACKUP_DIR: optional,
  BACKUP_KEEP: atLeastZero('BACKUP_KEEP', DEFAULT_OPS.backupKeep),
  SHED_EVENT_LOOP_DELAY_MS: atLeastZero(
    'SHED_EVENT_LOOP_DELAY_MS',
    DEFAULT_SHEDDING.maxEventLoopDelayMs,
  ),
  SHED_EVENT_LOOP_UTILIZATION: atLeastZero(
    'SHED_EVENT_LOOP_UTILIZATION',
    DEFAULT_SHEDDING.maxEventLoopUtilization,
  ),
  SHED_HEAP_USED_MB: atLeastZero('SHED_HEAP_USED_MB', 0),
  SHED_RETRY_AFTER_SECONDS: atLeastZero(
    'SHED_RETRY_AFTER_SECONDS',
    DEFAULT_SHEDDING.retryAfterSeconds,
  ),
  BACKUP_DAILY_AT: z.pipe(
    optional,
    z.transform((value, ctx) =>
      value === undefined || /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
        ? value
        : refuse(ctx, 'BACKUP_DAILY_AT must be HH:MM (24-hour, server time), e.g. 03:30'),
    ),
  ),
};

const opsObject = z.object(opsFields);

function toOps(env: z.infer<typeof opsObject>): OpsConfig {
  return {
    metricsAllow: env.METRICS_ALLOW ?? DEFAULT_OPS.metricsAllow,
    metricsToken: env.METRICS_TOKEN,
    drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    backupDir: resolve(env.BACKUP_DIR ?? 'backups'),
    backupKeep: Math.max(1, Math.floor(env.BACKUP_KEEP)),
    backupDailyAt: env.BACKUP_DAILY_AT,
    shedding: {
      ...DEFAULT_SHEDDING,
      maxEventLoopDelayMs: env.SHED_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: Math.min(1, env.SHED_EVENT_LOOP_UTILIZATION),
      maxHeapUsedBytes: Math.round(env.SHED_HEAP_USED_MB * 1024 * 1024),
      retryAfterSeconds: Math.max(1, Math.round(env.SHED_RETRY_AFTER_SECONDS)),
    },
  };
}
const opsSchema = z.pipe(opsObject, z.transform(toOps));

const SECRETS = [
  'PUBLIC_ORIGIN',
  'CLIENT_SECRET',
  'UPLOAD_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_MERCHANT_SERIAL',
  'WECHATPAY_MERCHANT_PRIVATE_KEY',
  'WECHATPAY_PLATFORM_SERIAL',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_APIV3_KEY',
] as const;
type Secret = (typeof SECRETS)[number];

const S3 = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

const fields = z.object({
  ...opsFields,
  ...Object.fromEntries([...SECRETS, ...S3].map((name) => [name, text])),
  // Only the two documented values: `DEMO=false` once meant demo mode, and its sign-in-as-anyone
  // sandbox, in what the operator took for production. Unset (or empty) is demo (decision 017).
  DEMO: z.pipe(
    text,
    z.transform((value, ctx) => {
      if (value === undefined || value === '' || value === '1') return true;
      if (value === '0') return false;
      return refuse(ctx, `DEMO must be 1 (demo) or 0 (production), not "${value.slice(0, 20)}"`);
    }),
  ),
  DEMO_CLOCK_OFFSET_SECONDS: text,
  TEST_CLOCK_OFFSET_SECONDS: text,
  PORT: z.pipe(
    text,
    z.transform((value) => Number(value ?? 3000)),
  ),
  HOST: optional,
  TRUST_PROXY: list,
  DATABASE_URL: optional,
  DATA_DIR: text,
  CLIENT_ID: text,
  STORAGE_ORIGIN: optional,
  OUT_DIR: text,
  LOG_LEVEL: text,
  MONTH_ORDER_MONTHS_AHEAD: optionalNumber,
  TOKEN_TTL_SECONDS: optionalNumber,
  PAYMENT_SANDBOX_SECRET: optional,
  PAYMENT_PENDING_MINUTES: text,
  REMINDER_INTERVAL_SECONDS: text,
  S3_FORCE_PATH_STYLE: text,
  WECHATPAY_BASE_URL: optional,
  ...signInFields,
});
type Fields = z.infer<typeof fields>;

/** Values in this repository (demo defaults, `.env.example` placeholders): public knowledge. */
function isDemoValue(value: string): boolean {
  return value === DEMO_CLIENT_SECRET || value.startsWith('change-me');
}

/** The rules that depend on the mode, checked in the order an operator meets them. */
function toSettings(env: Fields, ctx: Ctx): Settings {
  const demo = env.DEMO;
  const problems: string[] = [];
  const secrets = env as Fields & Partial<Record<Secret | (typeof S3)[number], string>>;

  // Checked before the secrets: a production server must never run on a shifted clock.
  let clock: Clock | undefined;
  const offset = env.DEMO_CLOCK_OFFSET_SECONDS;
  if (offset !== undefined && offset !== '') {
    if (!demo) problems.push('DEMO_CLOCK_OFFSET_SECONDS is for demo mode only (DEMO=0 is set)');
    else if (!Number.isFinite(Number(offset)))
      problems.push('DEMO_CLOCK_OFFSET_SECONDS must be a number');
    else clock = offsetClock(Number(offset));
  }
  // Browser tests of production (decision 071) move the clock in any mode; the server says so
  // loudly at every start (main.ts), and it is never one of the settings an operator is given.
  const testOffset = env.TEST_CLOCK_OFFSET_SECONDS;
  let clockMovedForTests = false;
  if (testOffset !== undefined && testOffset !== '') {
    if (!Number.isFinite(Number(testOffset)))
      problems.push('TEST_CLOCK_OFFSET_SECONDS must be a number');
    else if (clock)
      problems.push('TEST_CLOCK_OFFSET_SECONDS and DEMO_CLOCK_OFFSET_SECONDS: one only');
    else {
      clock = offsetClock(Number(testOffset));
      clockMovedForTests = true;
    }
  }

  /** Production: the variable must be set, and not to anything this repository contains. */
  const secret = (name: Secret): string | undefined => {
    const value = secrets[name];
    if (demo) return value || undefined;
    if (!value) problems.push(`DEMO=0 needs ${name}: it is not set`);
    else if (isDemoValue(value))
      problems.push(`DEMO=0 needs ${name}: it still holds a demo or example value`);
    return value || undefined;
  };
  const pem = (name: Secret): string => {
    const value = secret(name) ?? '';
    if (problems.length > 0 || value.startsWith('-----BEGIN')) return value;
    return readFileSync(value, 'utf8');
  };

  const port = env.PORT;
  const publicOrigin = demo
    ? (secrets.PUBLIC_ORIGIN ?? `http://localhost:${port}`)
    : (secret('PUBLIC_ORIGIN') ?? '');
  const vapidPublic = secret('VAPID_PUBLIC_KEY');
  const vapidPrivate = secret('VAPID_PRIVATE_KEY');
  const vapidSubject = secret('VAPID_SUBJECT');
  const wechatPay: WechatPayConfig | undefined =
    demo && !secrets.WECHATPAY_MCHID
      ? undefined
      : {
          mchid: secret('WECHATPAY_MCHID')!,
          appid: secret('WECHATPAY_APPID')!,
          merchantSerial: secret('WECHATPAY_MERCHANT_SERIAL')!,
          merchantPrivateKey: pem('WECHATPAY_MERCHANT_PRIVATE_KEY'),
          platformSerial: secret('WECHATPAY_PLATFORM_SERIAL')!,
          platformPublicKey: pem('WECHATPAY_PLATFORM_PUBLIC_KEY'),
          apiV3Key: secret('WECHATPAY_APIV3_KEY')!,
          notifyUrl: problems.length
            ? ''
            : new URL('/api/payment/wechat/notify', publicOrigin).toString(),
          baseURL: env.WECHATPAY_BASE_URL,
        };
  const clientSecret = demo
    ? (secrets.CLIENT_SECRET ?? DEMO_CLIENT_SECRET)
    : (secret('CLIENT_SECRET') ?? '');
  const uploadSecret = secret('UPLOAD_SECRET');

  // `S3_BUCKET` turns object storage on; its keys are then required (and, in production, must
  // not be example values). Without `S3_BUCKET` none of the other S3_* variables is read.
  let objectStorage: ObjectStorageConfig | undefined;
  if (secrets.S3_BUCKET) {
    const required = (name: 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'): string => {
      const value = secrets[name];
      if (!value) problems.push(`S3_BUCKET needs ${name}: it is not set`);
      else if (!demo && isDemoValue(value))
        problems.push(`DEMO=0 needs ${name}: it still holds a demo or example value`);
      return value ?? '';
    };
    const endpoint = secrets.S3_ENDPOINT || undefined;
    objectStorage = {
      bucket: secrets.S3_BUCKET,
      endpoint,
      region: secrets.S3_REGION || 'us-east-1',
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== '0' : !!endpoint,
    };
  }
  const providers = signInSettings(env, publicOrigin, problems);
  if (problems.length > 0) return refuse(ctx, problems[0]!);

  const minutes = Number(env.PAYMENT_PENDING_MINUTES ?? DEFAULT_PAYMENT_PENDING_MINUTES);
  const reminderSeconds = Number(env.REMINDER_INTERVAL_SECONDS ?? 60);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    trustProxy: env.TRUST_PROXY ?? [],
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR ?? '.data'),
    clientId: env.CLIENT_ID ?? 'canteen-web',
    clientSecret,
    publicOrigin,
    storageOrigin: env.STORAGE_ORIGIN,
    outDir: env.OUT_DIR === '' ? null : resolve(env.OUT_DIR ?? 'out'),
    demo,
    clock,
    clockMovedForTests,
    logLevel: env.LOG_LEVEL ?? 'info',
    monthOrderMonthsAhead: env.MONTH_ORDER_MONTHS_AHEAD,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    uploadSecret,
    objectStorage,
    paymentSandboxSecret: demo ? env.PAYMENT_SANDBOX_SECRET : undefined,
    wechatPay,
    vapid:
      vapidPublic && vapidPrivate
        ? {
            publicKey: vapidPublic,
            privateKey: vapidPrivate,
            subject: vapidSubject ?? 'mailto:canteen@example.invalid',
          }
        : undefined,
    reminderIntervalMs:
      Number.isFinite(reminderSeconds) && reminderSeconds >= 0 ? reminderSeconds * 1000 : 60_000,
    paymentPendingMs:
      (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_PAYMENT_PENDING_MINUTES) *
      60_000,
    ops: toOps(env),
    ...providers,
  };
}

/** The one schema: every variable the server reads, into its settings. */
export const envSchema = z.pipe(fields, z.transform(toSettings));

type Env = Record<string, string | undefined>;

function parsed<T>(schema: z.ZodMiniType<T, unknown>, env: Env): T {
  const result = z.safeParse(schema, env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues[0]?.message ?? 'the environment is not valid');
}

/** The server's settings from its environment; a refusal throws ConfigError naming the variable. */
export function configFromEnv(env: Env = process.env): Settings {
  return parsed(envSchema, env);
}

/** Only the operations part (npm run backup reads no secret). */
export function opsConfigFromEnv(env: Env): OpsConfig {
  return parsed(opsSchema, env);
}
