import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomeScreen from '@/screens/index/index';
import { allergyAlerts, cancelUnsafeMeal, type AllergyAlert } from '@/lib/contract/allergy';
import { serviceBusiness } from '@/lib/contract/business';
import { mealMonth } from '@/lib/contract/meal';
import { dayjs } from '@/lib/i18n/dayjs';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeAlert } from '../../setup/allergyFactories';
import { makeMonth, makeSetting } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Decision 080: an ordered meal whose menu now holds the child's verified allergen stands as an
// alert on home and on its day, with a cancel for the credit.

// The calendar opens on the device's month: the alert is on its 4th.
const MONTH = dayjs().format('YYYY-MM');
const DAY = `${MONTH}-04`;
const SAID = `${dayjs(DAY).month() + 1}月4日`;

let alerts: AllergyAlert[];
let cancelled: number[];

beforeEach(async () => {
  await signIn();
  at('/pages/index/index');
  alerts = [makeAlert({ date: DAY })];
  cancelled = [];
  server.use(
    handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
    handle(mealMonth, ({ params, query }) =>
      ok(makeMonth(params.y, params.m, { 4: 'Order' }, 2, query.diningType)),
    ),
    handle(allergyAlerts, () => ok(alerts)),
    handle(cancelUnsafeMeal, ({ params, request }) => {
      expect(request.headers.get('Idempotency-Key')).toBeTruthy();
      cancelled.push(params.id);
      alerts = alerts.map((alert) =>
        alert.id === params.id ? { ...alert, resolution: 'Cancelled' as const } : alert,
      );
      return ok(alerts[0]);
    }),
  );
});

it('shows the alert on home and marks the unsafe day on the calendar', async () => {
  renderScreen(<HomeScreen />);
  const banner = await screen.findByRole('alert', { name: '过敏提醒' });
  expect(within(banner).getByText(`小明：${SAID}午餐的宫保鸡丁含花生`)).toBeInTheDocument();
  const calendar = await screen.findByRole('grid');
  expect(
    await within(calendar).findByRole('button', { name: new RegExp(`^${DAY}.*含小明的过敏原`) }),
  ).toBeInTheDocument();
  expect(
    within(calendar).queryByRole('button', { name: new RegExp(`^${MONTH}-05.*过敏原`) }),
  ).toBeNull();
});

it('cancels the meal for its credit after a confirm that says what will happen', async () => {
  renderScreen(<HomeScreen />);
  await userEvent.click(
    await screen.findByRole('button', { name: `取消小明${SAID}午餐（退回余额）` }),
  );
  expect(
    await screen.findByText(
      `确定取消小明${SAID}的午餐吗？这一餐的费用会退回余额，已过截止时间也可以取消。`,
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '暂不取消' }));
  expect(cancelled).toEqual([]);
  // The kept dialog leaves the page before the next one opens.
  await waitFor(() => expect(screen.queryByRole('button', { name: '暂不取消' })).toBeNull());
  await userEvent.click(
    await screen.findByRole('button', { name: `取消小明${SAID}午餐（退回余额）` }),
  );
  await userEvent.click(await screen.findByRole('button', { name: '取消这餐' }));
  await waitFor(() => expect(cancelled).toEqual([7]));
  await waitFor(() => expect(screen.queryByRole('alert', { name: '过敏提醒' })).toBeNull());
});

it('lists the soonest two alerts and offers the rest, so the banner never fills the screen', async () => {
  const on = (day: number) => `${MONTH}-${String(day).padStart(2, '0')}`;
  alerts = [
    makeAlert({ id: 11, date: on(9) }),
    makeAlert({ id: 12, date: on(4) }),
    makeAlert({ id: 13, date: on(6) }),
  ];
  renderScreen(<HomeScreen />);
  const banner = await screen.findByRole('alert', { name: '过敏提醒' });
  const lines = () =>
    within(banner)
      .getAllByText(/^小明：.+午餐的宫保鸡丁含花生$/)
      .map((line) => line.textContent);
  const said = (day: number) => `小明：${dayjs(on(day)).month() + 1}月${day}日午餐的宫保鸡丁含花生`;
  expect(lines()).toEqual([said(4), said(6)]);
  await userEvent.click(within(banner).getByRole('button', { name: '查看全部 3 条过敏提醒' }));
  expect(lines()).toEqual([said(4), said(6), said(9)]);
  expect(within(banner).queryByRole('button', { name: /查看全部/ })).toBeNull();
});
