import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import type { Staff } from '../console';
import { createLeftovers } from './leftovers';
import type { ServingSettings } from '../../../lib/contract/serving';
import { audit } from '../console';
import { readServingSettings, writeServingSettings } from './settings';
import { createWasteReport } from './waste';

// The services behind the console's leftovers, serving settings and waste dashboard (decision
// 078), built once by wastePlugin.ts.

declare module '../../core/services' {
  interface Services {
    leftovers: ReturnType<typeof createLeftovers>;
    wasteReport: ReturnType<typeof createWasteReport>;
    servingSettings: ReturnType<typeof createServingSettings>;
  }
}

function createServingSettings(db: Db) {
  return {
    read: (staff: Staff) => readServingSettings(db, staff.unitId),
    /** The settings and their audit row, in the route's transaction. */
    async save(tx: Tx, staff: Staff, settings: ServingSettings): Promise<ServingSettings> {
      await writeServingSettings(tx, staff.unitId, settings);
      await audit(tx, staff, 'serving.settings', null, { ...settings });
      return settings;
    },
  };
}

export function createWasteServices(db: Db, clock: Clock) {
  return {
    leftovers: createLeftovers(db, clock),
    wasteReport: createWasteReport(db),
    servingSettings: createServingSettings(db),
  };
}
