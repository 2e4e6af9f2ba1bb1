// The meal domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { type Child, createMealAxis } from './axis';
export { createMealComments } from './comments';
export { createMealRecords } from './records';
export { registerMealRoutes } from './routes';
