import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MealIndexScreen from '@/screens/meal/index';
import { mealYear, orderCount, type MonthSummary } from '@/lib/contract/meal';
import { setLocale } from '@/lib/i18n';
import { dayjs } from '@/lib/i18n/dayjs';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// The year at a glance (/pages/meal/index): the year is the device's, so the months follow it.
const year = dayjs().year();
const months = (diningType: string): MonthSummary[] =>
  diningType === 'Lunch'
    ? [
        { month: `${year}-03`, statusCounts: { Order: 12, Evaluate: 3, Leave: 1 } },
        { month: `${year}-04`, statusCounts: {} },
      ]
    : [{ month: `${year}-03`, statusCounts: { Reserve: 2 } }];

beforeEach(async () => {
  at('/pages/meal/index');
  await signIn();
  server.use(
    handle(mealYear, ({ query }) => ok(query.year === year ? months(query.diningType) : [])),
    handle(orderCount, ({ params }) =>
      params.associatedUserId === 101 ? ok({ count: 5 }) : fail(404),
    ),
  );
});
afterEach(() => setLocale('zh-CN'));

describe('Meal year', () => {
  it('shows each month’s days by status and the meals ordered from today on', async () => {
    renderScreen(<MealIndexScreen />);
    expect(screen.getByRole('heading', { name: `${year}年用餐概览` })).toBeInTheDocument();
    const march = await screen.findByRole('button', { name: /^3月/ });
    expect(march).toHaveTextContent('已订餐 12');
    expect(march).toHaveTextContent('请假 1');
    expect(march).toHaveTextContent('已评价 3');
    expect(await screen.findByText('已订 5 餐')).toBeInTheDocument();
  });

  it('opens a month’s calendar for the dining type', async () => {
    renderScreen(<MealIndexScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /^4月/ }));
    await waitFor(() =>
      expect(hashNow()).toBe(`#/pages/meal/month?month=${year}-04&diningType=Lunch`),
    );
  });

  it('switches to another dining type', async () => {
    renderScreen(<MealIndexScreen />);
    await screen.findByRole('button', { name: /^3月/ });
    await userEvent.click(
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: '晚餐' }),
    );
    await waitFor(() => expect(hashNow()).toBe('#/pages/meal/index?diningType=Dinner'));
  });

  it('says when the year has nothing yet', async () => {
    server.use(handle(mealYear, () => ok([])));
    renderScreen(<MealIndexScreen />);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('says when the year failed to load, and a retry shows it', async () => {
    server.use(handle(mealYear, () => fail(500, '服务器异常'), { once: true }));
    renderScreen(<MealIndexScreen />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: /^3月/ })).toBeInTheDocument();
  });

  it('speaks English when asked', async () => {
    await setLocale('en');
    renderScreen(<MealIndexScreen />);
    expect(await screen.findByRole('button', { name: /^March/ })).toBeInTheDocument();
    expect(await screen.findByText('5 meal(s) ordered')).toBeInTheDocument();
  });
});
