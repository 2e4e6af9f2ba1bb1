// The classes domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { createClassBindings } from './bindings';
export { createMaintenanceRecords } from './maintenanceRecords';
export { registerClassRoutes } from './routes';
export { createClasses } from './service';
