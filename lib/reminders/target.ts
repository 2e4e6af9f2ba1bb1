import type { ReminderTarget } from '@/lib/contract/reminder';
import { navigateTo, switchTab } from '@/lib/router/navigation';
import { route, type RouteName } from '@/lib/router/routes';

/** Opens the screen a reminder is about (a tab page through switchTab, as the router requires). */
export function openReminderTarget(target: ReminderTarget): Promise<void> {
  const url = route(target.route as RouteName, target.query as never);
  return target.route === 'orders' ? switchTab({ url }) : navigateTo({ url });
}
