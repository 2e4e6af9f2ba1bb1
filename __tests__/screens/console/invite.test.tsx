import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InviteScreen from '@/screens/admin/invite';
import { acceptInvitation, checkInvitation } from '@/lib/contract/adminMembers';
import { getSession } from '@/lib/session/store';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, freshAt, hashNow, renderScreen } from '../../setup/test-utils';

// Decision 067: the invitation link shows who invites whom and as what; setting a login name and
// a password signs the new account in and opens the console. A used or expired link shows the
// server's refusal and no form.

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345678901234_-';
const REFUSAL = '邀请链接无效、已使用、已撤回或已过期，请联系学校管理员重新邀请';

beforeEach(async () => {
  await freshAt();
});

it('sets a password, keeps the session and opens the console', async () => {
  const sent: unknown[] = [];
  server.use(
    handle(checkInvitation, ({ body }) => {
      expect(body.token).toBe(TOKEN);
      return ok({
        unitName: '晨光小学',
        name: '林主任',
        role: 'SchoolAdmin',
        className: null,
        expiresAt: '2026-11-27T10:00:00.000Z',
      });
    }),
    handle(acceptInvitation, ({ body }) => {
      sent.push(body);
      return ok({ access_token: 'new-admin-token', token_type: 'bearer', expires_in: 604800 });
    }),
  );
  at(`/pages/admin/invite?token=${TOKEN}`);
  renderScreen(<InviteScreen />);
  expect(
    await screen.findByText('晨光小学 邀请 林主任 以「学校管理员」身份加入。'),
  ).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('登录名'), 'lin_admin');
  await userEvent.type(screen.getByLabelText('密码'), 'Chenguang@2026');
  await userEvent.type(screen.getByLabelText('再次输入密码'), 'Chenguang@2026');
  await userEvent.click(screen.getByRole('button', { name: '设置密码并进入后台' }));
  await waitFor(() => expect(hashNow()).toBe('#/pages/admin/index'));
  expect(sent).toEqual([{ token: TOKEN, username: 'lin_admin', password: 'Chenguang@2026' }]);
  expect(getSession().token?.accessToken).toBe('new-admin-token');
});

it('checks the fields itself before sending anything', async () => {
  let accepted = 0;
  server.use(
    handle(checkInvitation, () =>
      ok({
        unitName: '晨光小学',
        name: '赵师傅',
        role: 'HEAD_TEACHER',
        className: '一年级1班',
        expiresAt: '2026-11-27T10:00:00.000Z',
      }),
    ),
    handle(acceptInvitation, () => {
      accepted += 1;
      return fail(500);
    }),
  );
  at(`/pages/admin/invite?token=${TOKEN}`);
  renderScreen(<InviteScreen />);
  expect(await screen.findByText('班级：一年级1班')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('登录名'), 'zhao');
  await userEvent.type(screen.getByLabelText('密码'), 'Password1');
  await userEvent.type(screen.getByLabelText('再次输入密码'), 'Password2');
  await userEvent.click(screen.getByRole('button', { name: '设置密码并进入后台' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('两次输入的密码不一致'));
  expect(accepted).toBe(0);
});

it('a used or expired link shows the refusal and no form', async () => {
  server.use(handle(checkInvitation, () => fail(410, REFUSAL, 'INVITATION_INVALID')));
  at(`/pages/admin/invite?token=${TOKEN}`);
  renderScreen(<InviteScreen />);
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
  expect(screen.queryByLabelText('登录名')).not.toBeInTheDocument();
});

it('a refusal on acceptance (a login name taken) is shown and the session stays empty', async () => {
  server.use(
    handle(checkInvitation, () =>
      ok({
        unitName: '晨光小学',
        name: '林主任',
        role: 'Kitchen',
        className: null,
        expiresAt: '2026-11-27T10:00:00.000Z',
      }),
    ),
    handle(acceptInvitation, () => fail(409, '该登录名已被使用，请换一个', 'USERNAME_TAKEN')),
  );
  at(`/pages/admin/invite?token=${TOKEN}`);
  renderScreen(<InviteScreen />);
  await userEvent.type(await screen.findByLabelText('登录名'), 'parent_a');
  await userEvent.type(screen.getByLabelText('密码'), 'Chenguang@2026');
  await userEvent.type(screen.getByLabelText('再次输入密码'), 'Chenguang@2026');
  await userEvent.click(screen.getByRole('button', { name: '设置密码并进入后台' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('该登录名已被使用，请换一个'),
  );
  expect(getSession().token).toBeFalsy();
});
