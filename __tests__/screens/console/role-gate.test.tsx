import { screen } from '@testing-library/react';
import MoneyScreen from '@/screens/admin/money';
import { staffMe } from '@/lib/contract/admin';
import { route } from '@/lib/router/routes';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Issue 26: the kitchen opening a money screen read "此账号没有后台权限" (it has console access)
// with only 退出登录. A staff account on another role's screen is told why and led back to the
// console's home; an account that is not staff at all still only signs out.

beforeEach(async () => {
  await signIn();
  at(route('adminMoney'));
});

it("tells the kitchen the money screen is not its role's, and links back to the console home", async () => {
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 2,
        userName: '周师傅',
        role: 'Kitchen',
        unitId: 1,
        unitName: '阳光实验小学',
      }),
    ),
  );
  renderScreen(<MoneyScreen />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '食堂账号不能打开“收支”，请联系学校管理员处理',
  );
  expect(screen.getByRole('link', { name: '返回后台首页' })).toHaveAttribute(
    'href',
    `#${route('adminHome')}`,
  );
  expect(screen.queryByText('此账号没有后台权限')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
});

it('tells an account that is not staff it has no console access, and offers to sign out', async () => {
  server.use(handle(staffMe, () => fail(404, '资源不存在', 'NOT_FOUND')));
  renderScreen(<MoneyScreen />);
  expect(await screen.findByRole('alert')).toHaveTextContent('此账号没有后台权限');
  expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '返回后台首页' })).not.toBeInTheDocument();
});
