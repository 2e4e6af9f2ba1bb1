'use client';

import { ApiError, NETWORK_ERROR, TIMEOUT } from '@/lib/api/errors';
import { resolveUrl } from '@/lib/api/transport';
import type { DiningType } from '@/lib/contract/enums';
import { createStore, useStore } from '@/lib/platform/store';
import { currentAccessToken, getSession, subscribeSession } from '@/lib/session/store';
import { accountHash, tokenHash } from './account';
import { deliverOutbox, withdrawItem, type DeliveryResult, type WithdrawResult } from './deliver';
import { outboxLock } from './lock';
import { OUTBOX_CHANGED, OUTBOX_SYNC_TAG, type OutboxItem, type OutboxKind } from './schema';
import { sendOutboxItem } from './send';
import { idbOutbox } from './storage';

/**
 * The page's side of the outbox (decision 026): the current account's waiting items for the
 * screens, queueing an intent that cannot reach the server, and delivery at start-up, on the
 * `online` event and after queueing; the service worker delivers on Background Sync.
 */

const items = createStore<readonly OutboxItem[]>([]);

/** The current account's waiting and refused items, oldest first. */
export function useOutbox(): readonly OutboxItem[] {
  return useStore(items);
}

/** The current account's items, outside React (the logout warning). */
export function outboxItems(): readonly OutboxItem[] {
  return items.get();
}

/** What a send-or-queue call answers when the intent went into the outbox. */
export const QUEUED = 'queued' as const;
export type Queued = typeof QUEUED;

/**
 * The account of the signed-in token: the owner record written when both were known (so it works
 * offline after a reload, before the user is fetched again), else the loaded user's.
 */
async function currentAccount(): Promise<string | undefined> {
  const { token, user } = getSession();
  if (!token) return undefined;
  const hashed = await tokenHash(token.accessToken);
  const known = await idbOutbox.ownerOf(hashed);
  if (known) return known;
  if (!user) return undefined;
  const account = await accountHash(user.userId);
  await idbOutbox.setOwner(hashed, account);
  return account;
}

export async function refreshOutbox(): Promise<void> {
  const account = await currentAccount();
  const all = account ? await idbOutbox.all() : [];
  items.set(all.filter((item) => item.account === account));
}

function identityHeaders(): Record<string, string> {
  const { identity } = getSession();
  if (!identity) return {};
  const text = (value: string | number | string[]) =>
    Array.isArray(value) ? value.join(',') : String(value);
  return {
    unit: text(identity.unit_id),
    userType: text(identity.user_types),
    associatedUser: text(identity.associated_user_id),
  };
}

export interface Intent {
  kind: OutboxKind;
  key: string;
  body: Record<string, unknown>;
  child: number;
  date: string;
  diningType: DiningType;
  /** The words to name it by, when the main catalogue cannot (see the schema). */
  label?: string;
}

async function enqueue(intent: Intent, attempted: boolean): Promise<void> {
  const account = await currentAccount();
  if (!account) throw new Error('outbox: no account');
  await idbOutbox.put({
    ...intent,
    account,
    headers: identityHeaders(),
    createdAt: Date.now(),
    attempted,
  });
  await refreshOutbox();
  await requestBackgroundSync();
  void deliverOutboxNow();
}

function isNoAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 0 &&
    (error.code === NETWORK_ERROR || error.code === TIMEOUT)
  );
}

/**
 * Sends an intent, or queues it when the browser is offline or the send got no answer (then it
 * may have arrived: it is queued under the same key and marked so it cannot be withdrawn).
 */
export async function sendOrQueue<T>(intent: Intent, send: () => Promise<T>): Promise<T | Queued> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await enqueue(intent, false);
    return QUEUED;
  }
  try {
    return await send();
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    try {
      await enqueue(intent, true);
    } catch {
      throw error;
    }
    return QUEUED;
  }
}

async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

type Listener = (result: DeliveryResult | undefined) => void;
const listeners = new Set<Listener>();

/** Sends the current account's waiting items now, if the browser is online and signed in. */
export async function deliverOutboxNow(): Promise<DeliveryResult | undefined> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return undefined;
  const token = currentAccessToken();
  const account = token ? await currentAccount() : undefined;
  if (!token || !account) return undefined;
  const result = await deliverOutbox({
    storage: idbOutbox,
    lock: outboxLock,
    account,
    send: (item) => sendOutboxItem(item, token, { base: resolveUrl('/').replace(/\/$/, '') }),
  });
  await refreshOutbox();
  if (result.delivered.length > 0 || result.refused.length > 0) {
    for (const listener of listeners) listener(result);
  }
  return result;
}

/** Takes an item back before it goes (not once a send of it may have arrived). */
export async function withdrawOutboxItem(key: string): Promise<WithdrawResult> {
  const result = await withdrawItem(idbOutbox, outboxLock, key);
  await refreshOutbox();
  return result;
}

/** The parent has read a refusal. */
export async function dismissRefusal(key: string): Promise<void> {
  await idbOutbox.remove(key);
  await refreshOutbox();
}

/** Logout: the account's waiting items are dropped (the parent was warned). */
export async function dropOutbox(): Promise<void> {
  const account = await currentAccount();
  await outboxLock(async () => {
    for (const item of await idbOutbox.all()) {
      if (item.account === account) await idbOutbox.remove(item.key);
    }
  });
  items.set([]);
}

/**
 * Starts delivery for this page: now (the app was opened, maybe after the tab was closed), on
 * `online`, when the session changes (another sign-in) and when the worker delivered.
 * `onChange` runs after items were delivered or refused, to read the data again.
 */
export function startOutbox(onChange: () => void): () => void {
  const listener: Listener = () => onChange();
  listeners.add(listener);
  const deliver = () => void deliverOutboxNow().catch(() => undefined);
  let lastToken = getSession().token?.accessToken;
  let lastUser = getSession().user?.userId;
  const unsubscribe = subscribeSession((session) => {
    const token = session.token?.accessToken;
    const user = session.user?.userId;
    if (token === lastToken && user === lastUser) return;
    lastToken = token;
    lastUser = user;
    void refreshOutbox().then(deliver);
  });
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | undefined)?.type !== OUTBOX_CHANGED) return;
    void refreshOutbox().then(onChange);
  };
  window.addEventListener('online', deliver);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  void refreshOutbox().then(deliver);
  return () => {
    listeners.delete(listener);
    unsubscribe();
    window.removeEventListener('online', deliver);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}
