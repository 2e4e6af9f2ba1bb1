import type { ServerConfig } from '../config';
import { systemClock, type Clock } from '../core/clock';
import type { InvalidationChannel } from '../core/cache/channel';
import { createTagCache, type TagCache } from '../core/cache/tagCache';
import type { Db } from '../domains/db';
import { createAccess } from '../domains/auth';
import { createAdminCalendar } from '../domains/console';
import { createAdminMenus } from '../domains/console';
import { createAdminContent } from '../domains/console';
import { createAdminMoney } from '../domains/console';
import { createAdminPrepaid } from '../domains/console';
import { createAdminRoster } from '../domains/console';
import { createAdminRosterLinks } from '../domains/console';
import { createAdminRules } from '../domains/console';
import { createSheet } from '../domains/console';
import { createStaff } from '../domains/console';
import { createAccounts } from '../domains/auth';
import { createAgreements } from '../domains/schoolInfo';
import { createBankActivities } from '../domains/bankcard';
import { createBusiness } from '../domains/business';
import { createChildren } from '../domains/user';
import { createClassBindings } from '../domains/classes';
import { createClasses } from '../domains/classes';
import { createCoupons } from '../domains/coupon';
import { createIdempotency } from '../core/http/idempotency';
import { createLeaves } from '../domains/leave';
import { createLimits } from '../domains/auth';
import { createMealAxis } from '../domains/meal';
import { createMealComments } from '../domains/meal';
import { createMaintenanceRecords } from '../domains/classes';
import { createMealRecords } from '../domains/meal';
import { createMessages } from '../domains/message';
import { createOrders } from '../domains/order';
import { createPayments, type PaymentProviders } from '../domains/payment';
import { newSandboxSecret, sandboxPaymentProvider } from '../domains/payment';
import { wechatPaymentProvider } from '../domains/payment';
import { createPrepayments } from '../domains/prepayment';
import { createPublicity } from '../domains/schoolInfo';
import { createReminders } from '../domains/reminder';
import { moneyReminders } from '../domains/reminder';
import { createPurchaseSettlement } from '../domains/order';
import { createRefunds } from '../domains/refund';
import { createSchools } from '../domains/school';
import { createSessions } from '../domains/auth';
import { createSignIn } from '../domains/auth';
import { createSms } from '../domains/auth';
import { createUploads } from '../domains/attachment';
import { createUsers } from '../domains/user';
import {
  sandboxBankProvider,
  sandboxSmsProvider,
  sandboxSocialProvider,
  type Log,
  type Providers,
  type SmsProvider,
} from '../core/providers';
import { DomainError } from '../core/errors';
import { serverMessages } from '../messages';
import type { PaymentLog } from '../domains/payment';

// The composition root (decision 009): every service is built here, once, and handed to the
// routes and tasks. Nothing else calls a `create…` of a service.

function disabledCache(): TagCache {
  const cache = createTagCache();
  cache.enabled = false;
  return cache;
}

export const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Production without a configured SMS provider: sending answers a clear error. */
const noSmsProvider: SmsProvider = {
  async send() {
    throw new DomainError('PROVIDER_UNAVAILABLE', serverMessages.signInUnavailable);
  },
};

export function createServices(
  db: Db,
  config: ServerConfig,
  log: Log & PaymentLog,
  // Without an invalidation channel (tasks, scripts) nothing is kept in memory.
  memory: { cache: TagCache; channel: Pick<InvalidationChannel, 'beforeHit'> } = {
    cache: disabledCache(),
    channel: { beforeHit: async () => undefined },
  },
) {
  const { cache, channel } = memory;
  const clock: Clock = config.clock ?? systemClock;
  // Sandboxes exist only in demo mode (decision 017); production has what was configured.
  const providers: Providers = {
    sms: config.providers?.sms ?? (config.demo ? sandboxSmsProvider(log) : noSmsProvider),
    social: config.providers?.social ?? (config.demo ? sandboxSocialProvider : undefined),
    bank: config.providers?.bank ?? (config.demo ? sandboxBankProvider : undefined),
  };
  const delay =
    config.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const sandboxPayments = config.demo
    ? sandboxPaymentProvider(config.paymentSandboxSecret ?? newSandboxSecret())
    : undefined;
  const paymentProviders: PaymentProviders = {
    sandbox: sandboxPayments,
    orangebank: sandboxPayments,
    wechat: config.wechatPay && wechatPaymentProvider(config.wechatPay, clock),
  };

  const users = createUsers(db, cache, channel);
  const mealAxis = createMealAxis(db, clock, cache, channel);
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
  const maintenanceRecords = createMaintenanceRecords(db, clock);
  const coupons = createCoupons(db, clock);
  const reminders = createReminders(db, config, clock);
  // The money events produce their reminders as they happen (decision 042, Later).
  const remind = moneyReminders(reminders.delivery.produce);
  const payments = createPayments(
    db,
    clock,
    paymentProviders,
    orders,
    log,
    coupons,
    createPurchaseSettlement(clock, orders),
    remind,
  );
  const prepayments = createPrepayments(db, clock, orders, payments);
  const refunds = createRefunds(db, clock, remind);
  return {
    config,
    clock,
    providers,
    cache,
    access: createAccess(db, clock, cache, channel),
    limits,
    sessions,
    sms,
    signIn: createSignIn({ config, users, accounts, sessions, sms, providers }),
    users,
    accounts,
    children: createChildren(db, clock),
    schools: createSchools(db),
    classes: createClasses(db, clock, maintenanceRecords),
    classBindings: createClassBindings(db, clock),
    maintenanceRecords,
    uploads,
    messages: createMessages(db, clock),
    idempotency: createIdempotency(db, clock),
    orders,
    sandboxPayments,
    payments,
    coupons,
    prepayments,
    refunds,
    leaves: createLeaves(db, clock),
    mealAxis,
    mealRecords: createMealRecords(db, clock, mealAxis),
    mealComments: createMealComments(db, mealAxis),
    business: createBusiness(db),
    agreements: createAgreements(db, uploads.fileUrl),
    publicity: createPublicity(db, clock),
    reminders,
    bankActivities: createBankActivities(db, clock),
    // The school's console (decision 046): its own services in server/domains/console/.
    staff: createStaff(db),
    sheet: createSheet(db, clock),
    adminMenus: createAdminMenus(db),
    adminCalendar: createAdminCalendar(db, clock),
    adminRules: createAdminRules(db),
    adminRoster: createAdminRoster(db),
    adminRosterLinks: createAdminRosterLinks(db),
    adminMoney: createAdminMoney(db, payments),
    adminContent: createAdminContent(db, clock),
    adminPrepaid: createAdminPrepaid(db, clock, refunds, prepayments, coupons),
  };
}
export type Services = ReturnType<typeof createServices>;

// The built services are what every route receives (server/core/services.ts).
type BuiltServices = ReturnType<typeof createServices>;
declare module '../core/services' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Services extends BuiltServices {}
}
