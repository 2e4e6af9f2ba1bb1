import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { SWRConfig } from 'swr';
import type MealNutrientsType from '@/components/nutrition/MealNutrients';
import MealDayScreen from '@/screens/meal/day';
import { serviceBusiness } from '@/lib/contract/business';
import { mealBox, mealDay } from '@/lib/contract/meal';
import { nutritionWeek } from '@/lib/contract/nutrition';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { lunchBox, makeSetting } from '../../setup/factories';
import { at, signIn } from '../../setup/test-utils';

// The meal day's nutrients waited for any other render of the screen when the child's week
// answered while their code was still loading: the retry after the code came rendered the
// screen's last props, whose week was still loading, and nothing rendered the screen again.
// In bench:lighthouse the inbox's timer (3 s after start) was that other render: the table, the
// day's largest paint, came about 2 s after every answer it needed.

/** Resolved once the nutrients' code has "loaded"; a test replaces it to hold the code back. */
let mockNutrientsCode: Promise<void> = Promise.resolve();

jest.mock('@/components/nutrition/MealNutrients', () => {
  const react = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual<{ default: typeof MealNutrientsType }>(
    '@/components/nutrition/MealNutrients',
  );
  // Suspends as a lazy chunk does until mockNutrientsCode resolves, then renders the real one
  // with the props it was last given.
  function LateNutrients(props: ComponentProps<typeof MealNutrientsType>) {
    react.use(mockNutrientsCode);
    return react.createElement(actual.default, props);
  }
  return { __esModule: true, default: LateNutrients };
});

const box = {
  ...lunchBox,
  date: '2026-03-16',
  dishesWeights: [
    {
      dishId: 1,
      name: '米饭',
      weight: 200,
      count: 1,
      allergens: [],
      nutrients: { energyKcal: 116, proteinG: 2.6 },
    },
  ],
};

beforeEach(async () => {
  await signIn();
});

it('shows the nutrients once their code comes, when the week answered while it was loading', async () => {
  let loadCode = () => {};
  mockNutrientsCode = new Promise<void>((done) => (loadCode = done));
  let answerWeek = () => {};
  const weekHeld = new Promise<void>((done) => (answerWeek = done));
  server.use(
    handle(mealDay, () =>
      ok([
        { mealsDate: '2026-03-16', diningType: 'Lunch', mealAxisStatus: 'Order', mealBoxId: 13 },
      ]),
    ),
    handle(mealBox, () => ok(box)),
    handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
    handle(nutritionWeek, async ({ query }) => {
      await weekHeld;
      return ok({
        start: query.start,
        ageGroup: '6-8',
        ageFrom: 'grade',
        meals: [
          {
            date: '2026-03-16',
            diningType: 'Lunch',
            totals: { energyKcal: 232 },
            target: { energyKcal: 637.5 },
            verdicts: { energyKcal: 'below' },
            dishesWithout: 0,
          },
        ],
        averages: [],
      });
    }),
  );
  // The test's own cache, to see when the week's answer has reached it.
  const cache = new Map<string, { data?: unknown }>();
  at('/pages/meal/day?date=2026-03-16&diningType=Lunch');
  render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <MealDayScreen />
    </SWRConfig>,
  );
  // The menu is shown; the nutrients wait for their code.
  expect(await screen.findByText('米饭')).toBeInTheDocument();
  answerWeek();
  await waitFor(() =>
    expect(
      [...cache.values()].some(
        (entry) => (entry.data as { ageGroup?: string } | undefined)?.ageGroup === '6-8',
      ),
    ).toBe(true),
  );
  loadCode();
  const panel = await screen.findByRole('region', { name: '本餐营养' });
  expect(within(panel).getByRole('row', { name: /能量/ })).toHaveTextContent('232 / 638 千卡');
});
