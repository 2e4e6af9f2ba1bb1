import { OUTBOX_LOCK } from './schema';

/** Runs `work` while holding the outbox lock. */
export type Lock = <T>(work: () => Promise<T>) => Promise<T>;

/** A lock for one JavaScript realm: the fallback, and the model in the property test. */
export function memoryLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

const fallback = memoryLock();

/**
 * One sender at a time across every tab and the service worker: Web Locks where the browser has
 * them (pages and workers share them per origin), else a lock for this realm only.
 */
export const outboxLock: Lock = <T>(work: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fallback(work);
  return locks.request(OUTBOX_LOCK, work) as Promise<T>;
};
