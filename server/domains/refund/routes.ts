import type { FastifyInstance } from 'fastify';
import {
  cancelRefund,
  refundDetail,
  refundRule,
  refundsOfUser,
  requestRefund,
} from '../../../lib/contract/refund';
import { idempotent } from '../../core/http/idempotent';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

// The refund calls (docs/product.md, "Calls"; decisions 029-031). Every POST that moves money runs once
// per Idempotency-Key, its work and answer in one transaction.
export function registerRefundRoutes(app: FastifyInstance, services: Services): void {
  const { refunds } = services;

  route(app, services, refundsOfUser, ({ caller, params, query }) =>
    refunds.list(caller.accountId, params.associatedUserId, query.page, query.size),
  );
  route(app, services, refundDetail, ({ caller, params }) =>
    refunds.detail(caller.accountId, params.id),
  );
  route(app, services, refundRule, ({ caller, params }) =>
    refunds.rule(caller.accountId, params.schoolId),
  );
  route(app, services, requestRefund, ({ caller, body, request }) =>
    idempotent(services, request, caller.accountId, { path: requestRefund.path, body }, (tx) =>
      refunds.request(tx, caller.accountId, body),
    ),
  );
  route(app, services, cancelRefund, ({ caller, params, request }) =>
    idempotent(
      services,
      request,
      caller.accountId,
      { path: cancelRefund.path, body: params },
      (tx) => refunds.cancel(tx, caller.accountId, params.id),
    ),
  );
}
