// The schoolInfo domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerSchoolInfoRoutes } from './routes';
export { createAgreements } from './agreements';
export { createPublicity } from './publicity';

export const schoolInfoDomain: DomainPlugin = {
  name: 'schoolInfo',
  routes: registerSchoolInfoRoutes,
};
