import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services';

/** The console's leftovers, serving settings and waste dashboard calls (decision 078). */
export function registerWasteRoutes(_app: FastifyInstance, _services: Services): void {}
