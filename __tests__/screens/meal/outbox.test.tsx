import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutboxNotice } from '@/components/outbox/OutboxNotice';
import MealEvaluateScreen from '@/screens/index/MealEvaluate';
import MealDayScreen from '@/screens/meal/day';
import OrdersScreen from '@/screens/order/index';
import { serviceBusiness } from '@/lib/contract/business';
import { mealBox, mealCommentItems, mealCommentOf, mealDay, rateMeal } from '@/lib/contract/meal';
import { ordersOfUser } from '@/lib/contract/order';
import { saveUser } from '@/lib/session/store';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { commentItems, lunchBox, makeSetting, makeUser } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// The offline outbox (decision 026) on the meal screens: a rating made offline waits (on the rating screen and its day),
// goes once under its key when the network returns; the Orders tab says money needs the network.

let online = false;
const keys: (string | null)[] = [];

beforeEach(async () => {
  online = false;
  keys.length = 0;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  await signIn();
  saveUser(makeUser());
  server.use(
    handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
    handle(mealCommentItems, () => ok(commentItems)),
    handle(mealCommentOf, () => ok(null)),
    handle(rateMeal, ({ request, body }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return ok({
        id: 1,
        mealsDate: body.mealsDate,
        diningType: body.diningType,
        createdAt: '2026-03-13T05:00:00.000Z',
        items: commentItems,
      });
    }),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
});

it('a rating made offline waits on the rating screen and the day, then goes once', async () => {
  at('/pages/index/MealEvaluate?date=2026-03-13&diningType=Lunch');
  const rating = renderScreen(
    <>
      <OutboxNotice />
      <MealEvaluateScreen />
    </>,
  );
  const overall = await screen.findByRole('group', { name: '总体评价' });
  await userEvent.click(within(overall).getByRole('button', { name: '4星' }));
  await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
  expect(await screen.findByText('网络不可用，已保存，联网后自动发送')).toBeInTheDocument();
  rating.unmount();
  // Opened again, the rating screen shows the waiting rating instead of a second form.
  at('/pages/index/MealEvaluate?date=2026-03-13&diningType=Lunch');
  const again = renderScreen(<MealEvaluateScreen />);
  expect(await screen.findByRole('listitem', { name: '评价 2026-03-13 午餐' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '提交评价' })).not.toBeInTheDocument();
  again.unmount();

  at('/pages/meal/day?date=2026-03-13&diningType=Lunch');
  server.use(
    handle(mealDay, () =>
      ok([
        {
          mealsDate: '2026-03-13',
          diningType: 'Lunch' as const,
          mealAxisStatus: 'Meals' as const,
          mealBoxId: 7,
        },
      ]),
    ),
    handle(mealBox, () => ok(lunchBox)),
  );
  renderScreen(
    <>
      <OutboxNotice />
      <MealDayScreen />
    </>,
  );
  const waiting = await screen.findByRole('listitem', { name: '评价 2026-03-13 午餐' });
  expect(within(waiting).getByText('等待发送')).toBeInTheDocument();
  expect(keys).toHaveLength(0);
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() =>
    expect(
      screen.queryByRole('listitem', { name: '评价 2026-03-13 午餐' }),
    ).not.toBeInTheDocument(),
  );
  expect(keys).toEqual([expect.stringMatching(/[0-9a-f-]{36}/)]);
});

it('the Orders tab says ordering and paying need the network while offline', async () => {
  at('/pages/order/index');
  server.use(
    handle(ordersOfUser, ({ query }) => ok({ content: [], page: query.page, size: 10, total: 0 })),
  );
  renderScreen(<OrdersScreen />);
  expect(
    await screen.findByText('订餐和支付需要联网，不会离线保存，请在网络恢复后操作'),
  ).toBeInTheDocument();
});
