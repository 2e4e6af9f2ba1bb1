// The message domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerMessageRoutes } from './routes';
export { createMessages } from './service';

export const messageDomain: DomainPlugin = { name: 'message', routes: registerMessageRoutes };
