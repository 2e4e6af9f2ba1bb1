'use client';
import { useEffect } from 'react';
import { ScreenLoading } from '@/components/shell/LazyScreen';
import { redirectTo, switchTab } from '@/lib/router/navigation';
import { HOME_PAGE, LOGIN_PAGE } from '@/lib/router/routes';
import { isLoggedIn, restoreSession } from '@/lib/session/store';

/**
 * The first page: restores the session from storage (the app shell already did, but a reload
 * straight onto this page must not decide on an empty one), then sends a logged-in user to the
 * home tab and anyone else (no token, or an expired one) to the login page.
 */
export function EntranceScreen() {
  useEffect(() => {
    let active = true;
    restoreSession()
      .catch(() => undefined)
      .then(() => {
        if (!active) return;
        if (isLoggedIn()) void switchTab({ url: HOME_PAGE });
        else void redirectTo({ url: LOGIN_PAGE });
      });
    return () => {
      active = false;
    };
  }, []);
  return <ScreenLoading />;
}

export default EntranceScreen;
