import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import HomeScreen from '@/screens/index/index';
import { serviceBusiness } from '@/lib/contract/business';
import { BOOT_SNAPSHOT_KEY } from '@/lib/shell/bootSnapshot';
import { mealMonth } from '@/lib/contract/meal';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { type DayStatuses, makeMonth, makeSetting } from '../../setup/factories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

const pad = (n: number) => String(n).padStart(2, '0');

function serveMonth(statuses: DayStatuses, todayDay = 16) {
  const asked: string[] = [];
  server.use(
    handle(mealMonth, ({ params, query, request }) => {
      asked.push(
        `${params.y}-${params.m} ${query.diningType} ${request.headers.get('associatedUser')}`,
      );
      return ok(makeMonth(params.y, params.m, statuses, todayDay, query.diningType));
    }),
  );
  return asked;
}

async function dayButton(day: number) {
  const calendar = await screen.findByRole('grid');
  return within(calendar).findByRole('button', {
    name: new RegExp(`^\\d{4}-\\d{2}-${pad(day)}，`),
  });
}

beforeEach(async () => {
  await signIn();
  at('/pages/index/index');
  server.use(
    handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
  );
});

describe('Home calendar', () => {
  it('gives every date the style and label of its status', async () => {
    serveMonth({
      2: 'Order',
      3: 'Reserve',
      4: 'Leave',
      5: 'CollectivityLeave',
      6: 'Meals',
      9: 'Evaluate',
      10: 'Weekend',
      16: 'Order',
    });
    renderScreen(<HomeScreen />);
    const expectations: [number, string, string][] = [
      [2, 'completed', '已订餐'],
      [3, 'completed', '预订'],
      [4, 'leave', '请假'],
      [5, 'leave', '集体请假'],
      [6, 'awaitComment', '已就餐'],
      [9, 'commented', '已评价'],
      [10, 'blank', '周末'],
      [16, 'today', '已订餐'],
      [20, 'blank', '无安排'],
    ];
    for (const [day, style, label] of expectations) {
      const button = await dayButton(day);
      expect(button).toHaveAttribute('data-style', style);
      expect(button).toHaveAccessibleName(expect.stringContaining(label));
    }
    expect(await dayButton(16)).toHaveAccessibleName(expect.stringContaining('今天'));
    expect(await screen.findByRole('heading', { name: '小明' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '切换孩子' })).toBeInTheDocument();
    // What the next start paints before its scripts (decision 090).
    expect(JSON.parse(localStorage.getItem(BOOT_SNAPSHOT_KEY) ?? 'null')).toMatchObject({
      title: '首页',
      name: '小明',
      switchLabel: '切换孩子',
    });
  });

  it('marks today with no entry neutrally, and today on leave or rated with the today variants', async () => {
    serveMonth({}, 16);
    const { unmount } = renderScreen(<HomeScreen />);
    expect(await dayButton(16)).toHaveAttribute('data-style', 'today');
    unmount();
    serveMonth({ 16: 'Leave' }, 16);
    const second = renderScreen(<HomeScreen />);
    expect(await dayButton(16)).toHaveAttribute('data-style', 'todayleave');
    second.unmount();
    serveMonth({ 16: 'Evaluate' }, 16);
    renderScreen(<HomeScreen />);
    expect(await dayButton(16)).toHaveAttribute('data-style', 'todaycommented');
  });

  it('switches dining type and asks for that month for the selected child', async () => {
    const asked = serveMonth({ 2: 'Order' });
    renderScreen(<HomeScreen />);
    await dayButton(2);
    await userEvent.click(screen.getByRole('radio', { name: '早餐' }));
    await dayButton(2);
    expect(asked.at(-1)).toMatch(/ Breakfast 101$/);
    expect(asked[0]).toMatch(/ Lunch 101$/);
  });

  it('opens the picked day', async () => {
    serveMonth({ 2: 'Order' });
    renderScreen(<HomeScreen />);
    await userEvent.click(await dayButton(2));
    expect(hashNow()).toMatch(/^#\/pages\/meal\/day\?date=\d{4}-\d{2}-02&diningType=Lunch$/);
  });

  it('shows only the functions switched on for a dining type that applies', async () => {
    serveMonth({ 16: 'Order' });
    server.use(
      handle(serviceBusiness, ({ params }) =>
        ok(
          makeSetting({
            diningType: params.diningType,
            applies: params.diningType !== 'Dinner',
            functionalSwitch: { order: true, monthOrder: false, leave: true, evaluate: true },
          }),
        ),
      ),
    );
    renderScreen(<HomeScreen />);
    await dayButton(16);
    await screen.findByRole('button', { name: '按日订餐' });
    const functions = screen.getByRole('navigation', { name: '功能' });
    expect(within(functions).getByRole('button', { name: '按日订餐' })).toBeInTheDocument();
    expect(within(functions).getByRole('button', { name: '请假' })).toBeInTheDocument();
    expect(within(functions).queryByRole('button', { name: '按月订餐' })).not.toBeInTheDocument();
    // Rating needs an eaten meal today.
    expect(within(functions).queryByRole('button', { name: '评价' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '晚餐' }));
    await dayButton(16);
    expect(screen.queryByRole('navigation', { name: '功能' })).not.toBeInTheDocument();
  });

  it('shows no functions offline, where ordering, leave and rating cannot reach the server', async () => {
    serveMonth({ 16: 'Order' });
    server.use(
      handle(serviceBusiness, ({ params }) =>
        ok(
          makeSetting({
            diningType: params.diningType,
            applies: true,
            functionalSwitch: { order: true, monthOrder: true, leave: true, evaluate: true },
          }),
        ),
      ),
    );
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderScreen(<HomeScreen />);
      await dayButton(16);
      expect(await screen.findByText('网络已断开，正在显示离线数据')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: '功能' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '按日订餐' })).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('offers rating when today has been eaten', async () => {
    serveMonth({ 16: 'Meals' });
    renderScreen(<HomeScreen />);
    await dayButton(16);
    await userEvent.click(await screen.findByRole('button', { name: '评价' }));
    expect(hashNow()).toMatch(
      /^#\/pages\/index\/MealEvaluate\?date=\d{4}-\d{2}-16&diningType=Lunch$/,
    );
  });

  it('offers a retry when the month fails to load', async () => {
    server.use(handle(mealMonth, () => fail(503)));
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('shows an offline banner with the time of the data', async () => {
    serveMonth({ 2: 'Order' });
    renderScreen(<HomeScreen />);
    await dayButton(2);
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      const banner = await screen.findByText('网络已断开，正在显示离线数据');
      expect(banner.parentElement).toHaveTextContent(/数据时间：\d{2}-16 \d{2}:00/);
    } finally {
      online.mockRestore();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
    expect(screen.queryByText('网络已断开，正在显示离线数据')).not.toBeInTheDocument();
  });

  it('shows the banner when the worker answered from its saved copy, though the browser says it is online', async () => {
    const copy = { headers: { 'X-Canteen-Offline-Copy': '1' } };
    server.use(
      handle(serviceBusiness, ({ params }) =>
        HttpResponse.json(ok(makeSetting({ diningType: params.diningType })), copy),
      ),
      handle(mealMonth, ({ params, query }) =>
        HttpResponse.json(
          ok(makeMonth(params.y, params.m, { 2: 'Order' }, 16, query.diningType)),
          copy,
        ),
      ),
    );
    renderScreen(<HomeScreen />);
    await dayButton(2);
    expect(window.navigator.onLine).toBe(true);
    const banner = await screen.findByText('网络已断开，正在显示离线数据');
    expect(banner.parentElement).toHaveTextContent(/数据时间：\d{2}-16 \d{2}:00/);

    // The next fresh answer from the network takes the banner away.
    serveMonth({ 2: 'Order' });
    server.use(
      handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
    );
    await userEvent.click(screen.getByRole('button', { name: '下个月' }));
    await waitFor(() =>
      expect(screen.queryByText('网络已断开，正在显示离线数据')).not.toBeInTheDocument(),
    );
  });
});
