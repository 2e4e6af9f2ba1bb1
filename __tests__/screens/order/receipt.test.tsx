import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrderOrangebankScreen from '@/screens/order/orangebank';
import DayOrderDetailScreen from '@/screens/order/DayOrderDetail';
import OrdersScreen from '@/screens/order/index';
import AccountDetailsScreen from '@/screens/my/AccountDetails';
import PrepaymentOrangebankScreen from '@/screens/prepayment/orangebank';
import { couponsOfUser } from '@/lib/contract/coupon';
import {
  orderDetail,
  orderQuery,
  ordersOfUser,
  payOrder,
  type Order,
  type OrderQuery,
} from '@/lib/contract/order';
import { purchasePaying } from '@/lib/contract/prepayment';
import { account, balance } from '@/lib/contract/user';
import { browser } from '@/lib/order/checkout';
import { setLocale } from '@/lib/i18n';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeOrder, makePayment, page } from '../../setup/factories';
import { makePurchase } from '../../setup/moneyFactories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// Decision 072: a ¥36 order paid ¥31 with a ¥5 coupon reads the same on the result page, the
// detail and the Orders card; the balance details read it as that payment; a failed payment
// looks failed and offers to pay again.

const paidWithCoupon: Order = makeOrder({
  id: 1,
  amount: 3600,
  orderStatus: 'Pay',
  payStatus: 'Pay',
  paidAt: '2026-03-01T09:00:00.000Z',
  receipt: {
    price: 3600,
    discounts: [{ kind: 'coupon', name: '开学券', amount: 500 }],
    paid: 3100,
    method: 'wechat',
    paidAt: '2026-03-01T09:00:00.000Z',
  },
});
const paidQuery: OrderQuery = {
  orderId: 1,
  orderStatus: 'Pay',
  payStatus: 'Pay',
  paymentStatus: 'Paid',
};
const declinedQuery: OrderQuery = {
  orderId: 1,
  orderStatus: 'UnPay',
  payStatus: 'UnPay',
  paymentStatus: 'Declined',
};

function receiptRows(list: HTMLElement): string[] {
  return [...list.querySelectorAll('div')].map((row) => row.textContent ?? '');
}

beforeEach(async () => {
  await signIn();
});
afterEach(async () => {
  await setLocale('zh-CN');
});

