import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MembersSection } from '@/screens/admin/parts/MembersSection';
import {
  invite,
  members,
  withdrawInvitation,
  withdrawMember,
  type Members,
} from '@/lib/contract/adminMembers';
import { structure } from '@/lib/contract/adminStructure';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Decision 067: the console's members section invites with a role (a teacher with a class),
// shows the one-time link once, lists who is invited and who joined, and withdraws either.

const INVITATION = {
  id: 7,
  name: '周师傅',
  role: 'Kitchen',
  classesId: null,
  className: null,
  status: 'Pending',
  expiresAt: '2026-11-27T02:00:00.000Z',
  createdAt: '2026-11-26T02:00:00.000Z',
} as const;

let state: Members;

beforeEach(async () => {
  await signIn();
  state = {
    invitations: [INVITATION, { ...INVITATION, id: 6, name: '吴师傅', status: 'Accepted' }],
    members: [
      { accountId: 11, userName: '孙主任', role: 'SchoolAdmin', classesId: null, className: null },
      { accountId: 12, userName: '吴师傅', role: 'Kitchen', classesId: null, className: null },
    ],
  };
  server.use(
    handle(members, () => ok(state)),
    handle(structure, () =>
      ok({
        grades: [
          { id: 1, name: '一年级', number: 1, classes: [{ id: 21, name: '一年级1班', number: 1 }] },
        ],
      }),
    ),
  );
});

it('lists who is invited and who joined; only a pending invitation can be withdrawn', async () => {
  renderScreen(<MembersSection />);
  const invitations = await screen.findByRole('region', { name: '邀请' });
  const pending = within(invitations).getByRole('row', { name: /周师傅/ });
  expect(pending).toHaveTextContent('待接受');
  expect(within(invitations).getByRole('row', { name: /吴师傅/ })).toHaveTextContent('已加入');
  expect(within(invitations).getAllByRole('button', { name: /^撤回/ })).toHaveLength(1);
  const joined = screen.getByRole('region', { name: '成员' });
  expect(within(joined).getByRole('row', { name: /孙主任/ })).toHaveTextContent('学校管理员');
});

it('invites a teacher of a class and shows the link once', async () => {
  const sent: unknown[] = [];
  server.use(
    handle(invite, ({ body }) => {
      sent.push(body);
      return ok({
        invitation: { ...INVITATION, id: 8, name: body.name, role: body.role },
        token: 'tok_0123456789abcdefghij',
      });
    }),
  );
  renderScreen(<MembersSection />);
  const form = await screen.findByRole('form', { name: '邀请食堂、老师或管理员' });
  await userEvent.type(within(form).getByLabelText('姓名'), '陈老师');
  await userEvent.selectOptions(within(form).getByLabelText('身份'), 'HEAD_TEACHER');
  await userEvent.click(within(form).getByRole('button', { name: '邀请' }));
  expect(within(form).getByRole('status')).toHaveTextContent('请选择班级');
  expect(sent).toEqual([]);
  await waitFor(() =>
    expect(within(form).getByRole('option', { name: '一年级1班' })).toBeInTheDocument(),
  );
  await userEvent.selectOptions(within(form).getByLabelText('班级'), '21');
  await userEvent.click(within(form).getByRole('button', { name: '邀请' }));
  await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('已邀请 陈老师'));
  expect(sent).toEqual([{ name: '陈老师', role: 'HEAD_TEACHER', classesId: 21 }]);
  expect(screen.getByLabelText('邀请链接（只显示这一次）')).toHaveValue(
    'http://localhost/#/pages/admin/invite?token=tok_0123456789abcdefghij',
  );
});

it('withdraws an invitation and a member after a second press', async () => {
  const calls: string[] = [];
  server.use(
    handle(withdrawInvitation, ({ params }) => {
      calls.push(`invitation ${params.id}`);
      state = {
        ...state,
        invitations: state.invitations.map((row) =>
          row.id === params.id ? { ...row, status: 'Withdrawn' } : row,
        ),
      };
      return ok(state);
    }),
    handle(withdrawMember, ({ params }) => {
      calls.push(`member ${params.accountId}`);
      state = {
        ...state,
        members: state.members.filter((row) => row.accountId !== params.accountId),
      };
      return ok(state);
    }),
  );
  renderScreen(<MembersSection />);
  await userEvent.click(await screen.findByRole('button', { name: '撤回 周师傅' }));
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(screen.getByRole('row', { name: /周师傅/ })).toHaveTextContent('已撤回'),
  );
  await userEvent.click(screen.getByRole('button', { name: '移除 吴师傅' }));
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(
      within(screen.getByRole('region', { name: '成员' })).queryByText('吴师傅'),
    ).not.toBeInTheDocument(),
  );
  expect(calls).toEqual(['invitation 7', 'member 12']);
  expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain('已移除 吴师傅');
});
