import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * Keeps the saved copy of an answer from going back in time. Several reads of one address can be
 * in flight at once (the screen's own and home's background reads for offline), and the worker
 * saves each answer when it arrives: an answer to a read sent before a change (a rating, an order)
 * could land after the answer to a read sent once the change was made, and the offline copy would
 * then show the meal unrated. Each read is numbered when it is sent; an answer is saved only if no
 * read sent after it has already been saved under the same key.
 *
 * Only a 200 is saved: a strategy with a plugin of this kind no longer adds workbox's own "200s
 * only" check, so this plugin makes it.
 *
 * The numbers live in the worker's memory: a worker that restarts starts again from nothing,
 * which only means the next answer is saved, as before this plugin.
 */
export function newestAnswerWins(cacheKey: WorkboxPlugin): WorkboxPlugin {
  const keyOf = cacheKey.cacheKeyWillBeUsed;
  let sent = 0;
  const savedUpTo = new Map<string, number>();
  return {
    requestWillFetch: async ({ request, state }) => {
      if (state) state.sentAs = ++sent;
      return request;
    },
    cacheWillUpdate: async ({ request, response, event, state }) => {
      if (response.status !== 200) return null;
      const sentAs = state?.sentAs;
      if (!keyOf || typeof sentAs !== 'number') return response;
      const key = await keyOf({ request, event, mode: 'write', params: undefined, state });
      const keyText = typeof key === 'string' ? key : key.url;
      // No await from here on: the check and the mark happen together.
      if ((savedUpTo.get(keyText) ?? 0) > sentAs) return null;
      savedUpTo.set(keyText, sentAs);
      return response;
    },
  };
}
