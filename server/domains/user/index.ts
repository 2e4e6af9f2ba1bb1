// The user domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createChildren } from './children';
import { createUsers } from './service';
import { registerUserRoutes } from './routes';
export {
  createChildren,
  ownChild,
  type OwnChild,
  selectedChild,
  selectedChildOfSession,
} from './children';
export { followRosterClasses, linkMatchingChildren } from './rosterMatch';
export { createUsers, type UsersService } from './service';

declare module '../../core/services' {
  interface Services {
    users: ReturnType<typeof createUsers>;
    children: ReturnType<typeof createChildren>;
  }
}

export const userDomain: DomainPlugin<DomainContext> = {
  name: 'user',
  services: ({ db, cache, channel, clock }) => ({
    users: createUsers(db, cache, channel),
    children: createChildren(db, clock),
  }),
  routes: registerUserRoutes,
};
