import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import OrdersScreen from '@/screens/order/index';
import { couponsOfUser } from '@/lib/contract/coupon';
import { cancelOrder, ordersOfUser, payOrder } from '@/lib/contract/order';
import { balance } from '@/lib/contract/user';
import { browser } from '@/lib/order/checkout';
import { setLocale } from '@/lib/i18n';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeOrder, makePayment, page } from '../../setup/factories';
import { makeCoupon } from '../../setup/moneyFactories';
import {
  TOKEN,
  at,
  hashNow,
  recordLogoutCalls,
  renderScreen,
  signIn,
} from '../../setup/test-utils';

const unpaid = makeOrder({ id: 1 });
const paid = makeOrder({
  id: 2,
  orderStatus: 'Pay',
  payStatus: 'Pay',
  paidAt: '2026-03-01T09:00:00.000Z',
});

let assign: jest.SpyInstance;
beforeEach(async () => {
  at('/pages/order/index');
  await signIn();
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  server.use(
    // 小明 (101) has the two orders; 小红 (102) none.
    handle(ordersOfUser, ({ params, query }) =>
      ok(page(params.userId === 101 && query.page === 0 ? [unpaid, paid] : [], query.page)),
    ),
    // No coupon and no balance: paying is the online checkout only, unless a test says otherwise.
    handle(couponsOfUser, () => ok([])),
    handle(balance, () => ok({ myAmount: 0 })),
  );
});
afterEach(() => assign.mockRestore());

function card(orderNo: string) {
  return screen.findByRole('article', { name: `订单号：${orderNo}` });
}

async function confirmDialog() {
  await userEvent.click(await screen.findByRole('button', { name: '确定' }));
}

