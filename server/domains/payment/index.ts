// The payment domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createPurchaseSettlement } from '../order';
import { newSandboxSecret, sandboxPaymentProvider } from './sandbox';
import { createPaymentJobs } from './jobs';
import { createPayouts } from './payouts';
import { createPayments } from './service';
import { wechatPaymentProvider } from './wechat';
import { registerPaymentRoutes } from './routes';
export { newSandboxSecret, sandboxPaymentProvider } from './sandbox';
export {
  createPayments,
  type PaymentLog,
  type PaymentProviders,
  type PaymentsService,
} from './service';
export { wechatPaymentProvider } from './wechat';
export { createPayouts, type PayoutsService } from './payouts';
export { payerOf, type Payer } from './channel';

declare module '../../core/services' {
  interface Services {
    sandboxPayments: ReturnType<typeof sandboxPaymentProvider> | undefined;
    payments: ReturnType<typeof createPayments>;
    paymentJobs: ReturnType<typeof createPaymentJobs>;
    payouts: ReturnType<typeof createPayouts>;
  }
}

export const paymentDomain: DomainPlugin<DomainContext> = {
  name: 'payment',
  services: ({ db, clock, config, log }, { orders, coupons, remind }) => {
    // Sandboxes exist only in demo mode (decision 017); production has what was configured.
    const sandboxPayments = config.demo
      ? sandboxPaymentProvider(config.paymentSandboxSecret ?? newSandboxSecret())
      : undefined;
    const providers = {
      sandbox: sandboxPayments,
      orangebank: sandboxPayments,
      wechat: config.wechatPay && wechatPaymentProvider(config.wechatPay, clock),
    };
    const settlement = createPurchaseSettlement(clock, orders);
    const payments = createPayments(
      db,
      clock,
      providers,
      orders,
      log,
      coupons,
      settlement,
      remind,
      {
        demo: config.demo,
        appid: config.wechatPay?.appid,
      },
    );
    const payouts = createPayouts(clock, providers, config.demo);
    return {
      sandboxPayments,
      payments,
      payouts,
      paymentJobs: createPaymentJobs(db, payments, payouts, providers, clock),
    };
  },
  routes: registerPaymentRoutes,
};
