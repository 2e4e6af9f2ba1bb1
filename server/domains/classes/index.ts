// The classes domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerClassRoutes } from './routes';
export { createClassBindings } from './bindings';
export { createMaintenanceRecords } from './maintenanceRecords';
export { createClasses } from './service';

export const classesDomain: DomainPlugin = { name: 'classes', routes: registerClassRoutes };
