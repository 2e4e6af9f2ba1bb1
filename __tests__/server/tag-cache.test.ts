import { createTagCache } from '@/server/core/cache/tagCache';

// Decision 038: the rules of the process memory itself.

it('an invalidated tag drops every entry that carries it and only those', () => {
  const cache = createTagCache();
  cache.set('session:x', 1, ['token:x', 'account:1'], cache.epoch());
  cache.set('identities:1', 2, ['account:1'], cache.epoch());
  cache.set('identities:2', 3, ['account:2'], cache.epoch());
  cache.invalidate('account:1');
  expect(cache.get('session:x')).toBeUndefined();
  expect(cache.get('identities:1')).toBeUndefined();
  expect(cache.get('identities:2')).toBe(3);
  cache.invalidate('all');
  expect(cache.size).toBe(0);
});

it('a value read before an invalidation is not stored after it (it may be the older one)', () => {
  const cache = createTagCache();
  const epoch = cache.epoch();
  cache.invalidate('account:9');
  cache.set('identities:1', 'old', ['account:1'], epoch);
  expect(cache.get('identities:1')).toBeUndefined();
  cache.set('identities:1', 'new', ['account:1'], cache.epoch());
  expect(cache.get('identities:1')).toBe('new');
});

it('nothing is served or kept while the channel is down, and the oldest entry leaves a full cache', () => {
  const cache = createTagCache({ maxEntries: 2 });
  cache.set('a', 1, [], cache.epoch());
  cache.enabled = false;
  expect(cache.get('a')).toBeUndefined();
  cache.set('b', 2, [], cache.epoch());
  cache.enabled = true;
  expect(cache.get('b')).toBeUndefined();
  cache.set('b', 2, [], cache.epoch());
  cache.set('c', 3, [], cache.epoch());
  expect(cache.get('a')).toBeUndefined();
  expect([cache.get('b'), cache.get('c')]).toEqual([2, 3]);
});

it('an entry ages out after its time', () => {
  const cache = createTagCache();
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
  cache.set('a', 1, [], cache.epoch(), 50);
  now.mockReturnValue(1_049);
  expect(cache.get('a')).toBe(1);
  now.mockReturnValue(1_050);
  expect(cache.get('a')).toBeUndefined();
  now.mockRestore();
});
