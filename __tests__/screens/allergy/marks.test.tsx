import { screen, within } from '@testing-library/react';
import MealDayScreen from '@/screens/meal/day';
import { allergyAlerts, allergyProfile } from '@/lib/contract/allergy';
import { serviceBusiness } from '@/lib/contract/business';
import { mealBox, mealDay, type MealBox } from '@/lib/contract/meal';
import { setLocale } from '@/lib/i18n';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeAlert, makeProfile } from '../../setup/allergyFactories';
import { makeSetting } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Decision 080: dishes carry allergen codes; the day shows each as its one-character mark with
// its name (never colour alone), and says which dish holds the child's verified allergen.

const box: MealBox = {
  id: 13,
  date: '2026-03-13',
  diningType: 'Lunch',
  mealKind: 'Ordinary',
  generatedAt: '2026-03-13T02:00:00.000Z',
  dishesWeights: [
    { dishId: 1, name: '宫保鸡丁', weight: 120, count: 1, allergens: ['PEANUT', 'SOY'] },
    { dishId: 2, name: '米饭', weight: 200, count: 1, allergens: [] },
  ],
};

beforeEach(async () => {
  await signIn();
  at('/pages/meal/day?date=2026-03-13&diningType=Lunch');
  server.use(
    handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
    handle(mealDay, () =>
      ok([
        { mealsDate: '2026-03-13', diningType: 'Lunch', mealAxisStatus: 'Order', mealBoxId: 13 },
      ]),
    ),
    handle(mealBox, () => ok(box)),
    handle(allergyProfile, () =>
      ok(makeProfile({ verified: [{ code: 'PEANUT', severity: 'NoTrace' }] })),
    ),
  );
});
afterEach(() => setLocale('zh-CN'));

it('marks each dish’s allergens and names the dish unsafe for the child', async () => {
  renderScreen(<MealDayScreen />);
  const chicken = (await screen.findByText('过敏原：花生、大豆')).closest('li')!;
  expect(within(chicken).getByRole('img', { name: '含花生' })).toHaveTextContent('花');
  expect(within(chicken).getByRole('img', { name: '含大豆' })).toHaveTextContent('豆');
  expect(within(chicken).getByText('过敏原：花生、大豆')).toBeInTheDocument();
  expect(await within(chicken).findByText(/宫保鸡丁含.*的过敏原：花生$/)).toBeInTheDocument();
  const rice = screen.getByText('无过敏原').closest('li')!;
  expect(within(rice).queryByRole('img')).toBeNull();
  expect(within(rice).queryByText(/小明的过敏原/)).toBeNull();
});

it('shows the day’s standing alert with its cancel', async () => {
  server.use(handle(allergyAlerts, () => ok([makeAlert({ date: '2026-03-13' })])));
  renderScreen(<MealDayScreen />);
  const banner = await screen.findByRole('alert', { name: '过敏提醒' });
  expect(within(banner).getByText('小明：3月13日午餐的宫保鸡丁含花生')).toBeInTheDocument();
  expect(
    within(banner).getByRole('button', { name: '取消小明3月13日午餐（退回余额）' }),
  ).toBeInTheDocument();
});

it('names the codes in English', async () => {
  await setLocale('en');
  renderScreen(<MealDayScreen />);
  expect(await screen.findByText('Allergens: Peanuts, Soybeans')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Contains Peanuts' })).toBeInTheDocument();
});