describe('Orders tab', () => {
  it('is titled 订单 and, as a tab page, has no back button', async () => {
    renderScreen(<OrdersScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '订单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    expect(await card(unpaid.orderId)).toBeInTheDocument();
  });

  it('lists day orders with their status and amount', async () => {
    renderScreen(<OrdersScreen />);
    const first = await card(unpaid.orderId);
    expect(within(first).getByText('待支付')).toBeInTheDocument();
    expect(within(first).getByText('¥15.00')).toBeInTheDocument();
    expect(within(await card(paid.orderId)).getByText('已支付')).toBeInTheDocument();
  });

  it('labels each card by its order number, in the active language', async () => {
    const { unmount } = renderScreen(<OrdersScreen />);
    expect(within(await card(unpaid.orderId)).getByText('订单号：')).toBeInTheDocument();
    unmount();
    await setLocale('en');
    try {
      renderScreen(<OrdersScreen />);
      const english = await screen.findByRole('article', { name: `Order ${unpaid.orderId}` });
      expect(within(english).getByText('Order no.')).toBeInTheDocument();
    } finally {
      await setLocale('zh-CN');
    }
  });

  it('a failed load leaves the list quiet with a retry that loads it', async () => {
    let calls = 0;
    server.use(
      handle(ordersOfUser, ({ params, query }) => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false }, { status: 500 });
        return ok(
          page(params.userId === 101 && query.page === 0 ? [unpaid, paid] : [], query.page),
        );
      }),
    );
    renderScreen(<OrdersScreen />);
    // Not a lone 重试: the line above it says what failed and what to do.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '订单没有加载出来，请检查网络后点重试',
    );
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await card(unpaid.orderId)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a cancelled UnPay order in place, marked 已取消 with a word, until the list is read again', async () => {
    server.use(handle(cancelOrder, () => ok({ deleted: true, order: null, credited: 0 })));
    renderScreen(<OrdersScreen />);
    await userEvent.click(within(await card(unpaid.orderId)).getByRole('button', { name: '退订' }));
    await confirmDialog();
    const cancelled = await card(unpaid.orderId);
    expect(await within(cancelled).findByText('已取消')).toBeInTheDocument();
    expect(within(cancelled).getByRole('status')).toHaveTextContent(
      '未付款的订单已取消，没有扣费；刷新后不再显示',
    );
    expect(within(cancelled).queryByText('待支付')).not.toBeInTheDocument();
    // Only the card's own link is left: no pay, no cancel.
    expect(within(cancelled).getAllByRole('button')).toHaveLength(1);
    expect(await card(paid.orderId)).toBeInTheDocument();
  });

  it('sets a paid order to Unsubscribe and shows the credit', async () => {
    const after = { ...paid, orderStatus: 'Unsubscribe' as const, refundedAmount: 1500 };
    server.use(handle(cancelOrder, () => ok({ deleted: false, order: after, credited: 1500 })));
    renderScreen(<OrdersScreen />);
    await userEvent.click(within(await card(paid.orderId)).getByRole('button', { name: '退订' }));
    await confirmDialog();
    // Re-queried on every try: the list re-renders the card when the cancel lands.
    const paidCard = () => screen.getByRole('article', { name: `订单号：${paid.orderId}` });
    await waitFor(() => expect(within(paidCard()).getByText('已退订')).toBeInTheDocument());
    const cancelled = paidCard();
    expect(within(cancelled).getByText('已退回余额')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: '退订' })).not.toBeInTheDocument();
  });

  it('shows the response message when a cancel answers without success', async () => {
    server.use(handle(cancelOrder, () => ({ success: false, message: '已过退订截止时间' })));
    renderScreen(<OrdersScreen />);
    await userEvent.click(within(await card(paid.orderId)).getByRole('button', { name: '退订' }));
    await confirmDialog();
    expect(await screen.findByText('已过退订截止时间')).toBeInTheDocument();
    expect(within(await card(paid.orderId)).getByText('已支付')).toBeInTheDocument();
  });

  it('starts one payment when pay is pressed twice fast, and goes to the checkout', async () => {
    const keys: (string | null)[] = [];
    server.use(
      handle(payOrder, async ({ request, body }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        await delay(50);
        return ok(makePayment(body.orderId));
      }),
    );
    renderScreen(<OrdersScreen />);
    const button = within(await card(unpaid.orderId)).getByRole('button', { name: '去支付' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(1);
    expect(assign.mock.calls[0]?.[0]).toBe(
      `http://localhost/sandbox/pay/901?return=${encodeURIComponent('/#/pages/order/orangebank?orderId=1')}`,
    );
  });

  it('reuses the idempotency key when a failed payment is retried', async () => {
    const keys: (string | null)[] = [];
    server.use(
      handle(payOrder, ({ request, body }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? HttpResponse.error() : ok(makePayment(body.orderId));
      }),
    );
    renderScreen(<OrdersScreen />);
    const button = within(await card(unpaid.orderId)).getByRole('button', { name: '去支付' });
    await userEvent.click(button);
    expect(await screen.findByText('拉起支付失败，请重试！')).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a 401 toasts 身份过期，请重新登录 and lands on the login page (docs/product.md, "Errors and messages")', async () => {
    const logoutCalls = recordLogoutCalls();
    server.use(handle(cancelOrder, () => fail(401)));
    renderScreen(<OrdersScreen />);
    await userEvent.click(within(await card(paid.orderId)).getByRole('button', { name: '退订' }));
    await confirmDialog();
    expect(await screen.findByText('身份过期，请重新登录')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login'));
    expect(logoutCalls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });
});

describe('paying from the card with a coupon or the balance (decision 031)', () => {
  const bodies: unknown[] = [];
  beforeEach(() => {
    bodies.length = 0;
    server.use(
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

  it('shows the price less the coupon and pays the rest online', async () => {
    renderScreen(<OrdersScreen />);
    const first = await card(unpaid.orderId);
    const select = await within(first).findByLabelText('使用优惠券');
    expect(within(first).queryByRole('option', { name: /大额券/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '1');
    expect(within(first).getByText('¥12.00')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ orderId: 1, couponId: 1 }]);
    expect(assign.mock.calls[0]?.[0]).toContain(
      encodeURIComponent('/#/pages/order/orangebank?orderId=1'),
    );
  });

  it('pays from the balance and goes straight to the result', async () => {
    renderScreen(<OrdersScreen />);
    const first = await card(unpaid.orderId);
    await userEvent.click(
      await within(first).findByRole('button', { name: '余额支付（余额 ¥50.00）' }),
    );
    await waitFor(() => expect(hashNow()).toBe('#/pages/order/orangebank?orderId=1'));
    expect(bodies).toEqual([{ orderId: 1, channel: 'balance' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers no choice on a paid order', async () => {
    renderScreen(<OrdersScreen />);
    const second = await card(paid.orderId);
    await within(await card(unpaid.orderId)).findByLabelText('使用优惠券');
    expect(within(second).queryByLabelText('使用优惠券')).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /余额支付/ })).not.toBeInTheDocument();
  });
});

describe('Orders tab across children (decision 087)', () => {
  // 小明 (101): a day order made on 1 Mar; 小红 (102): a month order made later, and an older one.
  const mingDay = makeOrder({
    id: 11,
    createdAt: '2026-03-01T08:00:00.000Z',
    dayOrderDetails: [
      {
        id: 110,
        mealsDate: '2026-11-30',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        price: 1500,
        state: 'Order',
      },
    ],
  });
  const december = Array.from({ length: 22 }, (_, i) => ({
    id: 200 + i,
    mealsDate: `2026-12-${String([1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 28, 29, 31][i]).padStart(2, '0')}`,
    diningType: 'Lunch' as const,
    mealKind: 'Ordinary' as const,
    price: 1500,
    state: 'Order' as const,
  }));
  const hongMonth = makeOrder({
    id: 12,
    orderType: 'Month',
    associatedUserId: 102,
    userName: '小红',
    amount: 33000,
    createdAt: '2026-03-02T08:00:00.000Z',
    dayOrderDetails: december,
    monthOrderDetail: { month: '2026-12', days: 22, unitPrice: 1500, amount: 33000 },
  });
  const hongOld = makeOrder({
    id: 13,
    associatedUserId: 102,
    userName: '小红',
    createdAt: '2026-02-01T08:00:00.000Z',
  });

  function answer(byChild: Record<number, ReturnType<typeof makeOrder>[]>) {
    const asked: string[] = [];
    server.use(
      handle(ordersOfUser, ({ params, query }) => {
        asked.push(`${params.userId}:${query.page}:${query.size}`);
        const all = byChild[params.userId] ?? [];
        return ok(
          page(all.slice(query.page * query.size, (query.page + 1) * query.size), query.page),
        );
      }),
    );
    return asked;
  }

  function titles() {
    return screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
  }

  it('lists every child in one list, newest first, each card naming the child and its dates', async () => {
    const asked = answer({ 101: [mingDay], 102: [hongMonth, hongOld] });
    renderScreen(<OrdersScreen />);
    await screen.findByRole('article', { name: `订单号：${hongOld.orderId}` });
    expect(titles()).toEqual([
      '小红 · 月订单 · 午餐待支付',
      '小明 · 日订单 · 午餐待支付',
      '小红 · 日订单 · 午餐待支付',
    ]);
    const month = screen.getByRole('article', { name: `订单号：${hongMonth.orderId}` });
    expect(within(month).getByText('12月1日–31日 · 22 天')).toBeInTheDocument();
    const day = screen.getByRole('article', { name: `订单号：${mingDay.orderId}` });
    expect(within(day).getByText('11月30日（周一）')).toBeInTheDocument();
    // The spec's page size, per child, from page 0.
    expect(asked.sort()).toEqual(['101:0:10', '102:0:10']);
  });

  it('says the dates in English', async () => {
    answer({ 101: [mingDay], 102: [hongMonth] });
    await setLocale('en');
    try {
      renderScreen(<OrdersScreen />);
      const month = await screen.findByRole('article', { name: `Order ${hongMonth.orderId}` });
      expect(within(month).getByText('1–31 Dec · 22 days')).toBeInTheDocument();
      const day = screen.getByRole('article', { name: `Order ${mingDay.orderId}` });
      expect(within(day).getByText('Mon 30 Nov')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'All children' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    } finally {
      await setLocale('zh-CN');
    }
  });

  it('filters by child and back to all', async () => {
    answer({ 101: [mingDay], 102: [hongMonth, hongOld] });
    renderScreen(<OrdersScreen />);
    await screen.findByRole('article', { name: `订单号：${hongOld.orderId}` });
    const filter = screen.getByRole('group', { name: '按孩子查看订单' });
    await userEvent.click(within(filter).getByRole('button', { name: '小明' }));
    expect(within(filter).getByRole('button', { name: '小明' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(titles()).toEqual(['小明 · 日订单 · 午餐待支付']));
    await userEvent.click(within(filter).getByRole('button', { name: '全部孩子' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('pages the merged list ten at a time with load-more', async () => {
    const many = (child: number, name: string, from: number) =>
      Array.from({ length: 8 }, (_, i) =>
        makeOrder({
          id: from + i,
          associatedUserId: child,
          userName: name,
          // Interleaved: 小明 at even hours, 小红 at odd ones, newest first.
          createdAt: `2026-03-01T${String(20 - 2 * i - (child === 102 ? 1 : 0)).padStart(2, '0')}:00:00.000Z`,
        }),
      );
    answer({ 101: many(101, '小明', 100), 102: many(102, '小红', 200) });
    renderScreen(<OrdersScreen />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(
      titles()
        .slice(0, 3)
        .map((title) => title?.slice(0, 2)),
    ).toEqual(['小明', '小红', '小明']);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(16));
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  it('an empty list leads to ordering: a button to the meal month calendar', async () => {
    answer({});
    renderScreen(<OrdersScreen />);
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去订餐' }));
    await waitFor(() => expect(hashNow()).toMatch(/^#\/pages\/meal\/month/));
  });

  it('a filtered empty list names the child', async () => {
    answer({ 101: [mingDay] });
    renderScreen(<OrdersScreen />);
    await screen.findByRole('article', { name: `订单号：${mingDay.orderId}` });
    await userEvent.click(screen.getByRole('button', { name: '小红' }));
    expect(await screen.findByText('小红暂无订单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去订餐' })).toBeInTheDocument();
  });
});
