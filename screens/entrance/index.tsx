'use client';
import { useEffect } from 'react';
import { ScreenLoading } from '../../components/shell/LazyScreen';
import { isLoggedIn } from '../../lib/session/store';
import { redirectTo, switchTab } from '../../lib/router/navigation';
import { HOME_PAGE, LOGIN_PAGE } from '../../lib/router/routes';

/** The first page: a logged-in user goes to the home tab, anyone else to the login page. */
export default function EntranceScreen() {
  useEffect(() => {
    if (isLoggedIn()) void switchTab({ url: HOME_PAGE });
    else void redirectTo({ url: LOGIN_PAGE });
  }, []);
  return <ScreenLoading />;
}
