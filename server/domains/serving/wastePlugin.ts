import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { registerWasteRoutes } from './wasteRoutes';
import { createWasteServices } from './wasteServices';

/**
 * The serving domain's console side (decision 078): leftovers, serving settings and the waste
 * dashboard, registered after the console whose staff check they use, while the serving line's
 * own plugin comes before it. The console and the feed reach only the serving files that import
 * nothing of theirs (forecast, history, settings, ratings), so no import cycle forms.
 */
export const wasteDomain: DomainPlugin<DomainContext> = {
  name: 'serving-waste',
  services: ({ db, clock }) => createWasteServices(db, clock),
  routes: registerWasteRoutes,
};
