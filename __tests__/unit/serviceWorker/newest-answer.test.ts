import type { WorkboxPlugin } from 'workbox-core/types';
import { newestAnswerWins } from '@/service-worker/newestAnswerWins';

// The worker's copy of a calendar month never goes back in time: an answer to a read sent before
// a rating, arriving after the answer to a read sent once the rating was saved, is not saved.

const byUrl: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => `${request.url}#child-1`,
};

type State = Record<string, unknown>;

function strategyRun(plugin: WorkboxPlugin, url: string) {
  const state: State = {};
  const request = new Request(url);
  const event = {} as ExtendableEvent;
  return {
    async send() {
      await plugin.requestWillFetch!({ request, event, state } as never);
    },
    async save(body: string, status = 200): Promise<Response | null | undefined> {
      const response = new Response(body, { status });
      return plugin.cacheWillUpdate!({ request, response, event, state } as never) as Promise<
        Response | null | undefined
      >;
    },
  };
}

const month = 'https://canteen.test/api/meal/axis/year/2026/month/11?diningType=Lunch';

describe('newestAnswerWins', () => {
  it('refuses the answer to an earlier read once a later read of the same address was saved', async () => {
    const plugin = newestAnswerWins(byUrl);
    const beforeRating = strategyRun(plugin, month);
    const afterRating = strategyRun(plugin, month);
    await beforeRating.send();
    await afterRating.send();
    expect(await afterRating.save('rated')).not.toBeNull();
    expect(await beforeRating.save('unrated')).toBeNull();
  });

  it('saves answers that arrive in the order their reads were sent', async () => {
    const plugin = newestAnswerWins(byUrl);
    const first = strategyRun(plugin, month);
    const second = strategyRun(plugin, month);
    await first.send();
    await second.send();
    expect(await first.save('old')).not.toBeNull();
    expect(await second.save('new')).not.toBeNull();
  });

  it('keeps other addresses apart: a late answer for another month is still saved', async () => {
    const plugin = newestAnswerWins(byUrl);
    const november = strategyRun(plugin, month);
    const december = strategyRun(plugin, month.replace('month/11', 'month/12'));
    await november.send();
    await december.send();
    expect(await december.save('december')).not.toBeNull();
    expect(await november.save('november')).not.toBeNull();
  });

  it('never saves an answer other than 200 (the strategy no longer checks it once this plugin is there)', async () => {
    const plugin = newestAnswerWins(byUrl);
    const read = strategyRun(plugin, month);
    await read.send();
    expect(await read.save('{"code":401}', 401)).toBeNull();
    expect(await read.save('{"code":500}', 500)).toBeNull();
  });
});
