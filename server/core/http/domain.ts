import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

/**
 * A domain as the app wires it in (decision 060): its name, the services it builds from the
 * shared context `C` (with those of the domains listed before it), and the calls it answers. The
 * app reads the list in server/domains/index.ts once; core names no domain.
 */
export interface DomainPlugin<C = unknown> {
  name: string;
  services?(context: C, built: Services): Partial<Services>;
  routes?(app: FastifyInstance, services: Services): void;
}
