import { resolve } from 'node:path';

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
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    clientId: env.CLIENT_ID ?? 'canteen-web',
    clientSecret: env.CLIENT_SECRET ?? 'canteen-web-secret',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    outDir: env.OUT_DIR === '' ? null : resolve(env.OUT_DIR ?? 'out'),
    demo: env.DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
