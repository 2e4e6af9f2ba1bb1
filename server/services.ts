import type { ServerConfig } from './config';
import { systemClock, type Clock } from './core/clock';
import type { InvalidationChannel } from './core/cache/channel';
import { createTagCache, type TagCache } from './core/cache/tagCache';
import { DomainError } from './core/errors';
import { createIdempotency } from './core/http/idempotency';
import {
  sandboxBankProvider,
  sandboxSmsProvider,
  sandboxSocialProvider,
  type Log,
  type Providers,
  type SmsProvider,
} from './core/providers';
import type { Services } from './core/services';
import { configuredProviders } from './core/signin';
import { loggingFailures } from './core/sms/failure';
import { domains } from './domains';
import type { DomainContext } from './domains/context';
import type { Db } from './domains/db';
import { serverMessages } from './messages';

// The composition root (decision 009): the shared context is made here, once, and each domain in
// server/domains/index.ts builds its own services from it (decision 060); the whole is handed
// to the routes and tasks.

declare module './core/services' {
  interface Services {
    config: ServerConfig;
    clock: Clock;
    providers: Providers;
    cache: TagCache;
  }
}

function disabledCache(): TagCache {
  const cache = createTagCache();
  cache.enabled = false;
  return cache;
}

/** Production without a configured SMS provider: sending answers a clear error. */
const noSmsProvider: SmsProvider = {
  async send() {
    throw new DomainError('PROVIDER_UNAVAILABLE', serverMessages.signInUnavailable);
  },
};

export function createServices(
  db: Db,
  config: ServerConfig,
  log: DomainContext['log'] & Log,
  // Without an invalidation channel (tasks, scripts) nothing is kept in memory.
  memory: { cache: TagCache; channel: Pick<InvalidationChannel, 'beforeHit'> } = {
    cache: disabledCache(),
    channel: { beforeHit: async () => undefined },
  },
): Services {
  const { cache, channel } = memory;
  const clock: Clock = config.clock ?? systemClock;
  // Sandboxes exist only in demo mode (decision 017); production has what was configured
  // (decision 069), and a test may inject its own.
  const real = configuredProviders(config, clock);
  if (real.sms) real.sms = loggingFailures(real.sms, log);
  const providers: Providers = {
    sms:
      config.providers?.sms ?? real.sms ?? (config.demo ? sandboxSmsProvider(log) : noSmsProvider),
    social:
      config.providers?.social ?? real.social ?? (config.demo ? sandboxSocialProvider : undefined),
    bank: config.providers?.bank ?? real.bank ?? (config.demo ? sandboxBankProvider : undefined),
  };
  const delay =
    config.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const context: DomainContext = { db, config, clock, providers, cache, channel, log, delay };
  // Filled in domain by domain, each after those whose services it uses.
  const services = {
    config,
    clock,
    providers,
    cache,
    idempotency: createIdempotency(db, clock),
  } as Services;
  for (const domain of domains) Object.assign(services, domain.services?.(context, services));
  return services;
}
export type { Services };
