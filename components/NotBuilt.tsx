'use client';
import { messages } from '@/lib/i18n';
import { HOME_PAGE, type RouteDefinition } from '@/lib/router/routes';
import { navigateBack, switchTab } from '@/lib/router/navigation';
import { PageButton } from './PageButton';
import { PageMessage } from './PageMessage';

/**
 * What a route whose row says `built: false` shows (a later issue builds it): its title, a plain
 * message and a way back. The shell renders it straight from the row; such routes have no module.
 */
export function NotBuilt({ route }: { route: RouteDefinition }) {
  const t = messages();
  return (
    <PageMessage
      title={route.title}
      message={t.common.notBuilt}
      actions={
        route.tab ? null : (
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
