// The reminder domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerReminderRoutes } from './routes';
export { createReminders } from './create';
export { moneyReminders, type MoneyReminders } from './money';
export { jumpUrl } from './service';

export const reminderDomain: DomainPlugin = { name: 'reminder', routes: registerReminderRoutes };
