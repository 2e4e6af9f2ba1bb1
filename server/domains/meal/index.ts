// The meal domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createMealAxis } from './axis';
import { createMealComments } from './comments';
import { createMealNutrition } from './nutrition';
import { createMealRecords } from './records';
import { registerMealRoutes } from './routes';
export { type Child, createMealAxis } from './axis';
export { createMealComments } from './comments';
export { createMealRecords } from './records';
export {
  isPublished,
  publishedDishesOf,
  publishedVersionIds,
  publishMenus,
  versionForChild,
} from './versions';

declare module '../../core/services' {
  interface Services {
    mealAxis: ReturnType<typeof createMealAxis>;
    mealRecords: ReturnType<typeof createMealRecords>;
    mealComments: ReturnType<typeof createMealComments>;
    mealNutrition: ReturnType<typeof createMealNutrition>;
  }
}

export const mealDomain: DomainPlugin<DomainContext> = {
  name: 'meal',
  services: ({ db, clock, cache, channel }) => {
    const mealAxis = createMealAxis(db, clock, cache, channel);
    return {
      mealAxis,
      mealRecords: createMealRecords(db, clock, mealAxis),
      mealComments: createMealComments(db, mealAxis),
      mealNutrition: createMealNutrition(db),
    };
  },
  routes: registerMealRoutes,
};
