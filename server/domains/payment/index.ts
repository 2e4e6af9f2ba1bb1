// The payment domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerPaymentRoutes } from './routes';
export { newSandboxSecret, sandboxPaymentProvider } from './sandbox';
export {
  createPayments,
  type PaymentLog,
  type PaymentProviders,
  type PaymentsService,
} from './service';
export { wechatPaymentProvider } from './wechat';

export const paymentDomain: DomainPlugin = { name: 'payment', routes: registerPaymentRoutes };
