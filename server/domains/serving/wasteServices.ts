import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import type { Staff } from '../console';
import { createLeftovers } from './leftovers';
import { readServingSettings, saveServingSettings } from './settings';
import { createWasteReport } from './waste';

// The services behind the console's leftovers, serving settings and waste dashboard (decision
// 078), built once with the console's (server/domains/console/index.ts).

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
    save: saveServingSettings,
  };
}

export function createWasteServices(db: Db, clock: Clock) {
  return {
    leftovers: createLeftovers(db, clock),
    wasteReport: createWasteReport(db),
    servingSettings: createServingSettings(db),
  };
}
