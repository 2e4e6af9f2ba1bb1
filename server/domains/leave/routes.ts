import type { FastifyInstance } from 'fastify';
import {
  cancelLeave,
  leaveableDates,
  leavesOfUser,
  requestLeave,
  requestLeaveForUser,
} from '../../../lib/contract/leave';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

// The leave calls of "Meals, business, leave" (docs/product.md, "Calls"). The POSTs are idempotent under
// the Idempotency-Key header: the leave, its ledger row and the recorded answer commit together.

export function registerLeaveRoutes(app: FastifyInstance, services: Services) {
  const { leaves, classes } = services;

  route(app, services, requestLeave, ({ caller, body, tx }) =>
    leaves.request(tx, caller.accountId, body),
  );
  // The caller's own child, or a child of a class the caller keeps (decision 021): the leave and
  // its credit belong to the child's guardian, exactly as if the guardian had asked (the same
  // request hash too). Who the guardian is is checked before the key is claimed.
  const forChild = <B extends object>(body: B, userId: number) => ({
    ...body,
    associatedUserId: userId,
  });
  route(app, services, requestLeaveForUser, {
    prepare: ({ caller, params }) => classes.leaveGuardian(caller.accountId, params.userId),
    hashed: ({ params, body }) => ({
      path: requestLeave.path,
      body: forChild(body, params.userId),
    }),
    run: ({ params, body, tx, prepared: guardian }) =>
      leaves.request(tx, guardian, forChild(body, params.userId)),
  });
  route(app, services, cancelLeave, ({ caller, body, tx }) =>
    leaves.cancel(tx, caller.accountId, body),
  );
  route(app, services, leavesOfUser, ({ caller, params, query }) =>
    leaves.list(caller.accountId, params.associatedUserId, query.page, query.size),
  );
  route(app, services, leaveableDates, ({ caller, params, query }) =>
    leaves.available(
      caller.accountId,
      params.associatedUserId,
      query.diningType,
      query.closed === '1',
    ),
  );
}
