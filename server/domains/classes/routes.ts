import type { FastifyInstance } from 'fastify';
import {
  addMaintenanceRecord,
  bindUsersBatch,
  boundUsers,
  classStudents,
  hasBindType,
  keptClasses,
  lastMaintenanceRecord,
  maintenanceRecords,
  maintenanceRecordTree,
  unbindUser,
} from '../../../lib/contract/classes';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

// The class keepers' calls (docs/product.md, "Calls": "School and classes"); who may call what is checked
// by the class, binding and maintenance-record services (decision 021).
export function registerClassRoutes(app: FastifyInstance, services: Services): void {
  const { classes, classBindings: bindings, maintenanceRecords: records } = services;

  route(app, services, keptClasses, ({ caller }) => classes.kept(caller.accountId));
  // A teacher's class list is a staff read of the children's data, logged for the school's
  // administrator (decision 074); only a list the teacher may read gets this far.
  route(app, services, classStudents, async ({ caller, params }) => {
    const students = await classes.students(caller.accountId, params.classesId);
    const unitId = await classes.unitOf(params.classesId);
    const ids = students.map((student) => student.associatedUserId);
    if (unitId !== null && ids.length > 0)
      await services.retention.logRead({ unitId, accountId: caller.accountId }, 'classList', ids);
    return students;
  });
  route(app, services, boundUsers, ({ caller, query }) =>
    bindings.bound(caller.accountId, query.classesId, query.bindType),
  );
  route(app, services, bindUsersBatch, ({ caller, body }) =>
    bindings.bindBatch(caller.accountId, body),
  );
  route(app, services, unbindUser, ({ caller, params }) =>
    bindings.unbind(caller.accountId, params.id),
  );
  route(app, services, hasBindType, ({ caller, params, query }) =>
    bindings.hasType(caller.accountId, query.classesId, params.userId, params.bindType),
  );
  route(app, services, maintenanceRecords, ({ caller, query }) =>
    records.list(caller.accountId, query),
  );
  route(app, services, maintenanceRecordTree, ({ caller, query }) =>
    records.tree(caller.accountId, query),
  );
  route(app, services, lastMaintenanceRecord, ({ caller, params }) =>
    records.last(caller.accountId, params.classesId),
  );
  route(app, services, addMaintenanceRecord, ({ caller, body }) =>
    records.add(caller.accountId, body),
  );
}
