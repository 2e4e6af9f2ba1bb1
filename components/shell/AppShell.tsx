'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { useSession } from '@/lib/session/useSession';
import { LazyScreen, type ScreenLoaders } from './LazyScreen';
import { NotFound } from './NotFound';
import styles from './AppShell.module.css';

// Only the three tab pages have a tab bar; other routes (the login page first of all) do not load
// its code. Its 50 px room is held while it loads so the page does not jump.
const TabBar = lazy(() =>
  import('@/components/TabBar').then((module) => ({ default: module.TabBar })),
);

// The outbox (delivery and refusal notices) pulls in the leave, meal and order data modules:
// loaded after the first screen, and only with a session: the outbox belongs to an account, so
// a signed-out visitor (the login page first of all) has nothing in it and does not load it.
const OutboxNotice = lazy(() =>
  import('@/components/outbox/OutboxNotice').then((module) => ({ default: module.OutboxNotice })),
);

// The inbox's badge on Mine and its arrival toast (decision 068) never compete with the first
// screen for the network or the main thread: their chunk loads a moment later.
const InboxWatcher = lazy(() =>
  import('@/components/reminders/InboxWatcher').then((module) => ({
    default: module.InboxWatcher,
  })),
);
const INBOX_DELAY_MS = 3000;

function useAfter(ms: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return due;
}

export interface AppShellProps {
  /** Route name -> the import of its screen module (app/screenLoaders.ts). */
  loaders: ScreenLoaders;
  timeoutMs?: number;
}

/** The current route's screen (lazily loaded), the not-found screen, and the tab bar on tab pages. */
export function AppShell({ loaders, timeoutMs }: AppShellProps) {
  const { path, route } = useRoute();
  const signedIn = useSession().token !== undefined;
  const remindersDue = useAfter(INBOX_DELAY_MS);
  const title = route?.title ?? messages().router.notFound;
  // The router titles every change too; this covers the first screen, whose title Next's own
  // metadata (applied while the page hydrates) would otherwise overwrite.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.shell}>
      {signedIn ? (
        <>
          <Suspense fallback={null}>
            <OutboxNotice />
          </Suspense>
          {remindersDue ? (
            <Suspense fallback={null}>
              <InboxWatcher />
            </Suspense>
          ) : null}
        </>
      ) : null}
      {route ? (
        <LazyScreen key={path} loader={loaders[route.name]} timeoutMs={timeoutMs} />
      ) : (
        <NotFound />
      )}
      {route?.tab ? (
        <Suspense fallback={<div className={styles.tabBarRoom} />}>
          <TabBar currentPath={route.path} />
        </Suspense>
      ) : null}
    </div>
  );
}
