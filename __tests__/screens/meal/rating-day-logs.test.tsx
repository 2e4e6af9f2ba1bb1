import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { render } from '@testing-library/react';
import MealEvaluateScreen from '@/screens/index/MealEvaluate';
import MealDayScreen from '@/screens/meal/day';
import MealMonthScreen from '@/screens/meal/month';
import MealLogsScreen from '@/screens/my/MealLogs';
import { setLocale } from '@/lib/i18n';
import { serviceBusiness } from '@/lib/contract/business';
import {
  mealBox,
  mealCommentItems,
  mealCommentOf,
  mealDay,
  mealLogs,
  mealMonth,
  rateMeal,
  type MealComment,
} from '@/lib/contract/meal';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { commentItems, lunchBox, makeMonth, makeSetting } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

beforeEach(async () => {
  await signIn();
  server.use(
    handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
  );
});

const ratedComment: MealComment = {
  id: 9,
  mealsDate: '2026-03-13',
  diningType: 'Lunch',
  createdAt: '2026-03-16T02:00:00.000Z',
  items: commentItems.map((item) => ({
    ...item,
    mealCommentIndices: item.mealCommentIndices.map((index) => ({
      ...index,
      isActive: index.id === 4 || index.id === 13,
    })),
  })),
};

/** The month screen and the rating screen side by side in one SWR cache, as in the app. */
function renderMonthAndRating() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MealMonthScreen />
      <MealEvaluateScreen />
    </SWRConfig>,
  );
}

async function day13() {
  const calendar = await screen.findByRole('grid');
  return within(calendar).findByRole('button', { name: /^2026-03-13，/ });
}

describe('MealEvaluate', () => {
  beforeEach(() => {
    at('/pages/index/MealEvaluate?date=2026-03-13&diningType=Lunch&month=2026-03');
    server.use(
      handle(mealMonth, ({ params }) => ok(makeMonth(params.y, params.m, { 13: 'Meals' }))),
      handle(mealCommentItems, () => ok(commentItems)),
      handle(mealCommentOf, () => ok(null)),
    );
  });

  it('rates through the indicators; on success the day becomes commented, and the month is read again', async () => {
    let sent: unknown;
    let monthReads = 0;
    server.use(
      handle(rateMeal, ({ body }) => {
        sent = body;
        return ok(ratedComment);
      }),
      // The server's month, which shows the day rated once the rating is saved.
      handle(mealMonth, ({ params }) => {
        monthReads += 1;
        return ok(makeMonth(params.y, params.m, { 13: sent ? 'Evaluate' : 'Meals' }));
      }),
    );
    renderMonthAndRating();
    expect(await day13()).toHaveAttribute('data-style', 'awaitComment');
    const overall = screen.getByRole('group', { name: '总体评价' });
    await userEvent.click(within(overall).getByRole('button', { name: '4星' }));
    expect(within(overall).getByRole('button', { name: '4星' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Pre-selected by isActive.
    expect(screen.getByRole('button', { name: '适中' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: '其他意见' }), '米饭有点硬');
    const readsBeforeRating = monthReads;
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('评价成功')).toBeInTheDocument();
    expect(await day13()).toHaveAttribute('data-style', 'commented');
    expect(await day13()).toHaveAccessibleName('2026-03-13，已评价');
    // Read again after the rating, so the service worker's offline copy shows it too.
    await waitFor(() => expect(monthReads).toBeGreaterThan(readsBeforeRating));
    expect(await day13()).toHaveAttribute('data-style', 'commented');
    expect(sent).toEqual({
      mealsDate: '2026-03-13',
      diningType: 'Lunch',
      items: [
        { itemId: 1, indexIds: [4] },
        { itemId: 2, indexIds: [13] },
        { itemId: 4, indexIds: [], content: '米饭有点硬' },
      ],
    });
  });

  it('says why a rating failed and what to do, and leaves the calendar as it was', async () => {
    server.use(handle(rateMeal, () => fail(409, '该餐已评价', 'ALREADY_RATED')));
    renderMonthAndRating();
    await day13();
    await userEvent.click(screen.getByRole('button', { name: '5星' }));
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('这一餐已经评价过了')).toBeInTheDocument();
    expect(screen.queryByText('服务调用失败')).not.toBeInTheDocument();
    expect(await day13()).toHaveAttribute('data-style', 'awaitComment');
  });

  it('asks for the overall rating before sending an empty one', async () => {
    let sent = 0;
    server.use(handle(rateMeal, () => ((sent += 1), fail(400, '请选择总体评价', 'INVALID_INPUT'))));
    renderMonthAndRating();
    await day13();
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先选择总体评价，再提交');
    expect(sent).toBe(0);
    // Choosing a star clears it.
    await userEvent.click(screen.getByRole('button', { name: '4星' }));
    expect(screen.queryByText('请先选择总体评价，再提交')).not.toBeInTheDocument();
  });

  it('shows a rated meal read-only', async () => {
    server.use(handle(mealCommentOf, () => ok(ratedComment)));
    renderScreen(<MealEvaluateScreen />);
    expect(await screen.findByText('该餐已评价')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4星' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '4星' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交评价' })).not.toBeInTheDocument();
  });
});

