// The schoolInfo domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createAgreements } from './agreements';
import { createPublicity } from './publicity';
import { registerSchoolInfoRoutes } from './routes';
export { createAgreements } from './agreements';
export { createPublicity } from './publicity';

declare module '../../core/services' {
  interface Services {
    agreements: ReturnType<typeof createAgreements>;
    publicity: ReturnType<typeof createPublicity>;
  }
}

export const schoolInfoDomain: DomainPlugin<DomainContext> = {
  name: 'schoolInfo',
  services: ({ db, clock }, { uploads }) => ({
    agreements: createAgreements(db, uploads.fileUrl),
    publicity: createPublicity(db, clock),
  }),
  routes: registerSchoolInfoRoutes,
};
