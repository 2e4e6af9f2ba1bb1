import { requestQuietly } from '@/lib/api/transport';
import { logout as logoutEndpoint, platformUnbind } from '@/lib/contract/auth';
import { clearUserCaches } from '@/lib/platform/serviceWorker';
import { reLaunch } from '@/lib/router/navigation';
import { getCurrentRoute } from '@/lib/router/location';
import { areaSignInOf, LOGIN_PAGE } from '@/lib/router/routes';
import { clearSession, getSession, isLoggedIn } from './store';

let running: Promise<void> | null = null;

/**
 * (docs/product.md, "States and transitions"): unbind the open id if one exists, call logout, clear token, identity, open id,
 * user and identities, then go to the login page. The calls are best effort: a logout whose
 * network calls fail still clears everything locally and redirects. Concurrent callers (several
 * requests failing with 401 at once) share one logout. Its own calls go through the quiet
 * transport: a 401 to the logout call means the session is already over, not a second end.
 * The next page is the sign-in of the area the user was in: a teacher or a kitchen signing out (or
 * whose session ended) must not land on the parents' login.
 */
export function logout(): Promise<void> {
  running ??= runLogout().finally(() => {
    running = null;
  });
  return running;
}

async function runLogout(): Promise<void> {
  const { openId, token } = getSession();
  const ending = token?.accessToken;
  const authed = isLoggedIn();
  if (authed && openId) {
    await requestQuietly(platformUnbind, { params: { id: openId } }).catch(() => undefined);
  }
  if (authed) {
    await requestQuietly(logoutEndpoint).catch(() => undefined);
  }
  // A login that finished while the calls above were out started another session: it stays.
  if (getSession().token?.accessToken !== ending) return;
  await clearSession().catch(() => undefined);
  // The service worker's offline copies (meal calendar, menus) belong to this account.
  await clearUserCaches().catch(() => undefined);
  const from = typeof window === 'undefined' ? '' : getCurrentRoute().path;
  await reLaunch({ url: from ? areaSignInOf(from) : LOGIN_PAGE }).catch(() => undefined);
}
