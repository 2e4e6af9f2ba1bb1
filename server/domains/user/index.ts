// The user domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export {
  createChildren,
  ownChild,
  type OwnChild,
  selectedChild,
  selectedChildOfSession,
} from './children';
export { followRosterClasses, linkMatchingChildren } from './rosterMatch';
export { registerUserRoutes } from './routes';
export { createUsers, type UsersService } from './service';
