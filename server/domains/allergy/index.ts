// The allergy domain's public surface (decision 080): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { registerAllergyRoutes } from './routes';
import { createAllergy } from './service';
export { closeAlertsOf, forgetAlertsOf } from './alerts';
export { assertSafeToPlace, verifiedAllergies } from './enforce';
export { allergenName } from './names';
export { createAllergy, type AllergyService } from './service';

declare module '../../core/services' {
  interface Services {
    allergy: ReturnType<typeof createAllergy>;
  }
}

export const allergyDomain: DomainPlugin<DomainContext> = {
  name: 'allergy',
  services: ({ db, clock }, { orders, reminders }) => ({
    allergy: createAllergy(db, clock, orders, (tx, reminder) =>
      reminders.delivery.produce(tx, reminder),
    ),
  }),
  routes: registerAllergyRoutes,
};
