import { resolve } from 'node:path';
import type { PgliteFactory } from './db/database';
import type { Providers } from './services/providers';

/** Time is injected so tests can move it (SMS expiry, cooldowns, lockouts, token expiry). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

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
  /** Demo mode: seeds demo data and exposes the demo SMS outbox. */
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
  /** How to construct embedded PGlite (tests load it outside jest's sandbox). */
  createPglite?: PgliteFactory;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR ?? '.data'),
    clientId: env.CLIENT_ID ?? 'canteen-web',
    clientSecret: env.CLIENT_SECRET ?? 'canteen-web-secret',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    storageOrigin: env.STORAGE_ORIGIN || undefined,
    outDir: env.OUT_DIR === '' ? null : resolve(env.OUT_DIR ?? 'out'),
    demo: env.DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    monthOrderMonthsAhead: env.MONTH_ORDER_MONTHS_AHEAD
      ? Number(env.MONTH_ORDER_MONTHS_AHEAD)
      : undefined,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS ? Number(env.TOKEN_TTL_SECONDS) : undefined,
    uploadSecret: env.UPLOAD_SECRET || undefined,
  };
}

/** `TRUST_PROXY=10.0.0.1,10.1.0.0/16`: the proxies in front of the server; empty means none. */
export function parseTrustProxy(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
