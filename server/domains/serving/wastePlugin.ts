import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { registerWasteRoutes } from './wasteRoutes';
import { createWasteServices } from './wasteServices';

/**
 * The console's leftovers, serving settings and waste dashboard (decision 078) as the app wires
 * them in, after the console whose staff check they use. The serving domain's own plugin
 * (index.ts, written beside this work) takes these over: its services spread
 * `createWasteServices` and its routes call `registerWasteRoutes`, and this entry leaves the list.
 * The console and the feed reach only the serving files that import nothing of theirs (forecast,
 * history, settings, ratings), so no import cycle forms.
 */
export const wasteDomain: DomainPlugin<DomainContext> = {
  name: 'serving-waste',
  services: ({ db, clock }) => createWasteServices(db, clock),
  routes: registerWasteRoutes,
};
