// The user domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
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

export const userDomain: DomainPlugin = { name: 'user', routes: registerUserRoutes };
