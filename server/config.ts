import { resolve } from 'node:path';
import type { PgliteFactory } from './db/database';
import type { Providers } from './services/providers';

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

function demoClock(env: NodeJS.ProcessEnv, demo: boolean): Clock | undefined {
  const raw = env.DEMO_CLOCK_OFFSET_SECONDS;
  if (raw === undefined || raw === '') return undefined;
  const seconds = Number(raw);
  if (!demo) throw new Error('DEMO_CLOCK_OFFSET_SECONDS is for demo mode only (DEMO=0 is set)');
  if (!Number.isFinite(seconds)) throw new Error('DEMO_CLOCK_OFFSET_SECONDS must be a number');
  return offsetClock(seconds);
}

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** PGlite files and uploads. `memory://` keeps PGlite in memory (tests). */
  dataDir: string;
  clientId: string;
  clientSecret: string;
  /** The public origin the browser uses, for upload and payment URLs. */
  publicOrigin: string;
  /** The exported client to serve; null serves no static files. */
  outDir: string | null;
  /** Demo mode: seeds demo data and exposes the demo SMS outbox. */
  demo: boolean;
  logLevel: string;
  /** Where log lines go (stdout when unset); tests read them to prove no secret is logged. */
  logStream?: { write(line: string): void };
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
  /** How to construct embedded PGlite (tests load it outside jest's sandbox). */
  createPglite?: PgliteFactory;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const demo = env.DEMO !== '0';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR ?? '.data'),
    clientId: env.CLIENT_ID ?? 'canteen-web',
    clientSecret: env.CLIENT_SECRET ?? 'canteen-web-secret',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    outDir: env.OUT_DIR === '' ? null : resolve(env.OUT_DIR ?? 'out'),
    demo,
    clock: demoClock(env, demo),
    logLevel: env.LOG_LEVEL ?? 'info',
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS ? Number(env.TOKEN_TTL_SECONDS) : undefined,
    uploadSecret: env.UPLOAD_SECRET || undefined,
  };
}
