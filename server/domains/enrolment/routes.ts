import type { FastifyInstance } from 'fastify';
import { myJoinRequests, privacyNotice } from '../../../lib/contract/enrolment';
import { notFound } from '../../core/errors';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

export function registerEnrolmentRoutes(app: FastifyInstance, services: Services): void {
  const { enrolment, schools } = services;

  route(app, services, privacyNotice, async ({ params }) => {
    if (!(await schools.all()).some((school) => school.id === params.unitId)) throw notFound();
    return enrolment.notice(params.unitId);
  });

  route(app, services, myJoinRequests, ({ caller }) => enrolment.myRequests(caller.accountId));
}
