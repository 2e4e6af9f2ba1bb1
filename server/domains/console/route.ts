import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../../lib/contract/core';
import { route, type Handler, type RouteContext } from '../../core/http/route';
import type { Services } from '../../core/services';
import type { Staff } from './staff';

type AdminHandler<E extends Endpoint> = (
  context: RouteContext<E, Services> & { staff: Staff },
) => ReturnType<Handler<E, Services>>;

/**
 * A console call (decision 046): the contract's checks as for every call, then the caller must be
 * staff of a school with one of the descriptor's `roles`, else 404 (the console does not exist
 * for them). The roles are the contract's, read here once.
 */
export function adminRoute<E extends Endpoint>(
  app: FastifyInstance,
  services: Services,
  descriptor: E,
  handler: AdminHandler<E>,
): void {
  const roles = descriptor.roles;
  if (!roles || roles.length === 0)
    throw new Error(`${descriptor.method} ${descriptor.path}: a console call names its roles`);
  route(app, services, descriptor, async (context) => {
    const staff = await services.staff.require(context.caller!, roles);
    return handler({ ...context, staff });
  });
}
