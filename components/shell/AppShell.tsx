'use client';
import { useEffect } from 'react';
import { messages } from '../../lib/i18n';
import { useRoute } from '../../lib/router/useRoute';
import { TabBar } from '../TabBar';
import { LazyScreen, type ScreenLoader } from './LazyScreen';
import { NotFound } from './NotFound';
import styles from './AppShell.module.css';

export interface AppShellProps {
  /** Route path -> the import of its screen module (app/screen-loaders.ts). */
  loaders: Readonly<Record<string, ScreenLoader>>;
  timeoutMs?: number;
}

/** The current route's screen (lazily loaded), the not-found screen, and the tab bar on tab pages. */
export function AppShell({ loaders, timeoutMs }: AppShellProps) {
  const { path, route } = useRoute();
  const loader = route ? loaders[route.path] : undefined;
  const title = route?.title ?? messages().router.notFound;
  // The router titles every change too; this covers the first screen, whose title Next's own
  // metadata (applied while the page hydrates) would otherwise overwrite.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.shell}>
      {loader ? <LazyScreen key={path} loader={loader} timeoutMs={timeoutMs} /> : <NotFound />}
      {route?.tab ? <TabBar currentPath={route.path} /> : null}
    </div>
  );
}
