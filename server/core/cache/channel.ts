import type { Client as PgClient } from 'pg';
import type { AnyDb as Db } from '../db/database';
import type { TagCache } from './tagCache';

// The invalidation channel (decision 038). The migration 0008 has the database announce on
// `canteen_cache` every committed write that can change a cached value; each process listens
// and drops the matching entries.
// - PGlite lives in one process and delivers an announcement before the writing query resolves:
//   nothing to wait for.
// - PostgreSQL delivers announcements asynchronously to every listening process. `settle()`
//   waits until this process's own listener has seen an announcement sent after the call
//   (announcements arrive in commit order), so every write committed before the call has been
//   applied here. A writing request settles before it answers; `beforeHit()` settles before an
//   entry is served, so a write another process has answered for (a logout first of all) is
//   never served stale here, however late its announcement would otherwise arrive. Requests of
//   the same moment share one round trip. While the listener is down nothing is served from
//   memory.

export const CHANNEL = 'canteen_cache';
const RECONNECT_MS = 1000;
const SETTLE_TIMEOUT_MS = 2000;

export interface InvalidationChannel {
  /** Resolves once announcements of writes committed before the call have been applied here. */
  settle(): Promise<void>;
  /** Called before serving a cached entry. */
  beforeHit(): Promise<void>;
  close(): Promise<void>;
}

export async function openChannel(
  db: Db,
  cache: TagCache,
  options: { databaseUrl?: string; onError?: (message: string) => void },
): Promise<InvalidationChannel> {
  if (!options.databaseUrl) return openPgliteChannel(db, cache);
  return openPostgresChannel(options.databaseUrl, cache, options.onError ?? (() => undefined));
}

async function openPgliteChannel(db: Db, cache: TagCache): Promise<InvalidationChannel> {
  const client = (db as unknown as { $client: { listen: PgliteListen } }).$client;
  const unlisten = await client.listen(CHANNEL, (payload) => cache.invalidate(payload));
  return {
    settle: async () => undefined,
    beforeHit: async () => undefined,
    close: async () => {
      // The database may already be closed when the app shuts down.
      await unlisten().catch(() => undefined);
    },
  };
}
type PgliteListen = (
  channel: string,
  callback: (payload: string) => void,
) => Promise<() => Promise<void>>;

async function openPostgresChannel(
  url: string,
  cache: TagCache,
  onError: (message: string) => void,
): Promise<InvalidationChannel> {
  const { Client } = await import('pg');
  let client: PgClient | null = null;
  let closed = false;
  let sequence = 0;
  const waiting = new Map<string, () => void>();
  const token = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  let nextSettle: Promise<void> | null = null;

  function down(): void {
    cache.enabled = false;
    cache.clear();
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  }

  async function connect(): Promise<void> {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      const payload = message.payload ?? 'all';
      if (payload.startsWith('sync:')) {
        waiting.get(payload)?.();
        waiting.delete(payload);
        return;
      }
      cache.invalidate(payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      down();
      if (error) onError(`cache channel: ${error.message}`);
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
    // Whatever was announced while nobody listened is unknown: start empty.
    cache.clear();
    cache.enabled = true;
  }

  async function reconnect(): Promise<void> {
    if (closed || client) return;
    try {
      await connect();
    } catch (error) {
      onError(`cache channel: ${(error as Error).message}`);
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  }

  down();
  await connect();

  // One query at a time on the listener (pg queues them, but deprecates relying on it).
  let queries: Promise<unknown> = Promise.resolve();
  function announce(listener: PgClient, payload: string): Promise<unknown> {
    const sent = queries.then(() => listener.query('select pg_notify($1, $2)', [CHANNEL, payload]));
    queries = sent.catch(() => undefined);
    return sent;
  }

  async function settle(): Promise<void> {
    const listener = client;
    if (!listener) return;
    const payload = `sync:${token}:${++sequence}`;
    const seen = new Promise<void>((resolve) => {
      waiting.set(payload, resolve);
      setTimeout(() => {
        // Never heard back: trust nothing in memory until the channel proves itself again.
        if (waiting.delete(payload)) {
          cache.clear();
          resolve();
        }
      }, SETTLE_TIMEOUT_MS).unref();
    });
    try {
      await announce(listener, payload);
    } catch {
      // Unproven: what is in memory may predate a write, so none of it is served.
      waiting.delete(payload);
      cache.clear();
      return;
    }
    await seen;
  }

  return {
    settle,
    beforeHit() {
      // Joining a round trip already sent would not do: it may have been committed before the
      // write this request must see. Callers of this moment share the next one.
      if (!nextSettle) {
        nextSettle = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          nextSettle = null;
          return settle();
        });
      }
      return nextSettle;
    },
    async close() {
      closed = true;
      const listener = client;
      client = null;
      down();
      await listener?.end().catch(() => undefined);
    },
  };
}
