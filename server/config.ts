import type { PgliteFactory } from './core/db/database';
import type { OpsConfig, Settings } from './core/settings';
import type { Providers } from './core/providers';

/**
 * What the server is built from: the settings the environment gives (server/core/env.ts), where
 * a test may leave any optional one out, and what a test or a tool injects instead.
 */
export interface ServerConfig extends Omit<Settings, 'ops'> {
  /** Where log lines go (stdout when unset); tests read them to prove no secret is logged. */
  logStream?: { write(line: string): void };
  /** SMS, social-app and bank providers; sandbox providers by default. */
  providers?: Partial<Providers>;
  /** How login slow-down waits; tests replace it to observe the delay without waiting. */
  delay?: (ms: number) => Promise<void>;
  /** Called once per push attempt with its outcome: the place a "push sent" metric counts. */
  countPush?: (outcome: 'sent' | 'gone' | 'failed') => void;
  /** How to construct embedded PGlite (tests load it outside jest's sandbox). */
  createPglite?: PgliteFactory;
  /** Health, metrics, shutdown and backups; defaults when unset. */
  ops?: Partial<OpsConfig>;
}
