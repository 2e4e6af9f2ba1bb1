/// <reference lib="WebWorker" />

// Reminders pushed by the server (decision 043): the payload carries the text (made by the server, in
// the parent's language there), so the worker needs no catalogue. A tap opens the reminder's
// JumpRemind in an open window of the app, else a new one. The shape is spelled here rather than
// imported from lib/contract/reminder, which would bundle zod into the worker; a unit test holds
// the two equal.

declare const self: ServiceWorkerGlobalScope;

export interface ReminderPush {
  id: number;
  title: string;
  body: string;
  url: string;
}

export const JUMP_PREFIX = '/#/pages/my/JumpRemind?id=';

export function parsePush(data: unknown): ReminderPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Partial<ReminderPush>;
  if (typeof value.id !== 'number' || typeof value.title !== 'string') return null;
  return {
    id: value.id,
    title: value.title,
    body: typeof value.body === 'string' ? value.body : '',
    // Only a JumpRemind link of this app is ever opened from a notification.
    url: `${JUMP_PREFIX}${value.id}`,
  };
}

export function handleReminderPush(): void {
  self.addEventListener('push', (event: PushEvent) => {
    let data: unknown = null;
    try {
      data = event.data?.json();
    } catch {
      data = null;
    }
    const reminder = parsePush(data);
    if (!reminder) return;
    event.waitUntil(
      self.registration.showNotification(reminder.title, {
        body: reminder.body,
        tag: `reminder-${reminder.id}`,
        data: { url: reminder.url },
        icon: '/icons/icon-192.png',
      }),
    );
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
    const url = new URL(path, self.location.origin).href;
    event.waitUntil(openOrFocus(url));
  });
}

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    await open.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}
