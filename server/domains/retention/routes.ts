import type { FastifyInstance } from 'fastify';
import {
  adminClosures,
  confirmClosure,
  markLeaver,
  myClosure,
  requestClosure,
  retentionSetting,
  saveRetention,
  staffReadLog,
} from '../../../lib/contract/retention';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { adminRoute, adminWrite } from '../console';

export function registerRetentionRoutes(app: FastifyInstance, services: Services): void {
  const { retention, closures } = services;
  adminRoute(app, services, retentionSetting, ({ staff }) => retention.setting(staff.unitId));
  adminWrite(app, services, saveRetention, ({ tx, staff, body }) =>
    retention.saveSetting(tx, staff, body.days),
  );
  adminWrite(app, services, markLeaver, ({ tx, staff, body }) =>
    retention.markLeaver(tx, staff, body.associatedUserId, body.leftOn),
  );
  adminRoute(app, services, staffReadLog, ({ staff, query }) =>
    retention.reads(staff, query.page, query.size),
  );
  adminRoute(app, services, adminClosures, ({ staff }) => closures.list(staff.unitId));
  adminWrite(
    app,
    services,
    confirmClosure,
    ({ tx, staff, params }) => closures.confirm(tx, staff, params.id),
    async ({ staff, params }) => (await closures.list(staff.unitId, params.id))[0]!,
  );
  route(app, services, requestClosure, {
    inTransaction: true,
    run: ({ tx, caller }) => closures.request(tx, caller.accountId),
  });
  route(app, services, myClosure, ({ caller }) => closures.mine(caller.accountId));
}
