'use client';
import { useEffect, useState } from 'react';
import { AppShell } from '../components/shell/AppShell';
import { ScreenLoading, type ScreenLoaders } from '../components/shell/LazyScreen';
import { UpdatePrompt } from '../components/UpdatePrompt';
import { installRootFontSize } from '../lib/platform/layout';
import { registerServiceWorker } from '../lib/platform/service-worker';
import { startRouter } from '../lib/router/location';
import { restoreSession } from '../lib/session/store';
import { SCREEN_LOADERS } from './screen-loaders';

/**
 * The app root: moves a direct /pages load into the hash, restores the persisted session, and only
 * then shows the first screen, so no screen ever sees a half-loaded session.
 */
export function CanteenApp({ loaders = SCREEN_LOADERS }: { loaders?: ScreenLoaders }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startRouter();
    const stopLayout = installRootFontSize();
    let active = true;
    // Storage can be unavailable (private mode, quota); the app then starts logged out.
    restoreSession()
      .catch(() => undefined)
      .finally(() => {
        if (active) setReady(true);
        void registerServiceWorker();
      });
    return () => {
      active = false;
      stopLayout();
    };
  }, []);
  return (
    <>
      {ready ? <AppShell loaders={loaders} /> : <ScreenLoading />}
      <UpdatePrompt />
    </>
  );
}
