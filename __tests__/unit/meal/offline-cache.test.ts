import { webcrypto } from 'node:crypto';
import { accountCacheKey, identityCacheKey, markOfflineCopy } from '@/service-worker/identityKey';
import { ACCOUNT, MEAL_CALENDAR } from '@/service-worker/routes';
import { logout } from '@/lib/session/logout';
import { freshAt, recordLogoutCalls, signIn } from '../../setup/test-utils';

// Offline copies of the meal calendar are per account and per child, and go away on logout.

async function keyFor(
  headers: Record<string, string>,
  plugin = identityCacheKey.cacheKeyWillBeUsed!,
): Promise<string> {
  const request = new Request('http://localhost/api/meal/axis/year/2026/month/3?diningType=Lunch', {
    headers,
  });
  return (await plugin({
    request,
    mode: 'read',
    params: undefined,
    state: undefined,
  } as never)) as string;
}

describe('meal cache keys', () => {
  // jsdom has no SubtleCrypto; service workers do. Lend it Node's for these tests.
  const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  beforeAll(() => {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });
  afterAll(() => {
    if (original) Object.defineProperty(globalThis, 'crypto', original);
  });

  it('differ per account and per child, never contain the token, and are stable', async () => {
    const parentA = await keyFor({ Authorization: 'Bearer token-a', associatedUser: '1' });
    const parentAagain = await keyFor({ Authorization: 'Bearer token-a', associatedUser: '1' });
    const otherChild = await keyFor({ Authorization: 'Bearer token-a', associatedUser: '2' });
    // Another account claiming the same child still misses parent A's entries.
    const parentB = await keyFor({ Authorization: 'Bearer token-b', associatedUser: '1' });
    expect(parentA).toBe(parentAagain);
    expect(new Set([parentA, otherChild, parentB]).size).toBe(3);
    expect(parentA).not.toContain('token-a');
  });

  it("for the account's own calls, differ per account but not per child", async () => {
    const accountKey = accountCacheKey.cacheKeyWillBeUsed!;
    const first = await keyFor(
      { Authorization: 'Bearer token-a', associatedUser: '1' },
      accountKey,
    );
    const switched = await keyFor(
      { Authorization: 'Bearer token-a', associatedUser: '2' },
      accountKey,
    );
    const other = await keyFor(
      { Authorization: 'Bearer token-b', associatedUser: '1' },
      accountKey,
    );
    expect(first).toBe(switched);
    expect(other).not.toBe(first);
    expect(first).not.toContain('token-a');
    expect(ACCOUNT.test('/api/associated/user/identity')).toBe(true);
    expect(ACCOUNT.test('/api/associated/user/0')).toBe(true);
    expect(ACCOUNT.test('/api/associated/user/0/other')).toBe(false);
  });

  it('cover the month, day, meal box and service-business calls', () => {
    for (const path of [
      '/api/meal/axis/year/2026/month/3',
      '/api/meal/axis/year/2026/month/3/day/16',
      '/api/meal/axis/mealbox/12',
      '/api/service/business/Lunch/2026-03-16',
    ]) {
      expect(MEAL_CALENDAR.test(path)).toBe(true);
    }
    expect(MEAL_CALENDAR.test('/api/meal/comment')).toBe(false);
  });
});

describe('answers from the saved copy', () => {
  it('carry the offline-copy header with their status and body unchanged', async () => {
    const cached = new Response(JSON.stringify({ success: true, data: 1 }), {
      status: 200,
      headers: { 'Content-Type': 'application/json', Date: 'Sat, 21 Nov 2026 08:00:00 GMT' },
    });
    const marked = (await markOfflineCopy.cachedResponseWillBeUsed!({
      cachedResponse: cached,
    } as never)) as Response;
    expect(marked.status).toBe(200);
    expect(marked.headers.get('X-Canteen-Offline-Copy')).toBe('1');
    expect(marked.headers.get('Date')).toBe('Sat, 21 Nov 2026 08:00:00 GMT');
    expect(await marked.json()).toEqual({ success: true, data: 1 });
  });

  it('stay missing when the cache has nothing', async () => {
    const marked = await markOfflineCopy.cachedResponseWillBeUsed!({
      cachedResponse: undefined,
    } as never);
    expect(marked).toBeUndefined();
  });
});

describe('logout', () => {
  it("drops the user's offline caches", async () => {
    await freshAt();
    await signIn();
    recordLogoutCalls();
    const names = new Set(['canteen-user-meal-calendar', 'workbox-precache-v2']);
    Object.defineProperty(globalThis, 'caches', {
      value: { keys: async () => [...names], delete: async (name: string) => names.delete(name) },
      configurable: true,
    });
    try {
      await logout();
      expect([...names]).toEqual(['workbox-precache-v2']);
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });
});
