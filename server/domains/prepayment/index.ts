// The prepayment domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { registerPrepaymentRoutes } from './routes';
export { createPrepayments, type PrepaymentsService } from './service';