describe('Meal day', () => {
  it('shows the meal kind and each dish with weight and allergens, saying when none are recorded', async () => {
    at('/pages/meal/day?date=2026-03-13&diningType=Lunch');
    server.use(
      handle(mealDay, () =>
        ok([
          {
            mealsDate: '2026-03-13',
            diningType: 'Breakfast',
            mealAxisStatus: 'UnOrder',
            mealBoxId: 12,
          },
          { mealsDate: '2026-03-13', diningType: 'Lunch', mealAxisStatus: 'Meals', mealBoxId: 13 },
        ]),
      ),
      handle(mealBox, ({ params, query }) =>
        params.id === 13 && query.diningType === 'Lunch' ? ok(lunchBox) : fail(404, '资源不存在'),
      ),
    );
    renderScreen(<MealDayScreen />);
    expect(await screen.findByText('餐别：清真餐')).toBeInTheDocument();
    const rice = screen.getByText('米饭').closest('li')!;
    expect(within(rice).getByText('200克')).toBeInTheDocument();
    expect(within(rice).getByText('无过敏原')).toBeInTheDocument();
    const chicken = screen.getByText('宫保鸡丁').closest('li')!;
    expect(within(chicken).getByText('过敏原：花生、大豆')).toBeInTheDocument();
    const soup = screen.getByText('紫菜蛋花汤').closest('li')!;
    expect(within(soup).getByText('过敏原信息未登记')).toBeInTheDocument();
    expect(screen.getByText('已就餐')).toBeInTheDocument();
  });

  it('says so when the day has no menu', async () => {
    at('/pages/meal/day?date=2026-03-14&diningType=Lunch');
    server.use(
      handle(mealDay, () =>
        ok([
          {
            mealsDate: '2026-03-14',
            diningType: 'Lunch',
            mealAxisStatus: 'Weekend',
            mealBoxId: null,
          },
        ]),
      ),
    );
    renderScreen(<MealDayScreen />);
    expect(await screen.findByText('当日暂无菜单')).toBeInTheDocument();
  });
});

describe('Meal logs', () => {
  it('lists month entries and their days with status and count', async () => {
    at('/pages/my/MealLogs');
    server.use(
      handle(mealLogs, () =>
        ok([
          {
            logDate: '2026-03',
            mealLogs: [
              { mealsDate: '2026-03-13', mealAxisStatus: 'Evaluate', count: 2 },
              { mealsDate: '2026-03-12', mealAxisStatus: 'Meals', count: 1 },
            ],
          },
        ]),
      ),
    );
    const { unmount } = renderScreen(<MealLogsScreen />);
    const march = await screen.findByRole('region', { name: '2026年3月' });
    const rows = within(march).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('2026-03-13已评价2餐');
    expect(rows[1]).toHaveTextContent('2026-03-12已就餐1餐');
    unmount();
    // In English the month is named (issue 26: months read "Month 1…12").
    await setLocale('en');
    try {
      renderScreen(<MealLogsScreen />);
      expect(await screen.findByRole('region', { name: 'March 2026' })).toBeInTheDocument();
    } finally {
      await setLocale('zh-CN');
    }
  });

  it('says when there is nothing logged', async () => {
    at('/pages/my/MealLogs');
    server.use(handle(mealLogs, () => ok([])));
    renderScreen(<MealLogsScreen />);
    expect(await screen.findByText('暂无用餐记录')).toBeInTheDocument();
  });
});
