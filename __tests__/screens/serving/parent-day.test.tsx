import { screen } from '@testing-library/react';
import MealDayScreen from '@/screens/meal/day';
import { serviceBusiness } from '@/lib/contract/business';
import type { MealAxisStatus } from '@/lib/contract/enums';
import { mealBox, mealDay } from '@/lib/contract/meal';
import { childMealCollection } from '@/lib/contract/serving';
import { dayjs } from '@/lib/i18n/dayjs';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { lunchBox, makeSetting } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// The parent's day (decision 078): today's ordered meal shows the child's meal code as a QR code
// to show at the serving line; a served meal says when it was collected, or that it was not.

const CODE = 'canteen-meal:1:101:2026-11-26:Lunch:abcdefgh';

function serveDay(date: string, status: MealAxisStatus) {
  server.use(
    handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
    handle(mealDay, () =>
      ok([{ mealsDate: date, diningType: 'Lunch' as const, mealAxisStatus: status, mealBoxId: 7 }]),
    ),
    handle(mealBox, () => ok(lunchBox)),
  );
}

beforeEach(async () => {
  await signIn();
});

it("today's ordered meal shows the meal code to show at the serving line", async () => {
  const today = dayjs().format('YYYY-MM-DD');
  serveDay(today, 'Order');
  const asked: string[] = [];
  server.use(
    handle(childMealCollection, ({ query, request }) => {
      asked.push(`${query.date} ${query.diningType} ${request.headers.get('associatedUser')}`);
      return ok({ ...query, state: 'Ordered', at: null, code: CODE });
    }),
  );
  at(`/pages/meal/day?date=${today}&diningType=Lunch`);
  renderScreen(<MealDayScreen />);
  expect(await screen.findByRole('heading', { name: '取餐码' })).toBeInTheDocument();
  const qr = await screen.findByRole('img', { name: /取餐码/ });
  expect(qr).toHaveAttribute('data-qr-value', CODE);
  expect(screen.getByText(/在取餐处出示此码/)).toBeInTheDocument();
  expect(asked).toEqual([`${today} Lunch 101`]);
});

it('a collected meal says when, and shows no code', async () => {
  serveDay('2026-03-13', 'Meals');
  server.use(
    handle(childMealCollection, ({ query }) =>
      ok({ ...query, state: 'Collected', at: '2026-03-13T04:05:00.000Z', code: null }),
    ),
  );
  at('/pages/meal/day?date=2026-03-13&diningType=Lunch');
  renderScreen(<MealDayScreen />);
  expect(await screen.findByText('已取餐 12:05')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '取餐码' })).not.toBeInTheDocument();
});

it('a missed meal says it was not collected', async () => {
  serveDay('2026-03-12', 'Meals');
  server.use(
    handle(childMealCollection, ({ query }) =>
      ok({ ...query, state: 'Missed', at: '2026-03-12T05:00:00.000Z', code: null }),
    ),
  );
  at('/pages/meal/day?date=2026-03-12&diningType=Lunch');
  renderScreen(<MealDayScreen />);
  expect(await screen.findByText('未取餐')).toBeInTheDocument();
});
