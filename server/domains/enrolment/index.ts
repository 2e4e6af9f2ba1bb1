// The enrolment domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { registerEnrolmentRoutes } from './routes';
import { createEnrolment } from './service';
export { issueMissingCodes, normaliseCode, printedCode, schoolYearEnd } from './codes';
export {
  BUILT_IN_NOTICE_VERSION,
  consentRequired,
  createEnrolment,
  enrolmentPending,
  type EnrolmentService,
  PRIVACY_NOTICE_TYPE,
} from './service';

declare module '../../core/services' {
  interface Services {
    enrolment: ReturnType<typeof createEnrolment>;
  }
}

export const enrolmentDomain: DomainPlugin<DomainContext> = {
  name: 'enrolment',
  services: ({ db, clock }) => ({ enrolment: createEnrolment(db, clock) }),
  routes: registerEnrolmentRoutes,
};
