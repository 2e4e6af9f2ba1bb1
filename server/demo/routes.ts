import type { FastifyInstance } from 'fastify';
import { demoMode, smsOutbox } from '../../lib/contract/demo';
import { route } from '../core/http/route';
import type { Services } from '../core/services';

/**
 * Demo mode only (decision 017): the codes the sandbox SMS provider "sent", newest first, and the
 * mode the app's demo marker asks about. In production none of these routes exist (404).
 */
export function registerDemoRoutes(app: FastifyInstance, services: Services): void {
  if (!services.config.demo) return;
  route(app, services, demoMode, () => ({ demo: true }));
  route(app, services, smsOutbox, ({ query }) => services.sms.outbox(query.mobile));
}
