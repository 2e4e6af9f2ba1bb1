'use client';
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
  return (
    <div className={styles.shell}>
      {loader ? <LazyScreen key={path} loader={loader} timeoutMs={timeoutMs} /> : <NotFound />}
      {route?.tab ? <TabBar currentPath={route.path} /> : null}
    </div>
  );
}
