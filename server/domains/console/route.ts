import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../../lib/contract/core';
import { route, type Handler, type RouteContext } from '../../core/http/route';
import type { Services } from '../../core/services';
import type { Staff } from './staff';

type AdminContext<E extends Endpoint> = RouteContext<E> & { staff: Staff };
type AdminHandler<E extends Endpoint> = (context: AdminContext<E>) => ReturnType<Handler<E>>;

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
  const roles = rolesOf(descriptor);
  route(app, services, descriptor, async (context) => {
    const staff = await services.staff.require(context.caller!, roles);
    return handler({ ...context, staff });
  });
}

/**
 * A console call that changes something: its work gets the transaction (`tx`) the route opens,
 * and the service makes the change and writes its audit row in it (decision 060). The staff check
 * reads before the transaction; `answer`, when given, reads the result after the commit.
 */
export function adminWrite<E extends Endpoint>(
  app: FastifyInstance,
  services: Services,
  descriptor: E,
  run: AdminHandler<E>,
): void;
export function adminWrite<E extends Endpoint, R>(
  app: FastifyInstance,
  services: Services,
  descriptor: E,
  run: (context: AdminContext<E>) => Promise<R> | R,
  answer: (context: Omit<AdminContext<E>, 'tx'>, result: R) => ReturnType<Handler<E>>,
): void;
export function adminWrite<E extends Endpoint, R>(
  app: FastifyInstance,
  services: Services,
  descriptor: E,
  run: (context: AdminContext<E>) => Promise<R> | R,
  answer?: (context: Omit<AdminContext<E>, 'tx'>, result: R) => ReturnType<Handler<E>>,
): void {
  const roles = rolesOf(descriptor);
  const prepare = (context: RouteContext<E>) => services.staff.require(context.caller!, roles);
  const work = (context: RouteContext<E, Staff>) =>
    run({ ...context, prepared: undefined, staff: context.prepared });
  if (!answer) {
    route(app, services, descriptor, {
      inTransaction: true,
      prepare,
      run: work as (context: RouteContext<E, Staff>) => ReturnType<Handler<E>>,
    });
    return;
  }
  route(app, services, descriptor, {
    inTransaction: true,
    prepare,
    run: work,
    answer: (context, result) =>
      answer({ ...context, prepared: undefined, staff: context.prepared }, result),
  });
}

function rolesOf(descriptor: Endpoint) {
  const roles = descriptor.roles;
  if (!roles || roles.length === 0)
    throw new Error(`${descriptor.method} ${descriptor.path}: a console call names its roles`);
  return roles;
}
