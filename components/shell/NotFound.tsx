'use client';
import { messages } from '@/lib/i18n';
import { HOME_PAGE } from '@/lib/router/routes';
import { switchTab } from '@/lib/router/navigation';
import { PageButton } from '@/components/PageButton';
import { PageMessage } from '@/components/PageMessage';

export function NotFound() {
  const t = messages().router;
  return (
    <PageMessage
      title={t.notFound}
      message={t.notFoundHint}
      actions={
        <PageButton primary onClick={() => void switchTab({ url: HOME_PAGE })}>
          {t.backHome}
        </PageButton>
      }
    />
  );
}
