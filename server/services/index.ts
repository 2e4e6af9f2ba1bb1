import { systemClock, type Clock, type ServerConfig } from '../config';
import type { Db } from '../db/database';
import { createAccess } from './access';
import { createAccounts } from './accounts';
import { createBusiness } from './business';
import { createChildren } from './children';
import { createIdempotency } from './idempotency';
import { createLeaves } from './leaves';
import { createLimits } from './limits';
import { createMealAxis } from './meal-axis';
import { createMealComments } from './meal-comments';
import { createMealRecords } from './meal-records';
import { createMessages } from './messages';
import { createOrders } from './orders';
import { createPayments, sandboxPaymentProvider } from './payments';
import { createSchools } from './schools';
import { createSessions } from './sessions';
import { createSignIn } from './sign-in';
import { createSms } from './sms';
import { createUploads } from './uploads';
import { createUsers } from './users';
import {
  sandboxBankProvider,
  sandboxSmsProvider,
  sandboxSocialProvider,
  type Log,
  type Providers,
} from './providers';

// The composition root (decision 009): every service is built here, once, and handed to the
// routes and tasks. Nothing else calls a `create…` of a service.

export const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export function createServices(db: Db, config: ServerConfig, log: Log) {
  const clock: Clock = config.clock ?? systemClock;
  const providers: Providers = {
    sms: config.providers?.sms ?? sandboxSmsProvider(log),
    social: config.providers?.social ?? sandboxSocialProvider,
    bank: config.providers?.bank ?? sandboxBankProvider,
  };
  const delay =
    config.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const paymentSecret =
    process.env.PAYMENT_SANDBOX_SECRET ?? `${config.clientSecret}:sandbox-payments`;

  const users = createUsers(db);
  const mealAxis = createMealAxis(db, clock);
  const orders = createOrders(db, clock, config.monthOrderMonthsAhead);
  const limits = createLimits(db, clock);
  const uploads = createUploads(db, config, clock, limits);
  const sessions = createSessions(
    db,
    clock,
    config.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    delay,
    limits,
  );
  const sms = createSms(db, clock, providers.sms, config.demo);
  const accounts = createAccounts(db, clock, users, sms, limits);
  return {
    config,
    clock,
    providers,
    access: createAccess(db, clock),
    limits,
    sessions,
    sms,
    signIn: createSignIn({ config, users, accounts, sessions, sms, providers }),
    users,
    accounts,
    children: createChildren(db, clock),
    schools: createSchools(db),
    uploads,
    messages: createMessages(db, clock),
    idempotency: createIdempotency(db, clock),
    orders,
    payments: createPayments(db, clock, sandboxPaymentProvider(paymentSecret), orders),
    leaves: createLeaves(db, clock),
    mealAxis,
    mealRecords: createMealRecords(db, clock, mealAxis),
    mealComments: createMealComments(db, mealAxis),
    business: createBusiness(db),
  };
}
export type Services = ReturnType<typeof createServices>;
