import {
  markReminderSeen,
  reminder,
  reminderSettings,
  unseenReminders,
  updateReminderSetting,
  type Reminder,
  type ReminderSetting,
} from '@/lib/contract/reminder';
import { request, requestEnvelope } from './client';
import { useApi } from './swr';

// Reminders (docs/product.md, "Calls", "/api/message/template/user/setting"; decision 042).

export const reminderKeys = {
  all: () => ['reminder'] as const,
  settings: () => ['reminder', 'settings'] as const,
  one: (id: number) => ['reminder', 'one', id] as const,
};

export function useReminderSettings() {
  const swr = useApi(reminderKeys.settings(), reminderSettings, {
    query: { platformType: 'App' },
  });
  return {
    settings: swr.data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
    /**
     * (docs/product.md, "States and transitions"): only an answer whose code is the string '200' replaces the matching
     * reminder's receive flag (and threshold); anything else leaves the list as it was.
     */
    async change(id: number, receive: boolean, threshold?: number): Promise<boolean> {
      const answer = await requestEnvelope(
        updateReminderSetting,
        { query: { platformType: 'App' }, body: { id, receive, threshold } },
        { silent: true },
      );
      const body = answer.body as { code?: unknown; data?: ReminderSetting };
      if (body.code !== '200') return false;
      await swr.mutate(
        (list) =>
          list?.map((item) =>
            item.id === id
              ? { ...item, receive, threshold: body.data?.threshold ?? item.threshold }
              : item,
          ),
        { revalidate: false },
      );
      return true;
    },
  };
}

export function useReminder(id: number | undefined) {
  const swr = useApi(id === undefined ? null : reminderKeys.one(id), reminder, {
    params: { id: id ?? 0 },
  });
  return {
    reminder: swr.data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
  };
}

export function markSeen(id: number): Promise<Reminder> {
  return request(markReminderSeen, { params: { id } }, { silent: true });
}

export function fetchUnseen(): Promise<Reminder[]> {
  return request(unseenReminders, undefined, { silent: true });
}
