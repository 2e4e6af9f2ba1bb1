import type { FastifyInstance } from 'fastify';
import {
  cancelRefund,
  refundDetail,
  refundRule,
  refundsOfUser,
  requestRefund,
} from '../../../lib/contract/refund';
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
  route(app, services, requestRefund, ({ caller, body, tx }) =>
    refunds.request(tx, caller.accountId, body),
  );
  // The request hash covers the path's parameters (the call has no body).
  route(app, services, cancelRefund, {
    hashed: ({ params }) => ({ path: cancelRefund.path, body: params }),
    run: ({ caller, params, tx }) => refunds.cancel(tx, caller.accountId, params.id),
  });
}
