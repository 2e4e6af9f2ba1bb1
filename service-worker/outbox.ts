/// <reference lib="WebWorker" />
import { get } from 'idb-keyval';
import { tokenHash } from '../lib/outbox/account';
import { deliverOutbox } from '../lib/outbox/deliver';
import { outboxLock } from '../lib/outbox/lock';
import { OUTBOX_CHANGED, OUTBOX_SYNC_TAG } from '../lib/outbox/schema';
import { sendOutboxItem } from '../lib/outbox/send';
import { idbOutbox } from '../lib/outbox/storage';
import { STORAGE_KEYS, storedToken } from '../lib/session/schema';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Background Sync (decision 026): the browser wakes the worker when the network is back, even
 * with every tab closed. The worker reads the same IndexedDB the page wrote: the session's
 * token (idb-keyval's default store) and the outbox with its owner records, so nothing secret
 * is posted into the worker and nothing is sent for an account other than the signed-in one.
 */
async function deliverFromWorker(): Promise<void> {
  const parsed = storedToken.safeParse(await get(STORAGE_KEYS.token));
  if (!parsed.success || parsed.data.expiresAt <= Date.now()) return;
  const token = parsed.data.accessToken;
  const account = await idbOutbox.ownerOf(await tokenHash(token));
  if (!account) return;
  const result = await deliverOutbox({
    storage: idbOutbox,
    lock: outboxLock,
    account,
    send: (item) => sendOutboxItem(item, token),
  });
  if (result.delivered.length > 0 || result.refused.length > 0) {
    const pages = await self.clients.matchAll({ type: 'window' });
    for (const page of pages) page.postMessage({ type: OUTBOX_CHANGED });
  }
  // Items still waiting for the network: a rejected sync is retried by the browser later.
  if (result.waiting) throw new Error('outbox: still waiting for the network');
}

export function handleOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverFromWorker());
  });
}
