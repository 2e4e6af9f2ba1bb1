import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { OutboxItem } from './schema';

/**
 * The outbox's own IndexedDB database (not the session's keyval store), read by the page and by
 * the service worker. Items live under `item:<key>`; `owner:<token hash>` records which account
 * a token belongs to, so the worker can tell whose items it may send without asking the server.
 */

export interface OutboxStorage {
  all(): Promise<OutboxItem[]>;
  get(key: string): Promise<OutboxItem | undefined>;
  put(item: OutboxItem): Promise<void>;
  remove(key: string): Promise<void>;
  ownerOf(tokenHash: string): Promise<string | undefined>;
  setOwner(tokenHash: string, account: string): Promise<void>;
}

const ITEM = 'item:';
const OWNER = 'owner:';

let database: UseStore | undefined;
function db(): UseStore {
  database ??= createStore('canteen-outbox', 'outbox');
  return database;
}

export const idbOutbox: OutboxStorage = {
  async all() {
    const rows = await entries<string, unknown>(db());
    const items: OutboxItem[] = [];
    for (const [key, value] of rows) {
      if (typeof key !== 'string' || !key.startsWith(ITEM)) continue;
      const parsed = OutboxItem.safeParse(value);
      if (parsed.success) items.push(parsed.data);
      else await del(key, db());
    }
    return items.sort((a, b) => a.createdAt - b.createdAt);
  },
  async get(key) {
    const parsed = OutboxItem.safeParse(await get(ITEM + key, db()));
    return parsed.success ? parsed.data : undefined;
  },
  async put(item) {
    await set(ITEM + item.key, OutboxItem.parse(item), db());
  },
  async remove(key) {
    await del(ITEM + key, db());
  },
  async ownerOf(tokenHash) {
    const value: unknown = await get(OWNER + tokenHash, db());
    return typeof value === 'string' ? value : undefined;
  },
  async setOwner(tokenHash, account) {
    await set(OWNER + tokenHash, account, db());
  },
};

/** For tests: nothing one test queued reaches the next. */
export function clearOutboxStorage(): Promise<void> {
  return clear(db());
}
