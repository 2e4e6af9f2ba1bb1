'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Paged } from '@/lib/contract/core';
import {
  initialPagedState,
  pageItems,
  pagedReducer,
  type PagedAction,
  type PagedState,
} from './paging';

export type FetchPage<T> = (page: number, size: number) => Promise<Paged<T> | T[]>;

export interface PagedList<T> {
  items: T[];
  page: number;
  loading: boolean;
  error: unknown;
  finished: boolean;
  /** Loads the next page unless one is loading or the list is finished. */
  loadMore: () => Promise<void>;
  /** Empties the list, returns to page 0 and loads it again. */
  refresh: () => Promise<void>;
}

/**
 * A paged list over `fetchPage(page, size)`; the first page loads on mount. The latest
 * `fetchPage` is always used, so callers may pass an inline function.
 */
export function usePagedList<T>(fetchPage: FetchPage<T>, size: number): PagedList<T> {
  const [state, dispatch] = useReducer(
    pagedReducer as (state: PagedState<T>, action: PagedAction<T>) => PagedState<T>,
    undefined,
    initialPagedState<T>,
  );
  const fetchRef = useRef(fetchPage);
  const stateRef = useRef(state);
  useEffect(() => {
    fetchRef.current = fetchPage;
    stateRef.current = state;
  });

  const load = useCallback(
    async (page: number, generation: number) => {
      dispatch({ type: 'start' });
      try {
        const { items, total } = pageItems(await fetchRef.current(page, size));
        dispatch({ type: 'loaded', generation, items, size, total });
      } catch (error) {
        dispatch({ type: 'failed', generation, error });
      }
    },
    [size],
  );

  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    if (current.loading || current.finished) return;
    // Mark loading now so a second call in the same tick does not ask for the same page.
    stateRef.current = { ...current, loading: true };
    await load(current.page, current.generation);
  }, [load]);

  const refresh = useCallback(async () => {
    const generation = stateRef.current.generation + 1;
    dispatch({ type: 'reset' });
    stateRef.current = { ...initialPagedState<T>(), generation, loading: true };
    await load(0, generation);
  }, [load]);

  useEffect(() => {
    void loadMore();
  }, [loadMore]);

  return {
    items: state.items,
    page: state.page,
    loading: state.loading,
    error: state.error,
    finished: state.finished,
    loadMore,
    refresh,
  };
}
