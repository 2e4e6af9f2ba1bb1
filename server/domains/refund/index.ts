// The refund domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerRefundRoutes } from './routes';
export { createRefunds, type RefundsService } from './service';

export const refundDomain: DomainPlugin = { name: 'refund', routes: registerRefundRoutes };
