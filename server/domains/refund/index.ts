// The refund domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { registerRefundRoutes } from './routes';
export { createRefunds, type RefundsService } from './service';
