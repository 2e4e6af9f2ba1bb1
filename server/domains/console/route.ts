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
  options: { inTransaction?: true } = {},
): void {
  const roles = descriptor.roles;
  if (!roles || roles.length === 0)
    throw new Error(`${descriptor.method} ${descriptor.path}: a console call names its roles`);
  if (!options.inTransaction) {
    route(app, services, descriptor, async (context) => {
      const staff = await services.staff.require(context.caller!, roles);
      return handler({ ...context, staff });
    });
    return;
  }
  // The staff check reads outside; the work and its audit row commit in the route's `tx`.
  route(app, services, descriptor, {
    inTransaction: true,
    prepare: (context) => services.staff.require(context.caller!, roles),
    run: (context) => handler({ ...context, prepared: undefined, staff: context.prepared }),
  });
}

/**
 * A console call that changes something: its handler gets the transaction (`tx`) the route opens,
 * and the service makes the change and writes its audit row in it (decision 060).
 */
export function adminWrite<E extends Endpoint>(
  app: FastifyInstance,
  services: Services,
  descriptor: E,
  handler: AdminHandler<E>,
): void {
  adminRoute(app, services, descriptor, handler, { inTransaction: true });
}
