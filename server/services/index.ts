import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock, type ServerConfig } from '../config';
import type { Db } from '../db/database';
import { createAccess } from './access';
import { createMessages } from './messages';
import { createSchools } from './schools';
import { createSessions } from './sessions';
import { createSms } from './sms';
import { createUploads } from './uploads';
import { createUsers } from './users';
import {
  sandboxBankProvider,
  sandboxSmsProvider,
  sandboxSocialProvider,
  type Providers,
} from './providers';

export const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface Services {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  providers: Providers;
  access: ReturnType<typeof createAccess>;
  sessions: ReturnType<typeof createSessions>;
  sms: ReturnType<typeof createSms>;
  users: ReturnType<typeof createUsers>;
  schools: ReturnType<typeof createSchools>;
  uploads: ReturnType<typeof createUploads>;
  messages: ReturnType<typeof createMessages>;
}

export function createServices(db: Db, config: ServerConfig, log: FastifyBaseLogger): Services {
  const clock = config.clock ?? systemClock;
  const providers: Providers = {
    sms: config.providers?.sms ?? sandboxSmsProvider(log),
    social: config.providers?.social ?? sandboxSocialProvider,
    bank: config.providers?.bank ?? sandboxBankProvider,
  };
  const delay =
    config.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    db,
    config,
    clock,
    providers,
    access: createAccess(db, clock),
    sessions: createSessions(db, clock, config.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS, delay),
    sms: createSms(db, clock, providers.sms, config.demo),
    users: createUsers(db),
    schools: createSchools(db),
    uploads: createUploads(db, config, clock),
    messages: createMessages(db, clock),
  };
}
