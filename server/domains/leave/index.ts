// The leave domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { registerLeaveRoutes } from './routes';
export { closeLeavesOfCancelledDays, createLeaves, daysOnLeave } from './service';
