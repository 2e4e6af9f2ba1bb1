import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InboxWatcher, resetAnnounced } from '@/components/reminders/InboxWatcher';
import JumpRemindScreen from '@/screens/my/JumpRemind';
import MyScreen from '@/screens/my/index';
import { markReminderSeen, reminder, reminderInbox, type Reminder } from '@/lib/contract/reminder';
import { couponCount } from '@/lib/contract/coupon';
import { balance } from '@/lib/contract/user';
import { setLocale } from '@/lib/i18n';
import { createTabBarStore } from '@/lib/platform/tabbar';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, closeFeedback, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// Decision 068: reminders are an inbox reached from Mine, counted on the Mine tab and announced
// by a short toast; nothing is pinned over a screen.

const MEAL: Reminder = {
  id: 31,
  kind: 'MealNotOrdered',
  title: '明日订餐提醒',
  body: '小明 2026-03-17 的早餐、午餐还未订餐，订餐将于 03-16 16:00 截止。',
  target: {
    route: 'mealOrder',
    query: { associatedUserId: 101, date: '2026-03-17', diningType: 'Breakfast', orderType: 'Day' },
  },
  createdAt: '2026-03-16T06:25:00.000Z',
  seenAt: null,
};
const LOW: Reminder = {
  id: 30,
  kind: 'BalanceLow',
  title: '余额不足提醒',
  body: '账户余额 20.00 元，已低于您设置的 50.00 元，请及时充值。',
  target: { route: 'myAccountDetails', query: {} },
  createdAt: '2026-03-15T23:10:00.000Z',
  seenAt: null,
};
const PAID: Reminder = {
  id: 29,
  kind: 'PaymentResult',
  title: '支付结果通知',
  body: '订单 D20260314001 已支付成功，金额 120.00 元。',
  target: { route: 'dayOrderDetail', query: { id: 5 } },
  createdAt: '2026-03-14T02:00:00.000Z',
  seenAt: '2026-03-14T02:05:00.000Z',
};

const realTZ = process.env.TZ;

beforeEach(async () => {
  resetAnnounced();
  await signIn();
});
afterEach(async () => {
  process.env.TZ = realTZ;
  closeFeedback();
  await setLocale('zh-CN');
});

