// The auth domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createAccess } from './access';
import { createAccounts } from './accounts';
import { createLimits } from './limits';
import { createSessions } from './sessions';
import { createSignIn } from './signIn';
import { createSms } from './sms';
import { registerAuthRoutes } from './routes';
export { createAccess } from './access';
export { createAccounts } from './accounts';
export { createLimits, type LimitsService } from './limits';
export { createSessions } from './sessions';
export { createSignIn } from './signIn';
export { createSms } from './sms';

export const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

declare module '../../core/services' {
  interface Services {
    access: ReturnType<typeof createAccess>;
    limits: ReturnType<typeof createLimits>;
    sessions: ReturnType<typeof createSessions>;
    sms: ReturnType<typeof createSms>;
    accounts: ReturnType<typeof createAccounts>;
    signIn: ReturnType<typeof createSignIn>;
  }
}

export const authDomain: DomainPlugin<DomainContext> = {
  name: 'auth',
  services: ({ db, clock, cache, channel, config, providers, delay }, { users }) => {
    const limits = createLimits(db, clock);
    const ttl = config.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
    const sessions = createSessions(db, clock, ttl, delay, limits);
    const sms = createSms(db, clock, providers.sms, config.demo);
    const accounts = createAccounts(db, clock, users, sms, limits);
    return {
      access: createAccess(db, clock, cache, channel),
      limits,
      sessions,
      sms,
      accounts,
      signIn: createSignIn({ config, users, accounts, sessions, sms, providers }),
    };
  },
  routes: registerAuthRoutes,
};