describe('the receipt on the three screens', () => {
  it('the result page: success, the receipt, and 查看订单 opens that order', async () => {
    at('/pages/order/orangebank?orderId=1');
    server.use(
      handle(orderDetail, () => ok(paidWithCoupon)),
      handle(orderQuery, () => ok(paidQuery)),
    );
    renderScreen(<OrderOrangebankScreen />);
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(screen.getByText('支付成功').closest('section')).toHaveAttribute(
      'data-outcome',
      'success',
    );
    const list = await screen.findByLabelText('支付明细');
    expect(receiptRows(list)).toEqual([
      '订单金额¥36.00',
      '优惠券 · 开学券-¥5.00',
      '实付金额¥31.00',
      '支付方式微信支付',
      expect.stringMatching(/^支付时间/),
    ]);
    expect(screen.queryByRole('button', { name: '重新支付' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/order/DayOrderDetail?id=1'));
  });

  it('the order detail shows the same receipt', async () => {
    at('/pages/order/DayOrderDetail?id=1');
    server.use(handle(orderDetail, () => ok(paidWithCoupon)));
    renderScreen(<DayOrderDetailScreen />);
    const list = await screen.findByLabelText('支付明细');
    expect(receiptRows(list).slice(0, 4)).toEqual([
      '订单金额¥36.00',
      '优惠券 · 开学券-¥5.00',
      '实付金额¥31.00',
      '支付方式微信支付',
    ]);
  });

  it('the Orders card shows the same receipt', async () => {
    at('/pages/order/index');
    server.use(
      handle(ordersOfUser, ({ params, query }) =>
        ok(page(params.userId === 101 && query.page === 0 ? [paidWithCoupon] : [], 0)),
      ),
      handle(couponsOfUser, () => ok([])),
      handle(balance, () => ok({ myAmount: 0 })),
    );
    renderScreen(<OrdersScreen />);
    const card = await screen.findByRole('article', {
      name: `订单号：${paidWithCoupon.orderId}`,
    });
    const list = within(card).getByLabelText('支付明细');
    expect(receiptRows(list).slice(0, 4)).toEqual([
      '订单金额¥36.00',
      '优惠券 · 开学券-¥5.00',
      '实付金额¥31.00',
      '支付方式微信支付',
    ]);
  });

  it('in English too', async () => {
    await setLocale('en');
    at('/pages/order/DayOrderDetail?id=1');
    server.use(handle(orderDetail, () => ok(paidWithCoupon)));
    renderScreen(<DayOrderDetailScreen />);
    const list = await screen.findByLabelText('Receipt');
    expect(receiptRows(list).slice(0, 4)).toEqual([
      'Price¥36.00',
      'Coupon · 开学券-¥5.00',
      'Paid¥31.00',
      'Paid withWeChat Pay',
    ]);
  });
});

describe('a failed payment', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('looks failed and pays the same order again, once per press', async () => {
    at('/pages/order/orangebank?orderId=1');
    const unpaid = makeOrder({ id: 1, amount: 3600 });
    const started: number[] = [];
    server.use(
      handle(orderDetail, () => ok(unpaid)),
      handle(orderQuery, () => ok(declinedQuery)),
      handle(payOrder, ({ body }) => {
        started.push(body.orderId);
        return ok(makePayment(1, { amount: 3600 }));
      }),
    );
    renderScreen(<OrderOrangebankScreen />);
    const status = await screen.findByText('支付未成功');
    expect(status.closest('section')).toHaveAttribute('data-outcome', 'failure');
    expect(screen.queryByText('支付成功')).not.toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: '重新支付' });
    await userEvent.click(retry);
    await userEvent.click(retry);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(started).toEqual([1]);
  });

  it('a declined package payment looks failed and offers to pay again', async () => {
    at(
      '/pages/prepayment/orangebank?prepaymentId=4&associatedUserId=101&amount=48000&purchaseId=31',
    );
    server.use(
      handle(purchasePaying, () =>
        ok({ purchase: makePurchase({ status: 'Cancel' }), paymentStatus: 'Declined' }),
      ),
    );
    renderScreen(<PrepaymentOrangebankScreen />);
    const heading = await screen.findByRole('heading', { name: '支付未完成' });
    expect(heading.closest('section')).toHaveAttribute('data-outcome', 'failure');
    await userEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(hashNow()).toMatch(/^#\/pages\/prepayment\/detail\?/));
    expect(hashNow()).toContain('prepaymentId=4');
    expect(hashNow()).not.toContain('purchaseId');
  });
});

it('the balance details read an online payment as that payment, the coupon as its discount', async () => {
  at('/pages/my/AccountDetails');
  server.use(
    handle(balance, () => ok({ myAmount: 2000 })),
    handle(account, () =>
      ok({
        myAmount: 2000,
        amountDetails: {
          content: [
            {
              id: 9,
              type: 'OrderDay' as const,
              amount: -3100,
              remark: null,
              createdAt: '2026-03-01T09:00:00.000Z',
              method: 'wechat' as const,
              discount: 500,
            },
          ],
          page: 0,
          size: 20,
          total: 1,
        },
      }),
    ),
  );
  renderScreen(<AccountDetailsScreen />);
  const row = await screen.findByRole('listitem', { name: '按天订餐' });
  expect(row).toHaveTextContent('微信支付 · 按天订餐');
  expect(row).toHaveTextContent('-¥31.00');
  expect(row).toHaveTextContent('已优惠 ¥5.00');
  expect(row).toHaveTextContent('未使用余额');
  expect(screen.queryByText('充值')).not.toBeInTheDocument();
  expect(screen.queryByText('优惠补贴')).not.toBeInTheDocument();
});
