import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServingSettingsSection } from '@/screens/admin/parts/ServingSettingsSection';
import { saveServingSettings, servingSettings, type ServingSettings } from '@/lib/contract/serving';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Decision 078: the school's serving settings, edited by a school administrator only; the
// kitchen reads them without a button that could only fail.

let stored: ServingSettings;
let saved: ServingSettings[];

beforeEach(async () => {
  await signIn();
  stored = { missedThreshold: 3, publicRatings: false, foodCostPerKg: 2000 };
  saved = [];
  server.use(
    handle(servingSettings, () => ok(stored)),
    handle(saveServingSettings, ({ body }) => {
      saved.push(body);
      stored = body;
      return ok(body);
    }),
  );
});

it('an administrator changes the threshold, the public ratings and the cost, sent in fen', async () => {
  renderScreen(<ServingSettingsSection canEdit />);
  const section = await screen.findByRole('region', { name: '取餐与剩餐设置' });
  const threshold = await within(section).findByLabelText(/一个月未取餐几次后提醒家长/);
  expect(threshold).toHaveValue(3);
  const cost = within(section).getByLabelText(/食材成本/);
  expect(cost).toHaveValue('20');
  await userEvent.clear(threshold);
  await userEvent.type(threshold, '5');
  await userEvent.click(within(section).getByRole('checkbox', { name: /公开菜单显示/ }));
  await userEvent.clear(cost);
  await userEvent.type(cost, '18.5');
  await userEvent.click(within(section).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('已保存'));
  expect(saved).toEqual([{ missedThreshold: 5, publicRatings: true, foodCostPerKg: 1850 }]);
});

it('a threshold outside 1 to 31 or a cost that is not an amount cannot be saved', async () => {
  renderScreen(<ServingSettingsSection canEdit />);
  const section = await screen.findByRole('region', { name: '取餐与剩餐设置' });
  const threshold = await within(section).findByLabelText(/一个月未取餐几次后提醒家长/);
  await userEvent.clear(threshold);
  await userEvent.type(threshold, '32');
  expect(threshold).toHaveAccessibleDescription('请输入 1 到 31 之间的整数');
  const cost = within(section).getByLabelText(/食材成本/);
  await userEvent.clear(cost);
  await userEvent.type(cost, '1.234');
  expect(cost).toHaveAccessibleDescription('请输入金额（元，最多两位小数），如 20');
  expect(within(section).getByRole('button', { name: '保存' })).toBeDisabled();
  expect(saved).toEqual([]);
});

it('a refused save says so and keeps what was typed', async () => {
  server.use(handle(saveServingSettings, () => fail(500)));
  renderScreen(<ServingSettingsSection canEdit />);
  const section = await screen.findByRole('region', { name: '取餐与剩餐设置' });
  await within(section).findByLabelText(/一个月未取餐几次后提醒家长/);
  await userEvent.click(within(section).getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(within(section).getByRole('status')).toHaveTextContent('设置没有保存成功，请稍后重试'),
  );
});

it('the kitchen reads the settings and has nothing to press', async () => {
  stored = { missedThreshold: 4, publicRatings: true, foodCostPerKg: 2250 };
  renderScreen(<ServingSettingsSection canEdit={false} />);
  const section = await screen.findByRole('region', { name: '取餐与剩餐设置' });
  expect(await within(section).findByText('只有学校管理员可以修改这些设置')).toBeInTheDocument();
  expect(within(section).getByText('4')).toBeInTheDocument();
  expect(within(section).getByText('是')).toBeInTheDocument();
  expect(within(section).getByText('22.50')).toBeInTheDocument();
  expect(within(section).queryByRole('button')).toBeNull();
  expect(within(section).queryByRole('textbox')).toBeNull();
});
