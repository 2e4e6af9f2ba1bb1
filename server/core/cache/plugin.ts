import type { FastifyInstance } from 'fastify';
import type { Settings } from '../settings';
import type { Database } from '../db/database';
import { openChannel, type InvalidationChannel } from './channel';
import { createTagCache, type TagCache } from './tagCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's invalidation channel (decision 038). */
    cacheChannel: InvalidationChannel;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The process's memory of tokens, identities and month calendars and its invalidation channel
 * (decision 038). A request that may have written answers only once this process has applied
 * the announcements of its writes, so the caller's next request never meets its own stale entry.
 */
export async function openMemory(
  app: FastifyInstance,
  database: Database,
  config: Pick<Settings, 'databaseUrl'>,
): Promise<{ cache: TagCache; channel: InvalidationChannel }> {
  const cache = createTagCache();
  const channel = await openChannel(database.db, cache, {
    databaseUrl: config.databaseUrl,
    onError: (message) => app.log.warn(message),
  });
  app.decorate('cacheChannel', channel);
  app.addHook('onClose', () => channel.close());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) await channel.settle();
    return payload;
  });
  return { cache, channel };
}
