import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrderMealDetailScreen from '@/screens/order/MealDetail';
import { serviceBusiness } from '@/lib/contract/business';
import type { MealAxisStatus } from '@/lib/contract/enums';
import { mealBox, mealDay } from '@/lib/contract/meal';
import { orderDetail } from '@/lib/contract/order';
import { setLocale } from '@/lib/i18n';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { lunchBox, makeOrder, makeSetting } from '../../setup/factories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

const DATE = '2026-03-13';
const paid = makeOrder({
  id: 7,
  orderStatus: 'Pay',
  payStatus: 'Pay',
  dayOrderDetails: [
    {
      id: 70,
      mealsDate: DATE,
      diningType: 'Lunch',
      mealKind: 'Muslim',
      price: 1500,
      state: 'Order',
    },
  ],
});

/** The order, the child's day in the given state with the lunch box, and the day's setting. */
function serve(status: MealAxisStatus, setting = makeSetting({ date: DATE })) {
  server.use(
    handle(orderDetail, ({ params }) => (params.id === 7 ? ok(paid) : fail(404, '资源不存在'))),
    handle(mealDay, () =>
      ok([{ mealsDate: DATE, diningType: 'Lunch', mealAxisStatus: status, mealBoxId: 13 }]),
    ),
    handle(mealBox, ({ params }) => (params.id === 13 ? ok(lunchBox) : fail(404, '资源不存在'))),
    handle(serviceBusiness, () => ok(setting)),
  );
}

beforeEach(async () => {
  at(`/pages/order/MealDetail?id=7&date=${DATE}`);
  await signIn();
});

describe('An order’s meal', () => {
  it('shows the meal’s dishes with weights and allergens, and its state', async () => {
    serve('Order');
    renderScreen(<OrderMealDetailScreen />);
    const meal = await screen.findByRole('region', { name: '本餐菜品' });
    const chicken = (await within(meal).findByText('宫保鸡丁')).closest('li')!;
    expect(within(chicken).getByText('120克')).toBeInTheDocument();
    expect(within(chicken).getByText('过敏原：花生、大豆')).toBeInTheDocument();
    expect(within(meal).getByText('已订餐')).toBeInTheDocument();
    expect(screen.getByText('¥15.00')).toBeInTheDocument();
  });

  it('offers rating once the meal is eaten, and rating opens the meal’s rating page', async () => {
    serve('Meals');
    renderScreen(<OrderMealDetailScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '评价' }));
    expect(screen.queryByRole('button', { name: '请假' })).not.toBeInTheDocument();
    await waitFor(() => expect(hashNow()).toContain('/pages/index/MealEvaluate'));
    expect(hashNow()).toContain(`date=${DATE}`);
  });

  it('offers leave for an ordered meal before the leave deadline, for the order’s child', async () => {
    serve('Order', makeSetting({ date: DATE, leaveDeadline: '2099-01-01T00:00:00.000Z' }));
    renderScreen(<OrderMealDetailScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '请假' }));
    expect(screen.queryByRole('button', { name: '评价' })).not.toBeInTheDocument();
    await waitFor(() => expect(hashNow()).toContain('/pages/leave/leave'));
    expect(hashNow()).toContain('associatedUserId=101');
  });

  it('offers no leave once the deadline has passed', async () => {
    serve('Order', makeSetting({ date: DATE, leaveDeadline: '2026-03-13T01:00:00.000Z' }));
    renderScreen(<OrderMealDetailScreen />);
    await screen.findByText('宫保鸡丁');
    expect(screen.queryByRole('button', { name: '请假' })).not.toBeInTheDocument();
  });

  it('opens the meal’s day', async () => {
    serve('Order');
    renderScreen(<OrderMealDetailScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '查看当日' }));
    await waitFor(() => expect(hashNow()).toContain(`/pages/meal/day?date=${DATE}`));
  });

  it('opens the whole order, where it is cancelled', async () => {
    serve('Order');
    renderScreen(<OrderMealDetailScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(hashNow()).toContain('/pages/order/DayOrderDetail?id=7'));
  });

  it('says when the day failed to load, and a retry shows the dishes', async () => {
    serve('Order');
    server.use(handle(mealDay, () => fail(500, '服务器异常'), { once: true }));
    renderScreen(<OrderMealDetailScreen />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('宫保鸡丁')).toBeInTheDocument();
  });

  it('says when the day has no menu', async () => {
    serve('Order');
    server.use(
      handle(mealDay, () =>
        ok([{ mealsDate: DATE, diningType: 'Lunch', mealAxisStatus: 'Order', mealBoxId: null }]),
      ),
    );
    renderScreen(<OrderMealDetailScreen />);
    expect(await screen.findByText('当日暂无菜单')).toBeInTheDocument();
  });

  it('asks to switch child for another child’s order instead of showing the wrong calendar', async () => {
    serve('Order');
    server.use(handle(orderDetail, () => ok({ ...paid, associatedUserId: 102, userName: '小红' })));
    renderScreen(<OrderMealDetailScreen />);
    expect(await screen.findByText('请切换到小红后查看该餐的菜品')).toBeInTheDocument();
    expect(screen.queryByText('宫保鸡丁')).not.toBeInTheDocument();
  });

  it('speaks English when asked', async () => {
    serve('Meals');
    await setLocale('en');
    try {
      renderScreen(<OrderMealDetailScreen />);
      expect(await screen.findByRole('region', { name: 'The meal' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Rate' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open the day' })).toBeInTheDocument();
    } finally {
      await setLocale('zh-CN');
    }
  });
});
