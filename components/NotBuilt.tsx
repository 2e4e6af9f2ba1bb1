'use client';
import { messages } from '../lib/i18n';
import { findRoute, HOME_PAGE } from '../lib/router/routes';
import { navigateBack, switchTab } from '../lib/router/navigation';
import { PageButton } from './PageButton';
import { PageMessage } from './PageMessage';

/** The placeholder of a screen a later issue builds: its title, a plain message and a way back. */
export function NotBuilt({ path }: { path: string }) {
  const t = messages();
  const route = findRoute(path);
  return (
    <PageMessage
      title={route?.title ?? t.router.notFound}
      message={t.common.notBuilt}
      actions={
        route?.tab ? null : (
          <>
            <PageButton onClick={() => void navigateBack()}>{t.common.back}</PageButton>
            <PageButton primary onClick={() => void switchTab({ url: HOME_PAGE })}>
              {t.router.backHome}
            </PageButton>
          </>
        )
      }
    />
  );
}
