import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMe } from '@/lib/contract/admin';
import { adminMessages, answerMessage, type AdminMessage } from '@/lib/contract/adminMessages';
import { route } from '@/lib/router/routes';
import MessagesScreen from '@/screens/admin/messages';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Issue 26: a parent's 留言 waited forever. The school's administrator reads them, unanswered
// first, and answers each once.

const waiting: AdminMessage = {
  id: 7,
  childName: '张小明',
  className: '三年级1班',
  content: '孩子对鸡蛋过敏，请留意',
  status: 'UnResolved',
  reply: null,
  createdAt: '2026-03-16T01:20:00.000Z',
  resolvedAt: null,
};
const answered: AdminMessage = {
  ...waiting,
  id: 5,
  content: '周三午餐能否少放辣？',
  status: 'Resolved',
  reply: '已转告食堂。',
  resolvedAt: '2026-03-15T03:00:00.000Z',
};

let rows: AdminMessage[];
let sent: { id: number; reply: string }[];

beforeEach(async () => {
  await signIn();
  at(route('adminMessages'));
  rows = [waiting, answered];
  sent = [];
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 1,
        userName: '孙主任',
        role: 'SchoolAdmin',
        unitId: 1,
        unitName: '阳光实验小学',
      }),
    ),
    handle(adminMessages, ({ query }) =>
      ok(query.status ? rows.filter((row) => row.status === query.status) : rows),
    ),
    handle(answerMessage, ({ params, body }) => {
      sent.push({ id: params.id, reply: body.reply });
      const done = {
        ...waiting,
        status: 'Resolved' as const,
        reply: body.reply,
        resolvedAt: '2026-03-16T02:00:00.000Z',
      };
      rows = [done, answered];
      return ok(done);
    }),
  );
});

it('shows the messages awaiting a reply; answering one sends it, says so and shows the reply', async () => {
  renderScreen(<MessagesScreen />);
  const card = await screen.findByRole('region', { name: '张小明（三年级1班）' });
  expect(within(card).getByText('孩子对鸡蛋过敏，请留意')).toBeInTheDocument();
  // In the school's time zone, as everywhere in the app.
  expect(within(card).getByText('留言时间 2026-03-16 09:20')).toBeInTheDocument();
  // Only the waiting one by default.
  expect(screen.queryByText('周三午餐能否少放辣？')).not.toBeInTheDocument();
  await userEvent.type(within(card).getByLabelText('回复张小明家长'), '  收到，已告知食堂。 ');
  await userEvent.click(within(card).getByRole('button', { name: '发送回复' }));
  expect(await screen.findByText('已回复，家长会收到提醒')).toHaveAttribute('role', 'status');
  expect(sent).toEqual([{ id: 7, reply: '收到，已告知食堂。' }]);
  await waitFor(() => expect(screen.getByText('没有待回复的留言')).toBeInTheDocument());

  await userEvent.selectOptions(screen.getByLabelText('显示'), '全部');
  expect(await screen.findByText('收到，已告知食堂。')).toBeInTheDocument();
  expect(screen.getByText('已转告食堂。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '发送回复' })).not.toBeInTheDocument();
});

it('refuses an empty reply without sending, and shows a refusal from the server', async () => {
  server.use(handle(answerMessage, () => fail(409, '该留言已回复', 'ALREADY_DECIDED')));
  renderScreen(<MessagesScreen />);
  const card = await screen.findByRole('region', { name: '张小明（三年级1班）' });
  await userEvent.click(within(card).getByRole('button', { name: '发送回复' }));
  expect(within(card).getByRole('alert')).toHaveTextContent('回复内容不能为空');
  expect(within(card).getByLabelText('回复张小明家长')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
  await userEvent.type(within(card).getByLabelText('回复张小明家长'), '好的');
  await userEvent.click(within(card).getByRole('button', { name: '发送回复' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('该留言已回复');
});

it('says when no family has written, and offers a retry when the list fails', async () => {
  rows = [];
  renderScreen(<MessagesScreen />);
  expect(await screen.findByText('没有待回复的留言')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('显示'), '全部');
  expect(await screen.findByText('还没有家长留言')).toBeInTheDocument();
  server.use(handle(adminMessages, () => fail(500)));
  await userEvent.selectOptions(screen.getByLabelText('显示'), '待回复');
  expect(await screen.findByRole('button', { name: /重试/ })).toBeInTheDocument();
});
