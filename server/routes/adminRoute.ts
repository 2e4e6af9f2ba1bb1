import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../lib/contract/admin';
import type { Endpoint } from '../../lib/contract/core';
import { route, type RouteContext } from '../http/route';
import type { Services } from '../services';
import type { Staff } from '../services/admin/staff';

/** Every console call may be made by the school's administrator; the kitchen by some. */
export const ADMIN: readonly StaffRole[] = ['SchoolAdmin'];
export const KITCHEN: readonly StaffRole[] = ['SchoolAdmin', 'Kitchen'];

type AdminHandler<E extends Endpoint> = (
  context: RouteContext<E> & { staff: Staff },
) => ReturnType<Parameters<typeof route<E>>[3]>;

/**
 * A console call (decision 046): the contract's checks as for every call, then the caller must be
 * staff of a school with one of `roles`, else 404 (the console does not exist for them).
 */
export function adminRoute<E extends Endpoint>(
  app: FastifyInstance,
  services: Services,
  descriptor: E,
  roles: readonly StaffRole[],
  handler: AdminHandler<E>,
): void {
  route(app, services, descriptor, async (context) => {
    const staff = await services.staff.require(context.caller!, roles);
    return handler({ ...context, staff });
  });
}
