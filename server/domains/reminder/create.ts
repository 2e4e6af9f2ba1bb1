import type { ServerConfig } from '../../config';
import type { Clock } from '../../core/clock';
import { outboundClient } from '../../core/outbound/client';
import type { Db } from '../db';
import { createReminderJobs } from './jobs';
import { vapidKeys } from './keys';
import { webPushSender, type PushSender } from './push';
import { createReminderDelivery } from './service';
import { createReminderSettings } from './settings';

/** The reminders domain for the composition root: settings, delivery and the job. */
export function createReminders(
  db: Db,
  config: ServerConfig,
  clock: Clock,
  push: PushSender = webPushSender(
    vapidKeys(config),
    // Loopback only in demo mode, where the tests' fake push service listens (decision 062).
    outboundClient({ allowance: { loopback: config.demo } }),
  ),
) {
  const delivery = createReminderDelivery(db, clock, {
    push,
    demo: config.demo,
    countPush: config.countPush,
  });
  return {
    settings: createReminderSettings(db),
    delivery,
    jobs: createReminderJobs(db, clock, delivery),
  };
}
export type RemindersService = ReturnType<typeof createReminders>;
