import { errorMessage } from '@/lib/api/errors';
import { messages } from '@/lib/i18n';
import { errorTexts } from '@/lib/i18n/areas/errors';
import styles from './ListFooter.module.css';

export interface ListFooterProps {
  /** From usePagedList: a page is on its way, the last page came, the last load failed. */
  loading: boolean;
  finished: boolean;
  error?: unknown;
  /** No item has been listed. */
  empty: boolean;
  emptyText: string;
  /** What did not load, said above the retry (decision 068); default: a generic "did not load". */
  failedText?: string;
  onLoadMore: () => void;
}

/**
 * The end of a paged list (docs/product.md, "States and transitions" paging): loading, the empty text, or the button for
 * the next page. After a failed load the same button retries it, under a line that says what
 * failed and what to do (no toast: the list stays quiet, as docs/product.md, "Errors and
 * messages" wants for failed list loads).
 */
export function ListFooter({
  loading,
  finished,
  error,
  empty,
  emptyText,
  failedText,
  onLoadMore,
}: ListFooterProps) {
  const t = messages();
  if (loading) return <p className={styles.hint}>{t.common.loading}</p>;
  if (finished) return empty ? <p className={styles.hint}>{emptyText}</p> : null;
  return (
    <div className={styles.more}>
      {error ? (
        <p role="alert" className={styles.failed}>
          {errorMessage(error, failedText ?? errorTexts().actions.list, { serverText: false })}
        </p>
      ) : null}
      <button type="button" className={styles.button} onClick={onLoadMore}>
        {error ? t.common.retry : t.common.loadMore}
      </button>
    </div>
  );
}
