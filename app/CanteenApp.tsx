'use client';
import { useEffect, useState } from 'react';
import { AppShell } from '@/components/shell/AppShell';
import { ScreenLoading, type ScreenLoaders } from '@/components/shell/LazyScreen';
import { DemoMarker } from '@/components/DemoMarker';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import { restoreLocale } from '@/lib/i18n/preference';
import { useLocale } from '@/lib/i18n/useLocale';
import { installRootFontSize } from '@/lib/platform/layout';
import { registerServiceWorker } from '@/lib/platform/serviceWorker';
import { getCurrentRoute, startRouter } from '@/lib/router/location';
import { restoreSession } from '@/lib/session/store';
import { SCREEN_LOADERS } from './screenLoaders';

/**
 * The app root: moves a direct /pages load into the hash, restores the persisted session and the
 * language (the Settings choice, else the browser's), and only then shows the first screen, so no
 * screen ever sees a half-loaded session or flashes in the wrong language.
 */
export function CanteenApp({ loaders = SCREEN_LOADERS }: { loaders?: ScreenLoaders }) {
  const [ready, setReady] = useState(false);
  // A language switch re-renders every screen from the root: the shell is keyed by the language,
  // so memoised parts cannot keep the old catalogue's words.
  const locale = useLocale();
  useEffect(() => {
    startRouter();
    // The first screen's chunk loads while the session and the language are restored, not after
    // them (the shell's lazy load then finds it in the module cache; a failure is its to report).
    const first = getCurrentRoute().route;
    if (first) void loaders[first.name]().catch(() => undefined);
    // A tab page's bar too: the shell asks for it only once the session is restored.
    if (first?.tab) void import('@/components/TabBar').catch(() => undefined);
    const stopLayout = installRootFontSize();
    let active = true;
    // Storage can be unavailable (private mode, quota); the app then starts logged out.
    Promise.all([restoreSession().catch(() => undefined), restoreLocale()])
      .catch(() => undefined)
      .finally(() => {
        if (active) setReady(true);
        void registerServiceWorker();
      });
    return () => {
      active = false;
      stopLayout();
    };
    // The loaders are fixed for the app's life; the first route is read once, at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      {ready ? <AppShell key={locale} loaders={loaders} /> : <ScreenLoading />}
      <UpdatePrompt />
      <DemoMarker />
    </>
  );
}
