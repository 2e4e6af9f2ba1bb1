// The classes domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createClassBindings } from './bindings';
import { createMaintenanceRecords } from './maintenanceRecords';
import { createClasses } from './service';
import { registerClassRoutes } from './routes';
export { createClassBindings } from './bindings';
export { createMaintenanceRecords } from './maintenanceRecords';
export { createClasses } from './service';

declare module '../../core/services' {
  interface Services {
    maintenanceRecords: ReturnType<typeof createMaintenanceRecords>;
    classes: ReturnType<typeof createClasses>;
    classBindings: ReturnType<typeof createClassBindings>;
  }
}

export const classesDomain: DomainPlugin<DomainContext> = {
  name: 'classes',
  services: ({ db, clock }) => {
    const maintenanceRecords = createMaintenanceRecords(db, clock);
    return {
      maintenanceRecords,
      classes: createClasses(db, clock, maintenanceRecords),
      classBindings: createClassBindings(db, clock),
    };
  },
  routes: registerClassRoutes,
};
