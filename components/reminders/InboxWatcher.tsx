'use client';
import { useEffect } from 'react';
import { useInbox } from '@/lib/api/reminder';
import { format } from '@/lib/i18n';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { tabBar as appTabBar, type TabBarStore } from '@/lib/platform/tabbar';
import { showToast } from '@/lib/platform/feedback';
import { reminderText } from '@/lib/reminders/text';
import { route } from '@/lib/router/routes';

/** Long enough to read a reminder's title, short enough not to sit over the screen. */
export const ARRIVAL_TOAST_MS = 2500;

// The newest reminder announced in this tab: a reload (a language switch) or a remount (a sign-in
// after a sign-out) does not announce the same ones again; a new open of the app announces what
// is still unseen, once. Reminder ids only grow, so one number is enough.
const ANNOUNCED_KEY = 'canteen:inboxAnnounced';

function announcedUpTo(): number {
  try {
    return Number(window.sessionStorage.getItem(ANNOUNCED_KEY)) || 0;
  } catch {
    return 0;
  }
}

function setAnnouncedUpTo(id: number): void {
  try {
    window.sessionStorage.setItem(ANNOUNCED_KEY, String(id));
  } catch {
    // Storage refused (a private window's quota): the next load may announce them again.
  }
}

/** Forgets what was announced (tests). */
export function resetAnnounced(): void {
  try {
    window.sessionStorage.removeItem(ANNOUNCED_KEY);
  } catch {
    // Nothing kept.
  }
}

function badgeOf(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * Decision 068: nothing is pinned over a screen. The unseen reminders are a count on the Mine tab
 * and a row on Mine that opens the inbox; one that arrives while the app is open (or waited
 * since the last open) is announced once by a short toast.
 */
export function InboxWatcher({ store = appTabBar }: { store?: TabBarStore }) {
  const { reminders, unseen } = useInbox({ poll: true });

  useEffect(() => {
    const index = store.getState().items.findIndex((item) => item.pagePath === route('my'));
    if (index === -1) return;
    if (unseen > 0) store.setTabBarBadge({ index, text: badgeOf(unseen) });
    else store.removeTabBarBadge({ index });
  }, [store, unseen]);
  // Signed out (or another account): the count goes with the account.
  useEffect(
    () => () => {
      const index = store.getState().items.findIndex((item) => item.pagePath === route('my'));
      if (index !== -1) store.removeTabBarBadge({ index });
    },
    [store],
  );

  useEffect(() => {
    const upTo = announcedUpTo();
    const fresh = (reminders ?? []).filter((item) => item.seenAt === null && item.id > upTo);
    if (fresh.length === 0) return;
    setAnnouncedUpTo(Math.max(...fresh.map((item) => item.id)));
    const r = reminderMessages().inbox;
    void showToast({
      title:
        fresh.length === 1
          ? format(r.arrived, { title: reminderText(fresh[0]!).title })
          : format(r.arrivedMany, { count: fresh.length }),
      duration: ARRIVAL_TOAST_MS,
    });
  }, [reminders]);

  return null;
}
