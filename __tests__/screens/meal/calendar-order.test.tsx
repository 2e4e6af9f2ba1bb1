import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import MealMonthScreen from '@/screens/meal/month';
import HomeScreen from '@/screens/index/index';
import { serviceBusiness } from '@/lib/contract/business';
import { couponsOfUser } from '@/lib/contract/coupon';
import { mealMonth } from '@/lib/contract/meal';
import {
  orderOptions,
  payOrder,
  placeOrder,
  type OrderableDate,
  type PlaceOrderBody,
} from '@/lib/contract/order';
import { balance } from '@/lib/contract/user';
import { browser } from '@/lib/order/checkout';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeMonth, makeOrder, makePayment, makeSetting } from '../../setup/factories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// The calendar to order from (decision 085), March 2026: the 1st is a Sunday. The 2nd is ordered,
// the 4th ordered then on leave, the 3rd past its cut-off; the day-order window reaches the 27th,
// so the 30th and 31st only a month order takes.

const pad = (n: number) => String(n).padStart(2, '0');

function marchOptions(windowOnly: boolean): OrderableDate[] {
  const dates: OrderableDate[] = [];
  for (let day = 1; day <= 31; day += 1) {
    const date = `2026-03-${pad(day)}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (windowOnly && (day < 3 || day > 27)) continue;
    const cutOff = `2026-03-${pad(Math.max(day - 1, 1))}T08:00:00.000Z`;
    const status =
      weekday === 0 || weekday === 6
        ? 'Weekend'
        : day === 2 || day === 4
          ? 'Ordered'
          : day === 3
            ? 'Closed'
            : 'Available';
    dates.push({ date, cutOff, status });
  }
  return dates;
}

/** Weekdays 5 … 31 of March 2026, open this month. */
const OPEN_IN_MONTH = marchOptions(false).filter((d) => d.status === 'Available').length;

let bodies: PlaceOrderBody[];
let assign: jest.SpyInstance;
beforeEach(async () => {
  at('/pages/meal/month?month=2026-03&diningType=Lunch&mode=order');
  await signIn();
  bodies = [];
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  server.use(
    handle(mealMonth, ({ params, query }) =>
      ok(makeMonth(params.y, params.m, { 2: 'Order', 4: 'Leave' }, 1, query.diningType)),
    ),
    handle(orderOptions, ({ query }) =>
      ok({
        associatedUserId: 101,
        diningType: query.diningType,
        mealKind: 'Ordinary',
        price: 1500,
        dates: marchOptions(!query.month),
      }),
    ),
    handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
    handle(placeOrder, ({ body }) => {
      bodies.push(body);
      return ok(makeOrder({ id: 7, orderType: body.orderType }));
    }),
    handle(payOrder, ({ body }) => ok(makePayment(body.orderId))),
    handle(couponsOfUser, () => ok([])),
    handle(balance, () => ok({ myAmount: 0 })),
  );
});
afterEach(() => assign.mockRestore());

async function day(date: string) {
  const grid = await screen.findByRole('grid');
  return within(grid).findByRole('button', { name: new RegExp(`^${date} `) });
}

function bar() {
  return screen.getByRole('button', { name: '去下单' }).parentElement as HTMLElement;
}

describe('The calendar to order from', () => {
  it('says what each day offers, with its weekday: open with its cut-off, ordered, on leave, closed', async () => {
    renderScreen(<MealMonthScreen />);
    expect(await day('2026-03-05')).toHaveAccessibleName(
      /^2026-03-05 周四，可订，截止 3月4日 \d\d:00$/,
    );
    expect(await day('2026-03-02')).toHaveAccessibleName(/^2026-03-02 周一，已订$/);
    // The options say Ordered for the 4th; the meal calendar says it is on leave.
    expect(await day('2026-03-04')).toHaveAccessibleName(/^2026-03-04 周三，请假$/);
    expect(await day('2026-03-04')).not.toHaveTextContent('已订');
    expect(await day('2026-03-04')).toHaveTextContent('请假');
    expect(await day('2026-03-30')).toHaveAccessibleName(/按月可订/);
    const header = within(screen.getByRole('grid')).getAllByRole('columnheader');
    expect(header.map((cell) => cell.textContent)).toEqual([
      '一',
      '二',
      '三',
      '四',
      '五',
      '六',
      '日',
    ]);
  });

  it('says why a day past its cut-off cannot be picked', async () => {
    renderScreen(<MealMonthScreen />);
    const closed = await day('2026-03-03');
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(closed);
    expect(screen.getByRole('status')).toHaveTextContent(/^03-03 周二：已于 3月2日 \d\d:00 截止$/);
    expect(closed).not.toHaveAttribute('aria-pressed', 'true');
    expect(bar()).toHaveTextContent('已选 0 天 · 合计 ¥0.00');
  });

  it('picks days and every Monday, shows the total, and orders and pays them in one flow', async () => {
    renderScreen(<MealMonthScreen />);
    await userEvent.click(await day('2026-03-05'));
    await userEvent.click(await day('2026-03-06'));
    expect(await day('2026-03-05')).toHaveAttribute('aria-pressed', 'true');
    expect(bar()).toHaveTextContent('已选 2 天 · 合计 ¥30.00');
    expect(bar()).toHaveTextContent('周四 03-05 可订，截止 3月4日');
    // Mondays open to a day order: the 9th, 16th and 23rd (the 2nd is ordered, the 30th too far).
    await userEvent.click(screen.getByRole('button', { name: '每周一' }));
    expect(bar()).toHaveTextContent('已选 5 天 · 合计 ¥75.00');
    expect(await day('2026-03-30')).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: '去下单' }));
    const review = await screen.findByRole('region', { name: '确认订餐' });
    expect(review).toHaveTextContent('03-05 周四');
    expect(review).toHaveTextContent('03-09 周一');
    expect(review).toHaveTextContent('¥75.00');
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        associatedUserId: 101,
        orderType: 'Day',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dates: ['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-16', '2026-03-23'],
        payMode: 'Online',
      },
    ]);
  });

  it('orders the whole month as a month order at the options’ price', async () => {
    renderScreen(<MealMonthScreen />);
    await day('2026-03-05');
    await userEvent.click(screen.getByRole('button', { name: '整月' }));
    expect(bar()).toHaveTextContent(
      `整月 ${OPEN_IN_MONTH} 天 · 合计 ¥${(OPEN_IN_MONTH * 15).toFixed(2)}`,
    );
    expect(await day('2026-03-31')).toHaveAttribute('aria-pressed', 'true');
    expect(await day('2026-03-04')).not.toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '去下单' }));
    await userEvent.click(await screen.findByRole('radio', { name: '线下支付' }));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/order/MonthOrderDetail?id=7'));
    expect(bodies).toEqual([
      {
        associatedUserId: 101,
        orderType: 'Month',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        month: '2026-03',
        payMode: 'Offline',
      },
    ]);
  });

  it('shows a week with each day’s weekday and cut-off in full', async () => {
    renderScreen(<MealMonthScreen />);
    await day('2026-03-05');
    await userEvent.click(screen.getByRole('button', { name: '周' }));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('03-02 周一 至 03-08 周日');
    const thursday = screen.getByRole('button', { name: /^2026-03-05 周四/ });
    expect(thursday).toHaveTextContent(/周四 03-05可订，截止 3月4日 \d\d:00/);
    await userEvent.click(thursday);
    await userEvent.click(screen.getByRole('button', { name: '下一周' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('03-09 周一 至 03-15 周日');
    expect(bar()).toHaveTextContent('已选 1 天');
  });
});

describe('Home’s order buttons', () => {
  it('open the calendar to order from, 按月订餐 at next month', async () => {
    at('/pages/index/index');
    renderScreen(<HomeScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '按日订餐' }));
    expect(hashNow()).toBe('#/pages/meal/month?diningType=Lunch&mode=order');
    await userEvent.click(screen.getByRole('button', { name: '按月订餐' }));
    // The home calendar shows the device's month; the month order starts at the next one.
    const next = dayjs().add(1, 'month').format('YYYY-MM');
    expect(hashNow()).toBe(`#/pages/meal/month?diningType=Lunch&mode=order&month=${next}`);
  });
});
