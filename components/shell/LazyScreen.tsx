'use client';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from '@/lib/router/chunk';
import { messages } from '@/lib/i18n';
import type { RouteName } from '@/lib/router/routes';
import { ScreenBoundary } from './ScreenBoundary';
import styles from './AppShell.module.css';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;
/** One loader per route of the table (app/screenLoaders.ts). */
export type ScreenLoaders = { readonly [N in RouteName]: ScreenLoader };

export interface LazyScreenProps {
  loader: ScreenLoader;
  timeoutMs?: number;
}

export function ScreenLoading() {
  return (
    // data-screen-loading: the exported page's login frame stays until no screen is loading.
    <div className={styles.loading} role="status" aria-live="polite" data-screen-loading="">
      {messages().common.loading}
    </div>
  );
}

/**
 * Loads a screen's chunk on demand. React.lazy keeps a failed load forever, so a retry makes a
 * fresh lazy component (the attempt counter) that asks the loader again.
 */
export function LazyScreen({ loader, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: LazyScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(
    () => lazy(() => withChunkTimeout(loader, timeoutMs)),
    // attempt is a dependency on purpose: each retry needs a new lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, timeoutMs, attempt],
  );
  return (
    <ScreenBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}
