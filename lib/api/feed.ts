import {
  adminMenuFeed,
  calendarFeeds,
  saveAdminMenuFeed,
  issueCalendarFeed,
  revokeCalendarFeed,
  type IssuedCalendarFeed,
} from '@/lib/contract/feed';
import { publicityMenus } from '@/lib/contract/schoolInfo';
import { request } from './client';
import { useApi } from './swr';

// A child's calendar link (decision 073). The link itself is shown only once, when issued: the
// server keeps its hash, so the list says only whether each child has a live one.

export const feedKeys = {
  all: () => ['feed'] as const,
  calendars: () => ['feed', 'calendars'] as const,
  menuFeed: () => ['feed', 'menu-feed'] as const,
  printed: (schoolId: number, from: string, days: number) =>
    ['feed', 'printed', schoolId, from, days] as const,
};

/** The published menus of `days` dates from `from`, for the printable page (public). */
export function usePrintedMenus(schoolId: number | undefined, from: string, days: number) {
  const swr = useApi(schoolId ? feedKeys.printed(schoolId, from, days) : null, publicityMenus, {
    params: { schoolId: schoolId ?? 0 },
    query: { from, page: 0, size: days },
  });
  return {
    days: swr.data?.content,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
  };
}

export function useCalendarFeeds() {
  const swr = useApi(feedKeys.calendars(), calendarFeeds);
  return {
    states: swr.data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
    /** A new link for the child; the earlier one stops answering. */
    async issue(associatedUserId: number): Promise<IssuedCalendarFeed> {
      const issued = await request(issueCalendarFeed, { params: { associatedUserId } });
      await swr.mutate();
      return issued;
    },
    async revoke(associatedUserId: number): Promise<void> {
      await request(revokeCalendarFeed, { params: { associatedUserId } });
      await swr.mutate();
    },
  };
}

/** The console's switch of the school's open menu feed. */
export function useMenuFeedSetting() {
  const swr = useApi(feedKeys.menuFeed(), adminMenuFeed, undefined, { request: { silent: true } });
  return {
    setting: swr.data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
    async save(open: boolean) {
      const saved = await request(saveAdminMenuFeed, { body: { open } }, { silent: true });
      await swr.mutate(saved, { revalidate: false });
      return saved;
    },
  };
}
