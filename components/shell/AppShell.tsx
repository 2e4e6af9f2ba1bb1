'use client';
import { lazy, Suspense, useEffect } from 'react';
import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { useSession } from '@/lib/session/useSession';
import { NotBuilt } from '@/components/NotBuilt';
import { LazyScreen, type ScreenLoaders } from './LazyScreen';
import { NotFound } from './NotFound';
import styles from './AppShell.module.css';

// Only the three tab pages have a tab bar; other routes (the login page first of all) do not load
// its code. Its 50 px room is held while it loads so the page does not jump.
const TabBar = lazy(() =>
  import('@/components/TabBar').then((module) => ({ default: module.TabBar })),
);

// The outbox (delivery and refusal notices) pulls in the leave, meal and order data modules, and
// the reminders' at-open notice its own: loaded after the first screen, and only with a session:
// both belong to an account, so a signed-out visitor (the login page first of all) loads neither.
const SignedInNotices = lazy(() =>
  import('@/components/shell/SignedInNotices').then((module) => ({
    default: module.SignedInNotices,
  })),
);

export interface AppShellProps {
  /** Built route name -> the import of its screen module (app/screenLoaders.ts). */
  loaders: ScreenLoaders;
  timeoutMs?: number;
}

/**
 * The current route's screen (lazily loaded), the not-built view for a route still to come, the
 * not-found screen, and the tab bar on tab pages.
 */
export function AppShell({ loaders, timeoutMs }: AppShellProps) {
  const { path, route } = useRoute();
  const signedIn = useSession().token !== undefined;
  const loader = route?.built ? loaders[route.name as keyof ScreenLoaders] : undefined;
  const title = route?.title ?? messages().router.notFound;
  // The router titles every change too; this covers the first screen, whose title Next's own
  // metadata (applied while the page hydrates) would otherwise overwrite.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.shell}>
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInNotices />
        </Suspense>
      ) : null}
      {!route ? (
        <NotFound />
      ) : loader ? (
        <LazyScreen key={path} loader={loader} timeoutMs={timeoutMs} />
      ) : (
        <NotBuilt route={route} />
      )}
      {route?.tab ? (
        <Suspense fallback={<div className={styles.tabBarRoom} />}>
          <TabBar currentPath={route.path} />
        </Suspense>
      ) : null}
    </div>
  );
}
