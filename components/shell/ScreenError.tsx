'use client';
import { messages } from '@/lib/i18n';
import { ChunkLoadTimeoutError, isChunkLoadError } from '@/lib/router/chunk';
import { PageButton } from '@/components/PageButton';
import { PageMessage } from '@/components/PageMessage';

/** What the user sees instead of a blank page when a screen fails: why, and a retry that works. */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = messages();
  const message =
    error instanceof ChunkLoadTimeoutError
      ? t.router.chunkTimedOut
      : isChunkLoadError(error)
        ? t.router.chunkFailed
        : t.router.screenFailed;
  return (
    <PageMessage
      role="alert"
      title={document.title}
      message={message}
      actions={
        <PageButton primary onClick={onRetry}>
          {t.common.retry}
        </PageButton>
      }
    />
  );
}
