import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DayOrderDetailScreen from '@/screens/order/DayOrderDetail';
import PrepaymentMultipleDisparkScreen from '@/screens/prepayment/detail/multiple/dispark';
import PrepaymentMultiplePayScreen from '@/screens/prepayment/detail/multiple/pay';
import { couponsOfUser } from '@/lib/contract/coupon';
import { orderDetail, orderOptions, payOrder } from '@/lib/contract/order';
import { multipleMealsPayCost, prepaymentDiscount } from '@/lib/contract/prepayment';
import { balance } from '@/lib/contract/user';
import { browser } from '@/lib/order/checkout';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeOrder, makePayment } from '../../setup/factories';
import { makeCoupon, makeModel, makePrepayment, makePurchase } from '../../setup/moneyFactories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

let assign: jest.SpyInstance;
beforeEach(async () => {
  await signIn();
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('paying an order with a coupon or the balance', () => {
  const bodies: unknown[] = [];
  beforeEach(() => {
    bodies.length = 0;
    at('/pages/order/DayOrderDetail?id=1');
    server.use(
      handle(orderDetail, () => ok(makeOrder())),
      handle(couponsOfUser, () =>
        ok([makeCoupon(), makeCoupon({ id: 2, name: '大额券', minOrderAmount: 5000 })]),
      ),
      handle(balance, () => ok({ myAmount: 5000 })),
      handle(payOrder, ({ body }) => {
        bodies.push(body);
        return ok(
          body.channel === 'balance'
            ? makePayment(1, { channel: 'balance', status: 'Paid', checkoutUrl: '', amount: 1200 })
            : makePayment(1, { amount: 1200, couponValue: 300 }),
        );
      }),
    );
  });

  it('offers only the coupons the order qualifies for and shows what is paid', async () => {
    renderScreen(<DayOrderDetailScreen />);
    const select = await screen.findByLabelText('使用优惠券');
    expect(screen.queryByRole('option', { name: /大额券/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '1');
    expect(screen.getByText('¥12.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ orderId: 1, couponId: 1 }]);
  });

  it('pays from the balance and goes straight to the result', async () => {
    renderScreen(<DayOrderDetailScreen />);
    await userEvent.selectOptions(await screen.findByLabelText('使用优惠券'), '1');
    await userEvent.click(screen.getByRole('button', { name: '余额支付（余额 ¥50.00）' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/order/orangebank?orderId=1'));
    expect(bodies).toEqual([{ orderId: 1, channel: 'balance', couponId: 1 }]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('a multiple-meal package', () => {
  const multiple = makePrepayment({
    id: 2,
    name: '多餐次套餐',
    orderPaymentType: 'DisparkMultipleMeals',
    discountRate: 90,
  });

  it('offers the days every chosen meal is open and goes on with them', async () => {
    at('/pages/prepayment/detail/multiple/dispark?prepaymentId=2&associatedUserId=101');
    server.use(
      handle(prepaymentDiscount, () => ok(makeModel(multiple))),
      handle(orderOptions, ({ query }) =>
        ok({
          associatedUserId: 101,
          diningType: query.diningType,
          mealKind: 'Ordinary',
          price: 500,
          dates: [
            { date: '2026-03-09', cutOff: '2026-03-08T08:00:00.000Z', status: 'Available' },
            {
              date: '2026-03-10',
              cutOff: '2026-03-09T08:00:00.000Z',
              status: query.diningType === 'Lunch' ? 'Ordered' : 'Available',
            },
          ],
        }),
      ),
    );
    renderScreen(<PrepaymentMultipleDisparkScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /早餐/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /午餐/ }));
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: '2026-03-10' })).not.toBeInTheDocument(),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: '2026-03-09' }));
    expect(screen.getByText('¥20.00')).toBeInTheDocument();
    expect(screen.getByText('¥18.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(hashNow()).toBe(
        '#/pages/prepayment/detail/multiple/pay?prepaymentId=2&associatedUserId=101&diningTypes=Breakfast%2CLunch&dates=2026-03-09',
      ),
    );
  });

  it('pays the chosen meals', async () => {
    at(
      '/pages/prepayment/detail/multiple/pay?prepaymentId=2&associatedUserId=101&diningTypes=Breakfast%2CLunch&dates=2026-03-09',
    );
    const bodies: unknown[] = [];
    server.use(
      handle(prepaymentDiscount, () => ok(makeModel(multiple))),
      handle(multipleMealsPayCost, ({ body }) => {
        bodies.push(body);
        return ok({ purchase: makePurchase({ id: 40 }), payment: makePayment(0) });
      }),
    );
    renderScreen(<PrepaymentMultiplePayScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '立即缴费' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        prepaymentId: 2,
        associatedUserId: 101,
        diningTypes: ['Breakfast', 'Lunch'],
        dates: ['2026-03-09'],
      },
    ]);
  });
});
