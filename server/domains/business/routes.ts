import type { FastifyInstance } from 'fastify';
import {
  businessBrief,
  businessImages,
  mealBusiness,
  schoolBusinesses,
  serviceBusiness,
  serviceBusinessOfDate,
  studentBusiness,
} from '../../../lib/contract/business';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { DINING_TYPES } from '../school';

// The service business (decision 008): for the caller's selected child (the verified
// `associatedUser` header) or, for id routes, for things of the caller's own children.
export function registerBusinessRoutes(app: FastifyInstance, services: Services): void {
  const { mealAxis: axis, business } = services;

  route(app, services, serviceBusinessOfDate, async ({ params, caller }) => {
    const child = await axis.childOf(caller);
    return Promise.all(
      DINING_TYPES.map((diningType) => business.settingTime(child, diningType, params.date)),
    );
  });
  route(app, services, serviceBusiness, async ({ params, caller }) =>
    business.settingTime(await axis.childOf(caller), params.diningType, params.date),
  );
  route(app, services, mealBusiness, async ({ query, caller }) =>
    business.mealBusiness(await axis.childOf(caller), query.diningType),
  );
  route(app, services, studentBusiness, async ({ caller }) =>
    business.studentBusiness(await axis.childOf(caller)),
  );
  route(app, services, businessImages, ({ params, caller }) =>
    business.images(caller.accountId, params.id),
  );
  route(app, services, businessBrief, ({ params, caller }) =>
    business.brief(caller.accountId, params.id),
  );
  route(app, services, schoolBusinesses, ({ params, query, caller }) =>
    business.ofSchool(caller.accountId, params.schoolId, query.page, query.size),
  );
}
