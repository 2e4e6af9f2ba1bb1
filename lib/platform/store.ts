import { useSyncExternalStore } from 'react';

/**
 * The one small external store (session, login status, tab bar, offline copy, update waiting,
 * the current route):
 * a value, a setter that notifies only on change, and a subscribe for useSyncExternalStore.
 * Listeners are called with no argument, as React expects; they read `get()`.
 */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

/** What a reader needs: a store whose writes go through its owner (e.g. the router's commit). */
export type ReadableStore<T> = Pick<Store<T>, 'get' | 'subscribe'>;

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      // A copy: a listener may unsubscribe (or subscribe another) while being notified.
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Reads a store in a component; re-renders when its value changes. */
export function useStore<T>(store: ReadableStore<T>, serverValue: () => T = store.get): T {
  return useSyncExternalStore(store.subscribe, store.get, serverValue);
}
