import type { FastifyInstance } from 'fastify';
import {
  adminMenuFeed,
  menuCalendar,
  menuFeed,
  saveAdminMenuFeed,
  type MenuFeedSetting,
} from '../../../lib/contract/feed';
import type { Clock } from '../../core/clock';
import type { Services } from '../../core/services';
import type { Db, Tx } from '../db';
import { isMenuFeedOpen, setMenuFeedOpen } from '../feed';
import { adminRoute, adminWrite } from './route';
import { audit, type Staff } from './staff';

// The console's switch of the school's open menu feed (decision 073): off until the school turns
// it on; a change and its audit row commit together.

export function createAdminFeed(db: Db, clock: Clock, publicOrigin: string) {
  const address = (path: string, unitId: number) =>
    new URL(path.replace('{schoolId}', String(unitId)), publicOrigin).toString();

  async function setting(reader: Db | Tx, staff: Staff): Promise<MenuFeedSetting> {
    return {
      open: await isMenuFeedOpen(reader, staff.unitId),
      jsonUrl: address(menuFeed.path, staff.unitId),
      calendarUrl: address(menuCalendar.path, staff.unitId),
    };
  }

  async function save(tx: Tx, staff: Staff, open: boolean): Promise<MenuFeedSetting> {
    if (await setMenuFeedOpen(tx, staff.unitId, open, clock.now()))
      await audit(tx, staff, open ? 'menuFeed.open' : 'menuFeed.close', String(staff.unitId));
    return setting(tx, staff);
  }

  return { setting: (staff: Staff) => setting(db, staff), save };
}

export function registerAdminFeedRoutes(app: FastifyInstance, services: Services) {
  const { adminFeed } = services;
  adminRoute(app, services, adminMenuFeed, ({ staff }) => adminFeed.setting(staff));
  adminWrite(app, services, saveAdminMenuFeed, ({ staff, body, tx }) =>
    adminFeed.save(tx, staff, body.open),
  );
}
