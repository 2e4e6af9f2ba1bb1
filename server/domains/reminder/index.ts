// The reminder domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createReminders } from './create';
import { moneyReminders, type MoneyReminders } from './money';
import { registerReminderRoutes } from './routes';
export { createReminders } from './create';
export { moneyReminders, type MoneyReminders } from './money';
export { jumpUrl } from './service';

declare module '../../core/services' {
  interface Services {
    reminders: ReturnType<typeof createReminders>;
    /** What the money services call as money moves (decision 042, Later). */
    remind: MoneyReminders;
  }
}

export const reminderDomain: DomainPlugin<DomainContext> = {
  name: 'reminder',
  services: ({ db, config, clock }) => {
    const reminders = createReminders(db, config, clock);
    return { reminders, remind: moneyReminders(reminders.delivery.produce) };
  },
  routes: registerReminderRoutes,
};
