// A bounded in-process cache whose entries carry tags (token:<hash>, account:<id>, child:<id>);
// the invalidation channel (channel.ts) drops every entry of a tag the moment a write to the
// database announces it (decision 038). Entries also age out, so memory stays bounded and a
// missed announcement (never expected) cannot live long.

interface Entry {
  value: unknown;
  tags: readonly string[];
  expiresAt: number;
}

export interface TagCache {
  get<T>(key: string): T | undefined;
  /** Stores a value read from the database, unless an invalidation arrived since `epoch`. */
  set(key: string, value: unknown, tags: readonly string[], epoch: number, ttlMs?: number): void;
  /** Taken before reading the database, handed back to `set`. */
  epoch(): number;
  invalidate(tag: string): void;
  clear(): void;
  /** False while the channel is down: nothing is served from memory then. */
  enabled: boolean;
  readonly size: number;
}

export function createTagCache(options: { maxEntries?: number; ttlMs?: number } = {}): TagCache {
  const maxEntries = options.maxEntries ?? 20_000;
  const defaultTtl = options.ttlMs ?? 60_000;
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  let generation = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  const cache: TagCache = {
    enabled: true,
    get<T>(key: string): T | undefined {
      if (!cache.enabled) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        remove(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, tags, epoch, ttlMs = defaultTtl) {
      // A write committed while this value was being read: it may be the older one, keep none.
      if (!cache.enabled || epoch !== generation) return;
      remove(key);
      // Map keeps insertion order: the oldest entry goes first when the cache is full.
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      entries.set(key, { value, tags, expiresAt: Date.now() + ttlMs });
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    epoch: () => generation,
    invalidate(tag) {
      generation += 1;
      if (tag === 'all') {
        entries.clear();
        byTag.clear();
        return;
      }
      for (const key of [...(byTag.get(tag) ?? [])]) remove(key);
    },
    clear() {
      generation += 1;
      entries.clear();
      byTag.clear();
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
