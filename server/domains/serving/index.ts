// The serving domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { serverSecret } from '../attachment';
import type { DomainContext } from '../context';
import { mealCodeKey, mealCodes } from './codes';
import { createServingJobs } from './missed';
import { registerServingRoutes } from './routes';
import { createServing } from './service';
export { readServingSettings, writeServingSettings } from './settings';
export { wasteDomain } from './wastePlugin';

declare module '../../core/services' {
  interface Services {
    serving: ReturnType<typeof createServing>;
    /** Closes ended services (Missed) and sends the MealsMissed reminders (decision 078). */
    servingJobs: ReturnType<typeof createServingJobs>;
  }
}

export const servingDomain: DomainPlugin<DomainContext> = {
  name: 'serving',
  services: ({ db, clock, config }, { reminders }) => ({
    serving: createServing(db, clock, mealCodes(mealCodeKey(serverSecret(config)))),
    servingJobs: createServingJobs(db, clock, reminders.delivery),
  }),
  routes: registerServingRoutes,
};
