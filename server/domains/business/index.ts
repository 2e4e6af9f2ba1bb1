// The business domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { registerBusinessRoutes } from './routes';
export { createBusiness } from './service';
