import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import RemindSettingScreen from '@/screens/my/RemindSetting';
import {
  reminderSettings,
  updateReminderSetting,
  type ReminderSetting,
} from '@/lib/contract/reminder';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';

const KINDS = [
  'MealNotOrdered',
  'BalanceLow',
  'PaymentResult',
  'LeaveConfirmed',
  'MessageAnswered',
] as const;

function settings(): ReminderSetting[] {
  return KINDS.map((kind, index) => ({
    id: index + 1,
    receive: true,
    threshold: kind === 'BalanceLow' ? 5000 : null,
    messageTemplateModel: { id: index + 1, kind, title: kind },
  }));
}

beforeEach(async () => {
  at('/pages/my/RemindSetting');
  await signIn();
  server.use(handle(reminderSettings, () => ok(settings())));
});

describe('Reminder settings', () => {
  it("switches a reminder off when the answer's code is the string '200'", async () => {
    const sent: unknown[] = [];
    server.use(
      handle(updateReminderSetting, ({ body }) => {
        sent.push(body);
        return { ...ok({ ...settings()[0]!, receive: body.receive }), code: '200' };
      }),
    );
    renderScreen(<RemindSettingScreen />);
    const meal = await screen.findByRole('switch', { name: '明日未订餐提醒' });
    expect(meal).toBeChecked();
    await userEvent.click(meal);
    await waitFor(() => expect(meal).not.toBeChecked());
    expect(sent).toEqual([{ id: 1, receive: false }]);
  });

  it("keeps the switch as it was when the code is not the string '200'", async () => {
    let answered = false;
    server.use(
      handle(updateReminderSetting, () => {
        answered = true;
        // A success without the string code (here the number 200): the flag is not replaced.
        return HttpResponse.json({ success: true, code: 200, data: settings()[0]! });
      }),
    );
    renderScreen(<RemindSettingScreen />);
    const meal = await screen.findByRole('switch', { name: '明日未订餐提醒' });
    await userEvent.click(meal);
    await waitFor(() => expect(answered).toBe(true));
    expect(await screen.findByText('设置失败，请稍后再试')).toBeInTheDocument();
    expect(meal).toBeChecked();
  });

  it('saves the balance threshold in fen', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(updateReminderSetting, ({ body }) => {
        sent.push(body);
        return { ...ok({ ...settings()[1]!, threshold: body.threshold ?? null }), code: '200' };
      }),
    );
    renderScreen(<RemindSettingScreen />);
    const amount = await screen.findByRole('textbox', { name: '余额提醒金额（元）' });
    await waitFor(() => expect(amount).toHaveValue('50'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '80.5');
    await userEvent.click(screen.getByRole('button', { name: '保存金额' }));
    await waitFor(() => expect(sent).toEqual([{ id: 2, receive: true, threshold: 8050 }]));
  });

  it('says what amount it takes when "abc" is typed, and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(updateReminderSetting, ({ body }) => {
        sent.push(body);
        return { ...ok(settings()[1]!), code: '200' };
      }),
    );
    renderScreen(<RemindSettingScreen />);
    const amount = await screen.findByRole('textbox', { name: '余额提醒金额（元）' });
    await waitFor(() => expect(amount).toHaveValue('50'));
    await userEvent.clear(amount);
    await userEvent.type(amount, 'abc');
    await userEvent.click(screen.getByRole('button', { name: '保存金额' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '请输入 1 到 10000 元之间的金额，如 50',
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('请输入 1 到 10000 元之间的金额，如 50');
    expect(sent).toEqual([]);
  });

  it('says when this browser cannot receive push notifications', async () => {
    renderScreen(<RemindSettingScreen />);
    expect(
      await screen.findByText('此浏览器不支持推送通知，提醒会在下次打开应用时显示。'),
    ).toBeInTheDocument();
  });
});
