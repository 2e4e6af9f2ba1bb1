import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuFeedSection } from '@/screens/admin/parts/MenuFeedSection';
import { adminMenuFeed, saveAdminMenuFeed, type MenuFeedSetting } from '@/lib/contract/feed';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Decision 073: the console's switch of the open menu feed, off until turned on, with the
// addresses to pass on and the printable week.

let setting: MenuFeedSetting;
let saved: boolean[];

beforeEach(async () => {
  await signIn();
  saved = [];
  setting = {
    open: false,
    jsonUrl: 'https://canteen.example/api/feed/school/1/menus',
    calendarUrl: 'https://canteen.example/api/feed/school/1/menus.ics',
  };
  server.use(
    handle(adminMenuFeed, () => ok(setting)),
    handle(saveAdminMenuFeed, ({ body }) => {
      saved.push(body.open);
      setting = { ...setting, open: body.open };
      return ok(setting);
    }),
  );
});

it('shows the switch off, turns it on with one call, and names the addresses', async () => {
  renderScreen(<MenuFeedSection unitId={1} />);
  const section = await screen.findByRole('region', { name: '公开菜单订阅' });
  const box = await within(section).findByRole('checkbox', { name: '允许公开读取菜单' });
  expect(box).not.toBeChecked();
  expect(within(section).getByText(setting.jsonUrl)).toBeInTheDocument();
  expect(within(section).getByText(setting.calendarUrl)).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: '打印本周菜单' })).toHaveAttribute(
    'href',
    '/#/pages/publicity/print?schoolId=1',
  );
  await userEvent.click(box);
  await waitFor(() => expect(box).toBeChecked());
  expect(saved).toEqual([true]);
  expect(within(section).getByRole('status')).toHaveTextContent('已保存');
});

it('a refused change leaves the switch as it was and says so', async () => {
  server.use(handle(saveAdminMenuFeed, () => fail(404, '资源不存在')));
  renderScreen(<MenuFeedSection unitId={1} />);
  const section = await screen.findByRole('region', { name: '公开菜单订阅' });
  const box = await within(section).findByRole('checkbox', { name: '允许公开读取菜单' });
  await userEvent.click(box);
  await waitFor(() =>
    expect(within(section).getByRole('status')).toHaveTextContent('操作失败，请重试'),
  );
  expect(box).not.toBeChecked();
});
