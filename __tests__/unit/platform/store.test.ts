import { createStore } from '@/lib/platform/store';

describe('createStore', () => {
  it('notifies on a change, not on the same value, and reads through get', () => {
    const store = createStore(1);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.get()));
    store.set(2);
    store.set(2);
    store.set((n) => n + 1);
    expect(seen).toEqual([2, 3]);
    expect(store.get()).toBe(3);
  });

  it('stops notifying after unsubscribe, even when it unsubscribes while notified', () => {
    const store = createStore('a');
    const seen: string[] = [];
    const stop = store.subscribe(() => {
      seen.push(`first ${store.get()}`);
      stop();
    });
    store.subscribe(() => seen.push(`second ${store.get()}`));
    store.set('b');
    store.set('c');
    expect(seen).toEqual(['first b', 'second b', 'second c']);
  });
});
