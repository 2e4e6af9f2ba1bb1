// The message domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createMessages } from './service';
import { registerMessageRoutes } from './routes';
export { createMessages } from './service';

declare module '../../core/services' {
  interface Services {
    messages: ReturnType<typeof createMessages>;
  }
}

export const messageDomain: DomainPlugin<DomainContext> = {
  name: 'message',
  services: ({ db, clock }) => ({ messages: createMessages(db, clock) }),
  routes: registerMessageRoutes,
};
