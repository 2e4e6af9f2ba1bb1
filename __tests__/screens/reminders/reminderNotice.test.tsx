import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReminderNotice } from '@/components/reminders/ReminderNotice';
import { markReminderSeen, unseenReminders, type Reminder } from '@/lib/contract/reminder';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// Where push is not available, the reminders no device was pushed show at the next open.

const ANSWERED: Reminder = {
  id: 21,
  kind: 'MessageAnswered',
  title: '留言回复通知',
  body: '学校已回复您关于 小明 的留言：已通知食堂',
  target: { route: 'registerMessageRecord', query: {} },
  createdAt: '2026-03-16T06:00:00.000Z',
  seenAt: null,
};
const LOW: Reminder = {
  ...ANSWERED,
  id: 22,
  kind: 'BalanceLow',
  title: '余额不足提醒',
  body: '账户余额 20.00 元，已低于您设置的 50.00 元，请及时充值。',
  target: { route: 'myAccountDetails', query: {} },
};

beforeEach(async () => {
  at('/pages/index/index');
  await signIn();
});

describe('reminders at the next open', () => {
  it('shows each one; 查看 opens JumpRemind, 知道了 marks it seen', async () => {
    const seen: number[] = [];
    server.use(
      handle(unseenReminders, () => ok([ANSWERED, LOW])),
      handle(markReminderSeen, ({ params }) => {
        seen.push(params.id);
        return ok({ ...LOW, seenAt: '2026-03-16T06:01:00.000Z' });
      }),
    );
    renderScreen(<ReminderNotice />);
    expect(await screen.findByText(LOW.body)).toBeInTheDocument();
    expect(screen.getByText(ANSWERED.body)).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: '知道了' })[1]!);
    await waitFor(() => expect(seen).toEqual([22]));
    expect(screen.queryByText(LOW.body)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '查看' }));
    expect(hashNow()).toBe('#/pages/my/JumpRemind?id=21');
  });

  it('shows nothing when every reminder reached a device', async () => {
    let asked = false;
    server.use(handle(unseenReminders, () => ((asked = true), ok([]))));
    const { container } = renderScreen(<ReminderNotice />);
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((wait) => setTimeout(wait, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
