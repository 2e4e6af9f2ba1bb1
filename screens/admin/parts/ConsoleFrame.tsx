'use client';

import { useEffect, type ReactNode } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { LoginPanel } from '@/components/login/LoginPanel';
import { useStaffMe } from '@/lib/api/admin';
import { isApiError } from '@/lib/api/errors';
import { ADMIN_ROLES, KITCHEN_ROLES, type StaffMe, type StaffRole } from '@/lib/contract/admin';
import { format } from '@/lib/i18n';
import { consoleMessages, type ConsoleRouteName } from '@/lib/i18n/areas/console';
import { route } from '@/lib/router/routes';
import { logout } from '@/lib/session/logout';
import { useSession } from '@/lib/session/useSession';
import styles from './console.module.css';

/** The console's screens and who may open them (decision 046): the kitchen, sheet and menus. */
const SECTIONS: readonly { name: ConsoleRouteName; roles: readonly StaffRole[] }[] = [
  { name: 'adminSheet', roles: KITCHEN_ROLES },
  { name: 'adminServe', roles: KITCHEN_ROLES },
  { name: 'adminMenus', roles: KITCHEN_ROLES },
  { name: 'adminLeftovers', roles: KITCHEN_ROLES },
  { name: 'adminWaste', roles: KITCHEN_ROLES },
  { name: 'adminCalendar', roles: ADMIN_ROLES },
  { name: 'adminRules', roles: ADMIN_ROLES },
  { name: 'adminRoster', roles: ADMIN_ROLES },
  { name: 'adminAllergy', roles: ADMIN_ROLES },
  { name: 'adminMessages', roles: ADMIN_ROLES },
  { name: 'adminMoney', roles: ADMIN_ROLES },
  { name: 'adminContent', roles: ADMIN_ROLES },
  { name: 'adminMembers', roles: ADMIN_ROLES },
  { name: 'adminEnrolment', roles: ADMIN_ROLES },
  { name: 'adminAudit', roles: ADMIN_ROLES },
  { name: 'adminData', roles: ADMIN_ROLES },
];

export function sectionsFor(role: StaffRole): ConsoleRouteName[] {
  return SECTIONS.filter((section) => section.roles.includes(role)).map((section) => section.name);
}

/** A console route's path (only rows that exist in the route table are linked). */
function pathOf(name: ConsoleRouteName): string | null {
  try {
    return route(name as Parameters<typeof route>[0]);
  } catch {
    return null;
  }
}

export interface ConsoleFrameProps {
  current: ConsoleRouteName;
  children: (me: StaffMe) => ReactNode;
}

/**
 * Every console screen's frame: sign-in when there is no session, "no access" for an account
 * that is not staff (its /api/admin/me answers 404), else the school, the navigation allowed to
 * the role and the screen.
 */
export function ConsoleFrame({ current, children }: ConsoleFrameProps) {
  const t = consoleMessages();
  const token = useSession().token?.accessToken;
  const me = useStaffMe(token);
  const title = t.routes[current];
  // The shell titled the page before this chunk brought the console's words.
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (!token) {
    return <LoginPanel title={t.shell.signIn} onSuccess={() => undefined} />;
  }
  const noAccess = isApiError(me.error) && me.error.status === 404;
  if (noAccess) {
    return (
      <main className={styles.frame} aria-label={t.routes.adminHome}>
        <div className={styles.main}>
          <h1>{t.routes.adminHome}</h1>
          <p className={styles.status} role="alert">
            {t.shell.noAccess}
          </p>
          <button type="button" className={styles.button} onClick={() => void logout()}>
            {t.shell.signOut}
          </button>
        </div>
      </main>
    );
  }
  // Staff, but this screen is another role's (the kitchen on a money screen): say so, and lead
  // back to the screens this role has rather than only out of the console.
  if (me.data && !sectionsFor(me.data.role).concat('adminHome').includes(current)) {
    const home = pathOf('adminHome');
    return (
      <main className={styles.frame} aria-label={title}>
        <div className={styles.main}>
          <h1>{title}</h1>
          <p className={styles.status} role="alert">
            {format(t.shell.notForRole, { role: t.roles[me.data.role], screen: title })}
          </p>
          {home ? (
            <a className={styles.button} href={`#${home}`}>
              {t.shell.backHome}
            </a>
          ) : null}
        </div>
      </main>
    );
  }
  return (
    <div className={styles.frame}>
      <AsyncState isLoading={me.isLoading} error={me.error} onRetry={() => void me.mutate()}>
        {me.data ? <Framed me={me.data} current={current} render={children} /> : null}
      </AsyncState>
    </div>
  );
}

function Framed({
  me,
  current,
  render,
}: {
  me: StaffMe;
  current: ConsoleRouteName;
  render: (me: StaffMe) => ReactNode;
}) {
  const t = consoleMessages();
  const links = (['adminHome', ...sectionsFor(me.role)] as ConsoleRouteName[])
    .map((name) => ({ name, path: pathOf(name) }))
    .filter((link): link is { name: ConsoleRouteName; path: string } => link.path !== null);
  return (
    <>
      <header className={styles.top}>
        <p className={styles.who}>
          {format(t.shell.who, {
            school: me.unitName,
            name: me.userName,
            role: t.roles[me.role],
          })}
        </p>
        <button type="button" className={styles.secondary} onClick={() => void logout()}>
          {t.shell.signOut}
        </button>
      </header>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t.shell.nav}>
          <ul>
            {links.map((link) => (
              <li key={link.name}>
                <a href={`#${link.path}`} aria-current={link.name === current ? 'page' : undefined}>
                  {t.routes[link.name]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className={styles.main} aria-label={t.routes[current]}>
          <h1>{t.routes[current]}</h1>
          {render(me)}
        </main>
      </div>
    </>
  );
}
