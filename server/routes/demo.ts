import type { FastifyInstance } from 'fastify';
import { smsOutbox } from '../../lib/contract/demo';
import { route } from '../http/route';
import type { Services } from '../services';

/** Demo mode only: the codes the sandbox SMS provider "sent", newest first. */
export function registerDemoRoutes(app: FastifyInstance, services: Services): void {
  if (!services.config.demo) return;
  route(app, services, smsOutbox, ({ query }) => services.sms.outbox(query.mobile));
}
