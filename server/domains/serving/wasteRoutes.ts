import type { FastifyInstance } from 'fastify';
import {
  saveLeftovers,
  saveServingSettings as saveSettingsCall,
  serviceLeftovers,
  servingSettings,
  wasteReport,
} from '../../../lib/contract/serving';
import type { Services } from '../../core/services';
import { adminRoute, adminWrite } from '../console';
import './wasteServices';

/** The console's leftovers, serving settings and waste dashboard calls (decision 078). */
export function registerWasteRoutes(app: FastifyInstance, services: Services): void {
  const { leftovers } = services;
  adminRoute(app, services, serviceLeftovers, ({ staff, query }) =>
    leftovers.service(staff, query.date, query.diningType),
  );
  adminWrite(app, services, saveLeftovers, ({ staff, body, tx }) =>
    leftovers.save(tx, staff, body),
  );
  adminRoute(app, services, servingSettings, ({ staff }) => services.servingSettings.read(staff));
  adminWrite(app, services, saveSettingsCall, ({ staff, body, tx }) =>
    services.servingSettings.save(tx, staff, body),
  );
  adminRoute(app, services, wasteReport, ({ staff, query }) =>
    services.wasteReport.report(staff, query.from, query.to),
  );
}
