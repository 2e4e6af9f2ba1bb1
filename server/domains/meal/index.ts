// The meal domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerMealRoutes } from './routes';
export { type Child, createMealAxis } from './axis';
export { createMealComments } from './comments';
export { createMealRecords } from './records';

export const mealDomain: DomainPlugin = { name: 'meal', routes: registerMealRoutes };
