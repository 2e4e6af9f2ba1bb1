import type { FastifyInstance } from 'fastify';
import { smsOutbox } from '../../lib/contract/demo';
import { demoMode } from '../../lib/contract/school-info';
import { route } from '../http/route';
import type { Services } from '../services';

/** The demo mode signal; in demo mode only, the codes the sandbox SMS provider "sent", newest first. */
export function registerDemoRoutes(app: FastifyInstance, services: Services): void {
  // Always answered, so the client can hide the demo tour outside demo mode.
  route(app, services, demoMode, () => ({ demo: services.config.demo }));
  if (!services.config.demo) return;
  route(app, services, smsOutbox, ({ query }) => services.sms.outbox(query.mobile));
}
