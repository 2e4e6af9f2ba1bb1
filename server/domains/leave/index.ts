// The leave domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerLeaveRoutes } from './routes';
export { closeLeavesOfCancelledDays, createLeaves, daysOnLeave } from './service';

export const leaveDomain: DomainPlugin = { name: 'leave', routes: registerLeaveRoutes };
