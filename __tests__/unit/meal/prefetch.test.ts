import { prefetchMealWeeks, twoWeeks } from '@/lib/api/mealPrefetch';
import { serviceBusiness } from '@/lib/contract/business';
import { mealBox, mealDay, mealMonth } from '@/lib/contract/meal';
import { currentUser, identities } from '@/lib/contract/user';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { lunchBox, makeMonth, makeSetting } from '../../setup/factories';
import { IDENTITY, freshAt, signIn } from '../../setup/test-utils';

// Home keeps this and next week's calendar and menus for offline: the worker stores what it
// passes, so the prefetch must ask for exactly what the screens ask for.

describe('twoWeeks', () => {
  it('runs from Monday of this week to Sunday of the next, across a month end', () => {
    const dates = twoWeeks('2026-11-28');
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-11-23');
    expect(dates.at(-1)).toBe('2026-12-06');
    expect(twoWeeks('2026-11-23')[0]).toBe('2026-11-23');
    expect(twoWeeks('2026-11-22')[0]).toBe('2026-11-16');
  });
});

describe('prefetchMealWeeks', () => {
  beforeEach(async () => {
    await freshAt();
    await signIn();
  });

  it('reads the months, days, meal boxes, business settings and account the screens read', async () => {
    const asked: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search} ${request.headers.get('associatedUser')}`);
    };
    server.use(
      handle(identities, ({ request }) => (record(request), ok([]))),
      handle(currentUser, ({ request }) => {
        record(request);
        return fail(500);
      }),
      handle(mealMonth, ({ params, query, request }) => {
        record(request);
        return ok(makeMonth(params.y, params.m, {}, 1, query.diningType));
      }),
      handle(mealDay, ({ params, request }) => {
        record(request);
        const date = `2026-${String(params.m).padStart(2, '0')}-${String(params.d).padStart(2, '0')}`;
        // Every day shares one lunch box; the 30th has no menu; the 1st fails.
        if (params.d === 1) return fail(500);
        return ok([
          {
            mealsDate: date,
            diningType: 'Lunch',
            mealAxisStatus: 'Order',
            mealBoxId: params.d === 30 ? null : lunchBox.id,
          },
        ]);
      }),
      handle(mealBox, ({ request }) => (record(request), ok(lunchBox))),
      handle(serviceBusiness, ({ params, request }) => {
        record(request);
        return ok(makeSetting({ diningType: params.diningType }));
      }),
    );

    await prefetchMealWeeks('2026-11-28', 'Lunch');

    const child = ` ${IDENTITY.associated_user_id}`;
    expect(asked).toEqual(
      expect.arrayContaining([
        `/api/associated/user/identity${child}`,
        `/api/associated/user/0?userTypes=Student${child}`,
        `/api/meal/axis/year/2026/month/11?diningType=Lunch${child}`,
        `/api/meal/axis/year/2026/month/12?diningType=Lunch${child}`,
        `/api/meal/axis/year/2026/month/11/day/23${child}`,
        `/api/meal/axis/year/2026/month/12/day/6${child}`,
        `/api/service/business/Lunch/2026-11-23${child}`,
        `/api/service/business/Lunch/2026-12-06${child}`,
        `/api/meal/axis/mealbox/${lunchBox.id}?diningType=Lunch${child}`,
      ]),
    );
    // 2 account calls, 2 months, 14 days, 14 settings, and the one shared box once.
    expect(asked).toHaveLength(2 + 2 + 14 + 14 + 1);
  });
});
