// The leave domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createLeaves } from './service';
import { registerLeaveRoutes } from './routes';
export { closeLeavesOfCancelledDays, createLeaves, daysOnLeave } from './service';

declare module '../../core/services' {
  interface Services {
    leaves: ReturnType<typeof createLeaves>;
  }
}

export const leaveDomain: DomainPlugin<DomainContext> = {
  name: 'leave',
  services: ({ db, clock }) => ({ leaves: createLeaves(db, clock) }),
  routes: registerLeaveRoutes,
};