describe('the inbox', () => {
  it('lists every reminder newest first, marks the unread ones, and opens one', async () => {
    at('/pages/my/JumpRemind');
    server.use(
      handle(reminderInbox, () => ok([MEAL, LOW, PAID])),
      handle(reminder, () => ok(LOW)),
      handle(markReminderSeen, () => ok({ ...LOW, seenAt: '2026-03-16T06:30:00.000Z' })),
    );
    renderScreen(<JumpRemindScreen />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]!.textContent)).toEqual([
      '明日未订餐提醒',
      '余额不足提醒',
      '支付结果通知',
    ]);
    expect(within(items[0]!).getByText('未读')).toBeInTheDocument();
    expect(within(items[1]!).getByText('未读')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('未读')).not.toBeInTheDocument();
    // On the school's clock (UTC+8), whatever the test machine's zone.
    expect(within(items[0]!).getByText('2026-03-16 14:25')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2026-03-16 07:10')).toBeInTheDocument();
    expect(within(items[0]!).getByText(MEAL.body)).toBeInTheDocument();

    await userEvent.click(within(items[1]!).getByRole('button'));
    expect(hashNow()).toBe('#/pages/my/JumpRemind?id=30');
    expect(await screen.findByRole('heading', { name: '余额不足提醒' })).toBeInTheDocument();
  });

  it('says the reminders in English, meal names and amounts included', async () => {
    await setLocale('en');
    at('/pages/my/JumpRemind');
    server.use(handle(reminderInbox, () => ok([MEAL, LOW, PAID])));
    renderScreen(<JumpRemindScreen />);
    expect(
      await screen.findByText(
        "小明's Breakfast and Lunch on 2026-03-17 is not ordered yet; ordering closes at 03-16 16:00.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The balance is ¥20.00, below the ¥50.00 you set. Please top up.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Order D20260314001 is paid: ¥120.00.')).toBeInTheDocument();
    expect(screen.getAllByText('Unread')).toHaveLength(2);
    // Only the child's name (data, not a text of the app) is left in Chinese.
    expect(document.body.textContent?.replaceAll('小明', '')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('explains an empty inbox', async () => {
    at('/pages/my/JumpRemind');
    renderScreen(<JumpRemindScreen />);
    expect(await screen.findByText(/暂无提醒。订餐截止、余额不足/)).toBeInTheDocument();
  });

  it('says what failed and retries', async () => {
    at('/pages/my/JumpRemind');
    let calls = 0;
    server.use(
      handle(reminderInbox, () =>
        ++calls === 1 ? fail(500, '服务器内部错误', 'INTERNAL') : ok([LOW]),
      ),
    );
    renderScreen(<JumpRemindScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '提醒没有加载出来，请检查网络后重试',
    );
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(LOW.body)).toBeInTheDocument();
  });

  it('says it is offline when the network is gone', async () => {
    at('/pages/my/JumpRemind');
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(handle(reminderInbox, () => Response.error()));
    try {
      renderScreen(<JumpRemindScreen />);
      expect(await screen.findByRole('alert')).toHaveTextContent('网络已断开，恢复后请重试');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it.each(['UTC', 'America/Los_Angeles'])(
    'shows one reminder on the school clock with the phone in %s, and marks it seen',
    async (zone) => {
      process.env.TZ = zone;
      at('/pages/my/JumpRemind?id=31');
      const seen: number[] = [];
      server.use(
        handle(reminder, () => ok(MEAL)),
        handle(markReminderSeen, ({ params }) => {
          seen.push(params.id);
          return ok({ ...MEAL, seenAt: '2026-03-16T06:30:00.000Z' });
        }),
      );
      renderScreen(<JumpRemindScreen />);
      expect(await screen.findByRole('heading', { name: '明日未订餐提醒' })).toBeInTheDocument();
      expect(screen.getByText('2026-03-16 14:25')).toBeInTheDocument();
      await waitFor(() => expect(seen).toEqual([31]));
    },
  );
});

describe('the badge, the row on Mine and the arrival toast', () => {
  it('counts the unseen on the Mine tab and toasts once what arrived', async () => {
    at('/pages/index/index');
    const store = createTabBarStore();
    let list = [LOW, PAID];
    server.use(handle(reminderInbox, () => ok(list)));
    const view = renderScreen(<InboxWatcher store={store} />);
    const mine = () => store.getState().items[2]!;
    await waitFor(() => expect(mine().badgeText).toBe('1'));
    expect(await screen.findByText('新提醒：余额不足提醒')).toBeInTheDocument();
    closeFeedback();

    // A new one arrives; the one already announced is not announced again.
    list = [MEAL, LOW, PAID];
    view.unmount();
    renderScreen(<InboxWatcher store={store} />);
    await waitFor(() => expect(mine().badgeText).toBe('2'));
    expect(await screen.findByText('新提醒：明日未订餐提醒')).toBeInTheDocument();
    closeFeedback();

    // Everything seen: no count, no toast.
    list = [{ ...MEAL, seenAt: MEAL.createdAt }, { ...LOW, seenAt: LOW.createdAt }, PAID];
    const last = renderScreen(<InboxWatcher store={store} />);
    await waitFor(() => expect(mine().badgeText).toBeUndefined());
    last.unmount();
    expect(mine().badgeText).toBeUndefined();
  });

  it('announces several waiting reminders in one toast', async () => {
    at('/pages/index/index');
    server.use(handle(reminderInbox, () => ok([MEAL, LOW])));
    renderScreen(<InboxWatcher store={createTabBarStore()} />);
    expect(await screen.findByText('您有 2 条新提醒')).toBeInTheDocument();
  });

  it('Mine shows the inbox first, with its unread count, and opens it', async () => {
    at('/pages/my/index');
    server.use(
      handle(reminderInbox, () => ok([MEAL, LOW, PAID])),
      handle(couponCount, () => ok({ couponsNum: 0, newNum: 0 })),
      handle(balance, () => ok({ myAmount: 0 })),
    );
    renderScreen(<MyScreen />);
    const row = await screen.findByRole('button', { name: /^消息提醒\s*2 条未读/ });
    await userEvent.click(row);
    expect(hashNow()).toBe('#/pages/my/JumpRemind');
  });
});
