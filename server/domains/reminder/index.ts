// The reminder domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { createReminders } from './create';
export { moneyReminders, type MoneyReminders } from './money';
export { registerReminderRoutes } from './routes';
export { jumpUrl } from './service';
