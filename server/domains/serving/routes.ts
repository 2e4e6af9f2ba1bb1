import type { FastifyInstance } from 'fastify';
import {
  childMealCollection,
  collectMeal,
  scanMealCode,
  servingClasses,
  servingList,
  trayLabels,
  undoCollection,
} from '../../../lib/contract/serving';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { adminRoute } from '../console';

// The serving line's calls (decision 078). Teachers use them as well as the kitchen, so they are
// not console calls: the service decides who may serve what (404 otherwise). The marks are
// idempotent under the Idempotency-Key (the outbox's resend answers the first result); the tray
// labels are a console call of the kitchen's roles.

export function registerServingRoutes(app: FastifyInstance, services: Services) {
  const { serving } = services;

  route(app, services, servingClasses, ({ caller, query }) =>
    serving.classes(caller.accountId, query),
  );
  // A class list and the tray labels are staff reads of children's data, logged for the school's
  // administrator (decision 074); only a list the caller may read gets this far.
  route(app, services, servingList, async ({ caller, params, query }) => {
    const list = await serving.list(caller.accountId, params.classesId, query);
    const unitId = await services.classes.unitOf(params.classesId);
    const ids = list.children.map((child) => child.associatedUserId);
    if (unitId !== null && ids.length > 0)
      await services.retention.logRead({ unitId, accountId: caller.accountId }, 'servingList', ids);
    return list;
  });
  route(app, services, collectMeal, ({ caller, body, tx }) =>
    serving.collect(tx, caller.accountId, body),
  );
  route(app, services, scanMealCode, ({ caller, body, tx }) =>
    serving.scan(tx, caller.accountId, body),
  );
  route(app, services, undoCollection, {
    inTransaction: true,
    run: ({ caller, body, tx }) => serving.undo(tx, caller.accountId, body),
  });
  route(app, services, childMealCollection, ({ caller, query }) =>
    serving.childMeal(caller, query),
  );
  adminRoute(app, services, trayLabels, async ({ staff, query }) => {
    const labels = await serving.labels(staff.unitId, query);
    const ids = labels.map((label) => label.associatedUserId);
    if (ids.length > 0) await services.retention.logRead(staff, 'trayLabels', ids);
    return labels;
  });
}
