// The retention domain's public surface (decision 074): leavers, the retention job, account
// closure and the staff read log. Other domains, the app and the tasks reach it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createClosures } from './closures';
import { createRetention } from './service';
import { registerRetentionRoutes } from './routes';
export { createClosures, type ClosuresService } from './closures';
export { createRetention, type RetentionService, DEFAULT_RETENTION_DAYS } from './service';
export { anonymousChild, anonymousGuardian } from './anonymise';

declare module '../../core/services' {
  interface Services {
    closures: ReturnType<typeof createClosures>;
    retention: ReturnType<typeof createRetention>;
  }
}

export const retentionDomain: DomainPlugin<DomainContext> = {
  name: 'retention',
  services: ({ db, clock, log }, { refunds }) => {
    const closures = createClosures(db, clock, refunds);
    return { closures, retention: createRetention(db, clock, closures, log) };
  },
  routes: registerRetentionRoutes,
};
