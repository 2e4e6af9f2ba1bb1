import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JumpRemindScreen from '@/screens/my/JumpRemind';
import { markReminderSeen, reminder, type Reminder } from '@/lib/contract/reminder';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

const MEAL: Reminder = {
  id: 7,
  kind: 'MealNotOrdered',
  title: '明日订餐提醒',
  body: '小明 2026-03-17 的午餐还未订餐，订餐将于 03-16 16:00 截止。',
  target: {
    route: 'mealOrder',
    query: { associatedUserId: 101, date: '2026-03-17', diningType: 'Lunch', orderType: 'Day' },
  },
  createdAt: '2026-03-16T06:00:00.000Z',
  seenAt: null,
};

beforeEach(async () => {
  await signIn();
});

describe('JumpRemind', () => {
  it('shows the reminder, marks it seen and opens the order page for its date', async () => {
    at('/pages/my/JumpRemind?id=7');
    const seen: number[] = [];
    server.use(
      handle(reminder, ({ params }) => ok({ ...MEAL, id: params.id })),
      handle(markReminderSeen, ({ params }) => {
        seen.push(params.id);
        return ok({ ...MEAL, seenAt: '2026-03-16T06:01:00.000Z' });
      }),
    );
    renderScreen(<JumpRemindScreen />);
    expect(await screen.findByRole('heading', { name: '明日未订餐提醒' })).toBeInTheDocument();
    expect(screen.getByText(MEAL.body)).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual([7]));
    await userEvent.click(screen.getByRole('button', { name: '查看详情' }));
    expect(hashNow()).toBe(
      '#/pages/meal/order?associatedUserId=101&date=2026-03-17&diningType=Lunch&orderType=Day',
    );
  });

  it("says so when the reminder is not there (another account's: 404)", async () => {
    at('/pages/my/JumpRemind?id=8');
    server.use(handle(reminder, () => fail(404, '资源不存在', 'NOT_FOUND')));
    renderScreen(<JumpRemindScreen />);
    expect(await screen.findByRole('button', { name: /重试|Retry/ })).toBeInTheDocument();
  });
});
