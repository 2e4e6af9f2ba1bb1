// The message domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { registerMessageRoutes } from './routes';
export { createMessages } from './service';
