import { get, set } from 'idb-keyval';
import { SESSION_SCHEMA_VERSION, STORAGE_KEYS, defaultWechatAppid } from '@/lib/session/schema';
import {
  TOKEN_EXPIRY_MARGIN_MS,
  clearSession,
  currentAccessToken,
  getSession,
  isLoggedIn,
  restoreSession,
  saveIdentities,
  saveIdentity,
  saveOpenId,
  saveToken,
  saveUser,
  saveWechatAppid,
  subscribeSession,
} from '@/lib/session/store';
import { freshAt, IDENTITY } from '../../setup/test-utils';

const T0 = Date.UTC(2026, 10, 21, 8, 0, 0);

/** What a previous visit left in browser storage. */
async function stored(values: Partial<Record<keyof typeof STORAGE_KEYS, unknown>>): Promise<void> {
  await set(STORAGE_KEYS.version, SESSION_SCHEMA_VERSION);
  for (const [field, value] of Object.entries(values)) {
    await set(STORAGE_KEYS[field as keyof typeof STORAGE_KEYS], value);
  }
}

describe('session token expiry', () => {
  beforeEach(freshAt);
  afterEach(() => jest.useRealTimers());

  it('stores expiry as now + expires_in − 20 s', async () => {
    await saveToken({ access_token: 'abc', expires_in: 3600 }, T0);
    expect(getSession().token).toEqual({ accessToken: 'abc', expiresAt: T0 + 3_600_000 - 20_000 });
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(20_000);
    expect(await get(STORAGE_KEYS.token)).toEqual({
      accessToken: 'abc',
      expiresAt: T0 + 3_580_000,
    });
  });

  it('counts the token as logged out from expires_in − 20 s on', async () => {
    jest.useFakeTimers({ now: T0, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await saveToken({ access_token: 'abc', expires_in: 60 });
    expect(isLoggedIn()).toBe(true);
    jest.setSystemTime(T0 + 40_000 - 1);
    expect(isLoggedIn()).toBe(true);
    expect(currentAccessToken()).toBe('abc');
    jest.setSystemTime(T0 + 40_000);
    expect(isLoggedIn()).toBe(false);
    expect(currentAccessToken()).toBeUndefined();
  });

  it('is logged out with no token', () => {
    expect(isLoggedIn()).toBe(false);
  });
});

describe('restoring the session from IndexedDB', () => {
  beforeEach(freshAt);

  it('restores token, identity, open id and wechatAppid', async () => {
    const token = { accessToken: 'kept', expiresAt: Date.now() + 60_000 };
    await stored({ token, identity: IDENTITY, openId: 'oid-1', wechatAppid: 'wx-school' });
    expect(getSession().token).toBeUndefined();
    await restoreSession();
    expect(getSession()).toMatchObject({
      token,
      identity: IDENTITY,
      openId: 'oid-1',
      wechatAppid: 'wx-school',
    });
    expect(isLoggedIn()).toBe(true);
  });

  it('round-trips what was saved (a reload keeps the login)', async () => {
    await saveToken({ access_token: 'round', expires_in: 600 });
    await saveIdentity(IDENTITY);
    await saveOpenId('oid-2');
    const before = getSession();
    await restoreSession();
    expect(getSession()).toEqual({ ...before, user: undefined, identities: undefined });
  });

  it('drops an invalid stored value instead of trusting it', async () => {
    await stored({
      token: { accessToken: 42, expiresAt: 'soon' },
      identity: IDENTITY,
    });
    await restoreSession();
    expect(getSession().token).toBeUndefined();
    expect(getSession().identity).toEqual(IDENTITY);
    expect(await get(STORAGE_KEYS.token)).toBeUndefined();
  });

  it('drops everything stored under another schema version', async () => {
    await stored({ token: { accessToken: 'old', expiresAt: Date.now() + 60_000 }, openId: 'oid' });
    await set(STORAGE_KEYS.version, SESSION_SCHEMA_VERSION + 1);
    await restoreSession();
    expect(getSession().token).toBeUndefined();
    expect(getSession().openId).toBeUndefined();
    expect(await get(STORAGE_KEYS.openId)).toBeUndefined();
  });

  it('restores an expired token as logged out', async () => {
    await stored({ token: { accessToken: 'old', expiresAt: Date.now() - 1 } });
    await restoreSession();
    expect(isLoggedIn()).toBe(false);
  });

  it('refuses to save an invalid identity', async () => {
    await expect(
      saveIdentity({ unit_id: '', user_types: 'Student', associated_user_id: 1 }),
    ).rejects.toThrow();
    expect(getSession().identity).toBeUndefined();
  });
});

describe('wechatAppid', () => {
  beforeEach(freshAt);

  it.each([
    ['missing', undefined],
    ["the text 'null'", 'null'],
    ["the text 'undefined'", 'undefined'],
    ['empty', ''],
  ])('uses the default when the stored value is %s', async (_label, value) => {
    await stored(value === undefined ? {} : { wechatAppid: value });
    await restoreSession();
    expect(getSession().wechatAppid).toBe(defaultWechatAppid());
    expect(defaultWechatAppid()).not.toMatch(/^(null|undefined)?$/);
  });

  it('keeps a real stored appid, and falls back when told to save null', async () => {
    await saveWechatAppid('wx-real');
    await restoreSession();
    expect(getSession().wechatAppid).toBe('wx-real');
    await saveWechatAppid('null');
    expect(getSession().wechatAppid).toBe(defaultWechatAppid());
    expect(await get(STORAGE_KEYS.wechatAppid)).toBeUndefined();
  });
});

describe('clearing and listening', () => {
  beforeEach(freshAt);

  it('clearSession forgets token, identity, open id, user and identities but keeps the appid', async () => {
    await saveToken({ access_token: 'x', expires_in: 600 });
    await saveIdentity(IDENTITY);
    await saveOpenId('oid');
    await saveWechatAppid('wx-keep');
    saveUser({
      userId: 1,
      userName: 'A',
      mobile: null,
      gender: 'Female',
      headerUrl: null,
      updatePassword: true,
      loginNumber: 1,
      openId: null,
      openIdNo: null,
      currentAssociatedUserId: null,
    });
    saveIdentities([]);
    await clearSession();
    expect(getSession()).toEqual({ wechatAppid: 'wx-keep' });
    expect(await get(STORAGE_KEYS.token)).toBeUndefined();
    expect(await get(STORAGE_KEYS.identity)).toBeUndefined();
    expect(await get(STORAGE_KEYS.openId)).toBeUndefined();
  });

  it('tells listeners about every change until they unsubscribe', async () => {
    const seen: (string | undefined)[] = [];
    const stop = subscribeSession((s) => seen.push(s.openId));
    await saveOpenId('a');
    await saveOpenId('b');
    stop();
    await saveOpenId('c');
    expect(seen).toEqual(['a', 'b']);
  });
});
