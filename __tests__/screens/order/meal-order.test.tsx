import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import MealOrderScreen from '@/screens/meal/order';
import { couponsOfUser } from '@/lib/contract/coupon';
import { orderOptions, payOrder, placeOrder, type PlaceOrderBody } from '@/lib/contract/order';
import { balance } from '@/lib/contract/user';
import { mealMonth } from '@/lib/contract/meal';
import { browser } from '@/lib/order/checkout';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeMonth, makeOrder, makePayment } from '../../setup/factories';
import { makeCoupon } from '../../setup/moneyFactories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

let assign: jest.SpyInstance;
beforeEach(async () => {
  at('/pages/meal/order?date=2026-03-03');
  await signIn();
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  server.use(
    handle(orderOptions, ({ query }) =>
      ok({
        associatedUserId: 101,
        diningType: query.diningType,
        mealKind: query.mealKind ?? 'Ordinary',
        price: query.mealKind === 'Muslim' ? 1800 : 1500,
        dates: [
          { date: '2026-03-02', cutOff: '2026-03-01T08:00:00.000Z', status: 'Ordered' },
          { date: '2026-03-03', cutOff: '2026-03-02T08:00:00.000Z', status: 'Available' },
          { date: '2026-03-04', cutOff: '2026-03-03T08:00:00.000Z', status: 'Available' },
        ],
      }),
    ),
    // No coupon and no balance: an online order goes straight to the checkout, as it did before coupons and balance payments (decision 031).
    handle(couponsOfUser, () => ok([])),
    handle(balance, () => ok({ myAmount: 0 })),
    // The meal calendar, which tells a day on leave from an ordered one: nothing on leave here.
    handle(mealMonth, ({ params, query }) =>
      ok(makeMonth(params.y, params.m, {}, 1, query.diningType)),
    ),
  );
});
afterEach(() => assign.mockRestore());

describe('Placing an order', () => {
  it('is titled 确认订单 with a back button', async () => {
    renderScreen(<MealOrderScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '确认订单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: '03-03 周二' })).toBeInTheDocument();
  });

  it('orders the chosen day online and goes to the checkout', async () => {
    const bodies: PlaceOrderBody[] = [];
    server.use(
      handle(placeOrder, ({ body }) => {
        bodies.push(body);
        return ok(makeOrder({ id: 5 }));
      }),
      handle(payOrder, ({ body }) => ok(makePayment(body.orderId))),
    );
    renderScreen(<MealOrderScreen />);
    expect(await screen.findByRole('checkbox', { name: '03-03 周二' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '03-02 周一 已订' })).toBeDisabled();
    expect(screen.getByText('¥15.00', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('截止时间：', { selector: 'dt' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        associatedUserId: 101,
        orderType: 'Day',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dates: ['2026-03-03'],
        payMode: 'Online',
      },
    ]);
    expect(assign.mock.calls[0]?.[0]).toContain(
      encodeURIComponent('/#/pages/meal/orangebank?orderId=5'),
    );
  });

  it('shows the Muslim price and places an offline month order', async () => {
    const bodies: PlaceOrderBody[] = [];
    server.use(
      handle(placeOrder, ({ body }) => {
        bodies.push(body);
        return ok(makeOrder({ id: 6, orderType: 'Month', payMode: 'Offline' }));
      }),
    );
    renderScreen(<MealOrderScreen />);
    await userEvent.click(await screen.findByRole('radio', { name: '按月订餐' }));
    await userEvent.click(screen.getByRole('radio', { name: '清真餐' }));
    await userEvent.click(screen.getByRole('radio', { name: '线下支付' }));
    expect(await screen.findByText('¥36.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/order/MonthOrderDetail?id=6'));
    expect(bodies[0]).toMatchObject({ orderType: 'Month', mealKind: 'Muslim', payMode: 'Offline' });
    expect(bodies[0]?.month).toMatch(/^\d{4}-\d{2}$/);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a date on leave as on leave, not as ordered', async () => {
    server.use(
      handle(mealMonth, ({ params, query }) =>
        ok(
          makeMonth(params.y, params.m, params.m === 3 ? { 2: 'Leave' } : {}, 1, query.diningType),
        ),
      ),
    );
    renderScreen(<MealOrderScreen />);
    expect(await screen.findByRole('checkbox', { name: '03-02 周一 请假' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: '03-02 周一 已订' })).not.toBeInTheDocument();
  });

  it('never offers a month with no day left to order', async () => {
    const thisMonth = dayjs().format('YYYY-MM');
    const nextMonth = dayjs().add(1, 'month').format('YYYY-MM');
    server.use(
      handle(orderOptions, ({ query }) =>
        ok({
          associatedUserId: 101,
          diningType: query.diningType,
          mealKind: 'Ordinary',
          price: 1500,
          dates: [
            {
              date: '2026-03-03',
              cutOff: '2026-03-02T08:00:00.000Z',
              status: query.month === nextMonth ? 'Closed' : 'Available',
            },
          ],
        }),
      ),
    );
    renderScreen(<MealOrderScreen />);
    await userEvent.click(await screen.findByRole('radio', { name: '按月订餐' }));
    expect(await screen.findByRole('radio', { name: thisMonth })).toBeChecked();
    expect(screen.queryByRole('radio', { name: nextMonth })).not.toBeInTheDocument();
    expect(screen.queryByText('共 0 天')).not.toBeInTheDocument();
    expect(screen.getByText('共 1 天')).toBeInTheDocument();
  });

  it('shows the server message when the meal is already ordered', async () => {
    server.use(handle(placeOrder, () => ({ success: false, message: '该日期已订餐' })));
    renderScreen(<MealOrderScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该日期已订餐');
  });
});

describe('the pay step after ordering (decision 031)', () => {
  const bodies: unknown[] = [];
  beforeEach(() => {
    bodies.length = 0;
    server.use(
      handle(placeOrder, () => ok(makeOrder({ id: 5 }))),
      handle(payOrder, ({ body }) => {
        bodies.push(body);
        return ok(
          body.channel === 'balance'
            ? makePayment(5, { channel: 'balance', status: 'Paid', checkoutUrl: '', amount: 1500 })
            : makePayment(5, { amount: 1200, couponValue: 300 }),
        );
      }),
    );
  });

  async function placeTheOrder() {
    renderScreen(<MealOrderScreen />);
    expect(await screen.findByRole('checkbox', { name: '03-03 周二' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    return screen.findByRole('region', { name: '去支付' });
  }

  it('offers a coupon, shows the price less the coupon and pays the rest online', async () => {
    server.use(handle(couponsOfUser, () => ok([makeCoupon()])));
    const step = await placeTheOrder();
    expect(assign).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(step).getByLabelText('使用优惠券'), '1');
    expect(within(step).getByText('¥12.00')).toBeInTheDocument();
    await userEvent.click(within(step).getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ orderId: 5, couponId: 1 }]);
    expect(assign.mock.calls[0]?.[0]).toContain(
      encodeURIComponent('/#/pages/meal/orangebank?orderId=5'),
    );
  });

  it('pays from the balance and goes straight to the result', async () => {
    server.use(handle(balance, () => ok({ myAmount: 5000 })));
    const step = await placeTheOrder();
    await userEvent.click(within(step).getByRole('button', { name: '余额支付（余额 ¥50.00）' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/meal/orangebank?orderId=5'));
    expect(bodies).toEqual([{ orderId: 5, channel: 'balance' }]);
    expect(assign).not.toHaveBeenCalled();
  });
});
