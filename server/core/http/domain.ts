import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

/**
 * A domain as the app wires it in (decision 060): its name and the calls it answers. The app
 * registers the list in server/domains/index.ts once; core names no domain.
 */
export interface DomainPlugin {
  name: string;
  routes(app: FastifyInstance, services: Services): void;
}
