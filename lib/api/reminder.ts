import {
  markReminderSeen,
  reminder,
  reminderInbox,
  reminderSettings,
  updateReminderSetting,
  type Reminder,
  type ReminderSetting,
} from '@/lib/contract/reminder';
import type { ScopedMutator } from 'swr';
import { request, requestEnvelope } from './client';
import { revalidate, useApi } from './swr';

// Reminders (docs/product.md, "Calls", "/api/message/template/user/setting"; decision 042).

export const reminderKeys = {
  all: () => ['reminder'] as const,
  settings: () => ['reminder', 'settings'] as const,
  one: (id: number) => ['reminder', 'one', id] as const,
  inbox: () => ['reminder', 'inbox'] as const,
};

/** How often an open app asks for new reminders (a push, where granted, comes sooner). */
export const INBOX_POLL_MS = 60_000;

/**
 * The inbox (decision 068): newest first; `unseen` counts what the badge on Mine shows. Quiet on
 * failure: the badge and the toast must never raise an error over the screen the parent is on.
 */
export function useInbox({ poll = false }: { poll?: boolean } = {}) {
  const swr = useApi(reminderKeys.inbox(), reminderInbox, undefined, {
    request: { silent: true },
    refreshInterval: poll ? INBOX_POLL_MS : 0,
  });
  return {
    reminders: swr.data,
    unseen: swr.data?.filter((item) => item.seenAt === null).length ?? 0,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
  };
}

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

/** Marks a reminder seen; the inbox (and with it the badge) is read again. */
export async function markSeen(id: number, mutate?: ScopedMutator): Promise<Reminder> {
  const seen = await request(markReminderSeen, { params: { id } }, { silent: true });
  await revalidate(reminderKeys.inbox(), mutate);
  return seen;
}
