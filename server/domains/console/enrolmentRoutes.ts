import type { FastifyInstance } from 'fastify';
import {
  adminClaimAttempts,
  adminClaimCodes,
  adminConsents,
  adminJoinRequests,
  decideJoinRequest,
  issueClaimCodes,
  revokeClaimCode,
} from '../../../lib/contract/enrolment';
import type { Services } from '../../core/services';
import { adminRoute, adminWrite } from './route';

/** The console's enrolment calls (decision 070). */
export function registerEnrolmentAdminRoutes(app: FastifyInstance, services: Services): void {
  const { adminEnrolment } = services;

  adminRoute(app, services, adminClaimCodes, ({ staff, query }) =>
    adminEnrolment.codes(staff, query.classesId),
  );
  adminWrite(app, services, issueClaimCodes, ({ staff, body, tx }) =>
    adminEnrolment.issue(tx, staff, body.classesId),
  );
  adminWrite(
    app,
    services,
    revokeClaimCode,
    ({ staff, params, tx }) => adminEnrolment.revoke(tx, staff, params.id),
    ({ staff }, id) => adminEnrolment.code(staff, id),
  );
  adminRoute(app, services, adminJoinRequests, ({ staff, query }) =>
    adminEnrolment.requests(staff, query.status),
  );
  adminWrite(
    app,
    services,
    decideJoinRequest,
    ({ staff, params, body, tx }) => adminEnrolment.decide(tx, staff, params.id, body.approve),
    ({ staff }, id) => adminEnrolment.request(staff, id),
  );
  adminRoute(app, services, adminClaimAttempts, ({ staff }) => adminEnrolment.attempts(staff));
  adminRoute(app, services, adminConsents, ({ staff }) => adminEnrolment.consents(staff));
}
