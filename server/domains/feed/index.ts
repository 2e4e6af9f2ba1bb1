// The feed domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createChildCalendar } from './childCalendar';
import { createCalendarLinks } from './links';
import { createMenuFeed } from './menuFeed';
import { registerFeedRoutes } from './routes';
export { isMenuFeedOpen, setMenuFeedOpen } from './menuFeed';

declare module '../../core/services' {
  interface Services {
    calendarLinks: ReturnType<typeof createCalendarLinks>;
    childCalendarOf: ReturnType<typeof createChildCalendar>;
    menuFeeds: ReturnType<typeof createMenuFeed>;
  }
}

export const feedDomain: DomainPlugin<DomainContext> = {
  name: 'feed',
  services: ({ db, clock, config }, { mealAxis }) => ({
    calendarLinks: createCalendarLinks(db, clock, config.publicOrigin),
    childCalendarOf: createChildCalendar(db, clock, mealAxis),
    menuFeeds: createMenuFeed(db, clock),
  }),
  routes: registerFeedRoutes,
};
