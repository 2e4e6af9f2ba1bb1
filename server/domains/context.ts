import type { ServerConfig } from '../config';
import type { Clock } from '../core/clock';
import type { InvalidationChannel } from '../core/cache/channel';
import type { TagCache } from '../core/cache/tagCache';
import type { Log, Providers } from '../core/providers';
import type { Db } from './db';

/**
 * What every domain builds its services from (decision 060): the database, the settings, the
 * clock, the providers and the process's memory. A domain's entry turns it into its services;
 * the services other domains built before it come as the second argument.
 */
export interface DomainContext {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  providers: Providers;
  cache: TagCache;
  channel: Pick<InvalidationChannel, 'beforeHit'>;
  /** Sign-in codes are noted (info); a payment the school should look at is warned of. */
  log: Log & { warn(object: object, message: string): void };
  /** How login slow-down waits. */
  delay: (ms: number) => Promise<void>;
}
