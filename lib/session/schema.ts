import * as z from 'zod/mini';

/**
 * What the session persists, one schema for all of it. Only this allow-list reaches browser
 * storage (docs/product.md, "Rules and limits": user token, identity, open id, wechatAppid); the user and the identity
 * list stay in memory and are fetched again after a reload.
 */

export const SESSION_SCHEMA_VERSION = 1;

/** idb-keyval keys, with the spec's persistence prefix. */
export const STORAGE_KEYS = {
  version: 'reduxPersist:version',
  token: 'reduxPersist:token',
  identity: 'reduxPersist:identity',
  openId: 'reduxPersist:openId',
  wechatAppid: 'reduxPersist:wechatAppid',
} as const;

/** The screens kept for the boot frame, home's last child line and the Orders tab's first cards
 * (lib/shell/bootSnapshot.ts, decisions 090 and 093): in localStorage, not IndexedDB, and they go
 * with the session. */
export const BOOT_SNAPSHOT_KEY = 'canteen:boot-home';

/** Used when no social-app appid is stored, or the stored text is 'null' or 'undefined'. */
export function defaultWechatAppid(): string {
  return process.env.NEXT_PUBLIC_WECHAT_APPID || 'canteen-demo-appid';
}

export const storedToken = z.object({
  accessToken: z.string().check(z.minLength(1)),
  /** Epoch milliseconds: login time + expires_in − 20 s. */
  expiresAt: z.int().check(z.nonnegative()),
});
export type StoredToken = z.infer<typeof storedToken>;

const id = z.union([z.string().check(z.minLength(1)), z.number()]);

/** The selected identity, spelled as the spec spells it (docs/product.md, "What the app keeps"). */
export const selectedIdentity = z.object({
  unit_id: id,
  user_types: z.union([z.string(), z.array(z.string())]),
  associated_user_id: id,
});
export type SelectedIdentity = z.infer<typeof selectedIdentity>;

export const storedOpenId = z.string().check(z.minLength(1));

/** 'null' and 'undefined' are what an old build wrote for a missing value: treat them as missing. */
export const storedWechatAppid = z.string().check(
  z.minLength(1),
  z.refine((value) => value !== 'null' && value !== 'undefined'),
);

export const persistedFields = {
  token: storedToken,
  identity: selectedIdentity,
  openId: storedOpenId,
  wechatAppid: storedWechatAppid,
} as const;
export type PersistedField = keyof typeof persistedFields;
