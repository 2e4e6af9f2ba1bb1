import type { FastifyInstance } from 'fastify';
import {
  cancelLeave,
  leaveableDates,
  leavesOfUser,
  requestLeave,
  requestLeaveForUser,
} from '../../lib/contract/leave';
import { HttpEnvelope, route } from '../http/route';
import type { Services } from '../services';
import { createIdempotency, requestHash, type Tx } from '../services/idempotency';
import { createLeaves, type LeaveTarget } from '../services/leaves';
import { idempotencyKeyOf } from './order';

// SPEC section 7, the leave calls of "Meals, business, leave". The POSTs are idempotent under
// the Idempotency-Key header: the leave, its ledger row and the recorded answer commit together.

export function registerLeaveRoutes(app: FastifyInstance, services: Services) {
  const leaves = createLeaves(services.db, services.clock);
  const idempotency = createIdempotency(services.db, services.clock);

  async function once<T>(
    accountId: number,
    key: string | undefined,
    hashed: { path: string; body: unknown },
    work: (tx: Tx) => Promise<T>,
  ): Promise<HttpEnvelope> {
    const hash = requestHash('POST', hashed.path, hashed.body);
    const stored = await idempotency.run(accountId, key, hash, work);
    return new HttpEnvelope(stored.statusCode, stored.body as HttpEnvelope['body']);
  }

  route(app, services, requestLeave, ({ caller, body, request }) =>
    once(caller.accountId, idempotencyKeyOf(request), { path: requestLeave.path, body }, (tx) =>
      leaves.request(tx, caller.accountId, body as LeaveTarget),
    ),
  );
  route(app, services, requestLeaveForUser, ({ caller, params, body, request }) => {
    const target = { ...body, associatedUserId: params.userId } as LeaveTarget;
    return once(
      caller.accountId,
      idempotencyKeyOf(request),
      { path: requestLeave.path, body: target },
      (tx) => leaves.request(tx, caller.accountId, target),
    );
  });
  route(app, services, cancelLeave, ({ caller, body, request }) =>
    once(caller.accountId, idempotencyKeyOf(request), { path: cancelLeave.path, body }, (tx) =>
      leaves.cancel(tx, caller.accountId, body as LeaveTarget),
    ),
  );
  route(app, services, leavesOfUser, ({ caller, params, query }) =>
    leaves.list(caller.accountId, params.associatedUserId, query.page, query.size),
  );
  route(app, services, leaveableDates, ({ caller, params, query }) =>
    leaves.available(caller.accountId, params.associatedUserId, query.diningType),
  );
}
