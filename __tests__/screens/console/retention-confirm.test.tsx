import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetentionSection } from '@/screens/admin/data/RetentionSection';
import { markLeaver, retentionSetting } from '@/lib/contract/retention';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Marking a leaver starts the clock towards anonymising their personal data, which cannot be
// undone: it asks first, naming the student and the day, and 取消 sends nothing.

let sent: { associatedUserId: number; leftOn: string }[];

beforeEach(async () => {
  await signIn();
  sent = [];
  server.use(
    handle(retentionSetting, () => ok({ days: 365 })),
    handle(markLeaver, ({ body }) => {
      sent.push(body);
      return ok({
        associatedUserId: body.associatedUserId,
        userName: '小明',
        leftOn: body.leftOn,
        anonymised: false,
      });
    }),
  );
});

it('asks before marking a leaver, naming the student and the day; 取消 sends nothing', async () => {
  renderScreen(<RetentionSection />);
  expect(screen.getByRole('button', { name: '标记' })).toBeDisabled();
  await userEvent.type(screen.getByLabelText('学生编号'), '42');
  const day = screen.getByLabelText('离校日期');
  await userEvent.clear(day);
  await userEvent.type(day, '2026-12-31');
  await userEvent.click(screen.getByRole('button', { name: '标记 42' }));
  const question = screen.getByRole('group', {
    name: '将学生 42 标记为 2026-12-31 离校？保留期满后，其个人信息将被匿名化，无法恢复。',
  });
  await userEvent.click(within(question).getByRole('button', { name: '取消' }));
  expect(sent).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: '标记 42' }));
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已标记离校')).toBeInTheDocument();
  expect(sent).toEqual([{ associatedUserId: 42, leftOn: '2026-12-31' }]);
});
