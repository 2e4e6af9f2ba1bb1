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

  // The codes name a class's children, the requests and consents their families: staff reads,
  // logged for the school's administrator (decision 074).
  adminRoute(app, services, adminClaimCodes, async ({ staff, query }) => {
    const codes = await adminEnrolment.codes(staff, query.classesId);
    await services.retention.logRead(staff, 'enrolment', []);
    return codes;
  });
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
  adminRoute(app, services, adminJoinRequests, async ({ staff, query }) => {
    const requests = await adminEnrolment.requests(staff, query.status);
    await services.retention.logRead(staff, 'enrolment', []);
    return requests;
  });
  adminWrite(
    app,
    services,
    decideJoinRequest,
    ({ staff, params, body, tx }) => adminEnrolment.decide(tx, staff, params.id, body.approve),
    ({ staff }, id) => adminEnrolment.request(staff, id),
  );
  adminRoute(app, services, adminClaimAttempts, ({ staff }) => adminEnrolment.attempts(staff));
  adminRoute(app, services, adminConsents, async ({ staff }) => {
    const consents = await adminEnrolment.consents(staff);
    await services.retention.logRead(staff, 'enrolment', []);
    return consents;
  });
}
