import type { FastifyInstance } from 'fastify';
import {
  actOnRecommendation,
  bankActivity,
  qualifiedActivities,
  recommendedActivities,
  unitActivities,
} from '../../../lib/contract/bankcard';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

export function registerBankcardRoutes(app: FastifyInstance, services: Services): void {
  const { bankActivities } = services;

  route(app, services, qualifiedActivities, ({ caller }) =>
    bankActivities.qualified(caller.accountId),
  );
  route(app, services, unitActivities, ({ caller, params }) =>
    bankActivities.ofUnit(caller.accountId, params.unitId),
  );
  route(app, services, bankActivity, ({ caller, params }) =>
    bankActivities.byId(caller.accountId, params.id),
  );
  route(app, services, recommendedActivities, ({ caller, params }) =>
    bankActivities.recommended(caller.accountId, params.unitId, params.userId),
  );
  route(app, services, actOnRecommendation, ({ caller, params }) =>
    bankActivities.act(caller.accountId, params.id, params.recommendId, params.action),
  );
}
