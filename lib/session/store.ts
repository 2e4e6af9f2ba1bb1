import { del, get, set } from 'idb-keyval';
import { createStore } from '@/lib/platform/store';
import type { CurrentUser, Identity } from '@/lib/contract/user';
import {
  BOOT_SNAPSHOT_KEY,
  SESSION_SCHEMA_VERSION,
  STORAGE_KEYS,
  defaultWechatAppid,
  persistedFields,
  type PersistedField,
  type SelectedIdentity,
  type StoredToken,
} from './schema';

/**
 * The session lives in memory (read synchronously by the request client and the screens) and is
 * mirrored to IndexedDB through idb-keyval. Every value is validated on the way in and on the way
 * out; a stored value that fails validation is deleted rather than trusted.
 */

/** (docs/product.md, "Rules and limits"): the token counts as expired 20 s before the server says it does. */
export const TOKEN_EXPIRY_MARGIN_MS = 20_000;

export interface SessionSnapshot {
  token?: StoredToken;
  identity?: SelectedIdentity;
  openId?: string;
  wechatAppid: string;
  /** In memory only: fetched again after a reload. */
  user?: CurrentUser;
  identities?: Identity[];
}

const store = createStore<SessionSnapshot>({ wechatAppid: defaultWechatAppid() });

function update(patch: Partial<SessionSnapshot>, remove: (keyof SessionSnapshot)[] = []): void {
  const next: SessionSnapshot = { ...store.get(), ...patch };
  for (const key of remove) delete next[key];
  store.set(next);
}

async function persist<K extends PersistedField>(field: K, value: unknown): Promise<void> {
  // Validate on write too, so a bug upstream cannot plant a value the next start-up would drop.
  const parsed = persistedFields[field].parse(value);
  await set(STORAGE_KEYS[field], parsed);
}

/** Sync: what the request client and the screens read. */
export function getSession(): SessionSnapshot {
  return store.get();
}

export function subscribeSession(listener: (snapshot: SessionSnapshot) => void): () => void {
  return store.subscribe(() => listener(store.get()));
}

/** Token present and not past its (margin-adjusted) expiry. */
export function isLoggedIn(now: number = Date.now()): boolean {
  const { token } = store.get();
  return token !== undefined && now < token.expiresAt;
}

/** The bearer to send, or undefined when logged out or expired. */
export function currentAccessToken(now: number = Date.now()): string | undefined {
  return isLoggedIn(now) ? store.get().token?.accessToken : undefined;
}

/**
 * Loads the persisted session into memory. The app awaits this before the first screen decides
 * where to go. A schema version change drops everything (a stale shape is never reinterpreted).
 */
export async function restoreSession(): Promise<void> {
  const version: unknown = await get(STORAGE_KEYS.version);
  if (version !== SESSION_SCHEMA_VERSION) {
    await Promise.all(
      (Object.keys(persistedFields) as PersistedField[]).map((field) => del(STORAGE_KEYS[field])),
    );
    await set(STORAGE_KEYS.version, SESSION_SCHEMA_VERSION);
    update({ wechatAppid: defaultWechatAppid() }, ['token', 'identity', 'openId']);
    return;
  }
  const restored: Partial<SessionSnapshot> = {};
  const missing: (keyof SessionSnapshot)[] = [];
  for (const field of Object.keys(persistedFields) as PersistedField[]) {
    const raw: unknown = await get(STORAGE_KEYS[field]);
    const parsed = raw === undefined ? undefined : persistedFields[field].safeParse(raw);
    if (parsed?.success) {
      Object.assign(restored, { [field]: parsed.data });
    } else {
      if (parsed) await del(STORAGE_KEYS[field]);
      missing.push(field);
    }
  }
  update(
    { ...restored, wechatAppid: restored.wechatAppid ?? defaultWechatAppid() },
    missing.filter((f) => f !== 'wechatAppid'),
  );
}

async function markVersion(): Promise<void> {
  await set(STORAGE_KEYS.version, SESSION_SCHEMA_VERSION);
}

/**
 * Stores a login answer; expiry = now + expires_in − 20 s. A login starts a new session: the
 * identity, user and identity list chosen before belong to whoever was signed in then (a stale
 * child id in the headers makes the new account's calls answer 404), so they are dropped.
 */
export async function saveToken(
  { access_token, expires_in }: { access_token: string; expires_in: number },
  now: number = Date.now(),
): Promise<void> {
  const token: StoredToken = {
    accessToken: access_token,
    expiresAt: now + expires_in * 1000 - TOKEN_EXPIRY_MARGIN_MS,
  };
  await persist('token', token);
  await del(STORAGE_KEYS.identity);
  await markVersion();
  update({ token }, ['identity', 'user', 'identities']);
}

export async function saveIdentity(identity: SelectedIdentity): Promise<void> {
  const parsed = persistedFields.identity.parse(identity);
  await persist('identity', parsed);
  await markVersion();
  update({ identity: parsed });
}

/** The spec's triple from a contract Identity (the one the user picked). */
export function selectedIdentityOf(identity: Identity): SelectedIdentity {
  return {
    unit_id: identity.unitId,
    user_types: identity.userTypes,
    associated_user_id: identity.associatedUserId,
  };
}

export async function saveOpenId(openId: string): Promise<void> {
  await persist('openId', openId);
  await markVersion();
  update({ openId });
}

/** 'null', 'undefined' or an empty value fall back to the default appid. */
export async function saveWechatAppid(appid: string | null | undefined): Promise<void> {
  const parsed = persistedFields.wechatAppid.safeParse(appid);
  if (parsed.success) {
    await persist('wechatAppid', parsed.data);
    await markVersion();
    update({ wechatAppid: parsed.data });
  } else {
    await del(STORAGE_KEYS.wechatAppid);
    update({ wechatAppid: defaultWechatAppid() });
  }
}

export function saveUser(user: CurrentUser): void {
  update({ user });
}

export function saveIdentities(identities: Identity[]): void {
  update({ identities });
}

/** Forgets the account: token, identity, open id, user and identities (wechatAppid stays). */
export async function clearSession(): Promise<void> {
  update({}, ['token', 'identity', 'openId', 'user', 'identities']);
  // The screens kept for the boot frame (home's child line, the Orders tab's first cards:
  // decisions 090, 093) go with the account; inline, not through the boot snapshot's module,
  // which would add to the login route's first load.
  try {
    localStorage.removeItem(BOOT_SNAPSHOT_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
  await Promise.all([
    del(STORAGE_KEYS.token),
    del(STORAGE_KEYS.identity),
    del(STORAGE_KEYS.openId),
  ]);
}
