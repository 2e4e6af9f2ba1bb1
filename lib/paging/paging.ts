import type { Paged } from '@/lib/contract/core';

/**
 * (docs/product.md, "States and transitions"), paging: lists start at page 0; the page number grows only when a non-empty page
 * returns; new items are appended; a reset empties the list and returns to page 0.
 */

export const FIRST_PAGE_NUMBER = 0;

export interface PagedState<T> {
  items: T[];
  /** The next page to ask for. */
  page: number;
  loading: boolean;
  error: unknown;
  /** An empty or short page, or the total reached: nothing more to load. */
  finished: boolean;
  /** Bumped by reset, so an answer to a request made before the reset is ignored. */
  generation: number;
}

export type PagedAction<T> =
  | { type: 'start' }
  | { type: 'loaded'; generation: number; items: T[]; size: number; total?: number }
  | { type: 'failed'; generation: number; error: unknown }
  | { type: 'reset' };

export function initialPagedState<T>(): PagedState<T> {
  return {
    items: [],
    page: FIRST_PAGE_NUMBER,
    loading: false,
    error: undefined,
    finished: false,
    generation: 0,
  };
}

export function pagedReducer<T>(state: PagedState<T>, action: PagedAction<T>): PagedState<T> {
  switch (action.type) {
    case 'start':
      return { ...state, loading: true, error: undefined };
    case 'loaded': {
      if (action.generation !== state.generation) return state;
      if (action.items.length === 0) return { ...state, loading: false, finished: true };
      const items = [...state.items, ...action.items];
      const reachedTotal = action.total !== undefined && items.length >= action.total;
      return {
        ...state,
        items,
        page: state.page + 1,
        loading: false,
        finished: reachedTotal || action.items.length < action.size,
      };
    }
    case 'failed':
      if (action.generation !== state.generation) return state;
      return { ...state, loading: false, error: action.error };
    case 'reset':
      return { ...initialPagedState<T>(), generation: state.generation + 1 };
  }
}

/** A page answer is either the contract's paged object or a bare array. */
export function pageItems<T>(answer: Paged<T> | T[]): { items: T[]; total?: number } {
  return Array.isArray(answer) ? { items: answer } : { items: answer.content, total: answer.total };
}
