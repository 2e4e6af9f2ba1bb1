import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefundsSection } from '@/screens/admin/parts/RefundsSection';
import { adminRefunds, approveRefund, rejectRefund } from '@/lib/contract/adminPrepaid';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeRefund } from '../../setup/moneyFactories';
import { renderScreen, signIn } from '../../setup/test-utils';

// Issue 26: a refund decision moves a family's money, so each asks first, naming the child and
// the amount; nothing is sent until 确定 and 取消 sends nothing.

const REMARK = '审核备注（小明 ¥20.00）';
let sent: { decision: string; id: number; remark: string }[];

beforeEach(async () => {
  await signIn();
  sent = [];
  const refund = makeRefund();
  server.use(
    handle(adminRefunds, () => ok([refund])),
    handle(approveRefund, ({ params, body }) => {
      sent.push({ decision: 'approve', id: params.id, remark: body.remark });
      return ok({ ...refund, status: 'Pass' });
    }),
    handle(rejectRefund, ({ params, body }) => {
      sent.push({ decision: 'reject', id: params.id, remark: body.remark });
      return ok({ ...refund, status: 'NotPass' });
    }),
  );
});

it('asks before approving, naming the child and the amount; 取消 sends nothing', async () => {
  renderScreen(<RefundsSection />);
  await userEvent.type(await screen.findByRole('textbox', { name: REMARK }), '已转账');
  await userEvent.click(screen.getByRole('button', { name: `同意退款 ${REMARK}` }));
  const question = screen.getByRole('group', { name: '同意 小明 的退款 ¥20.00？将从余额扣除。' });
  expect(within(question).getByRole('button', { name: '确定' })).toHaveFocus();
  await userEvent.click(within(question).getByRole('button', { name: '取消' }));
  expect(sent).toEqual([]);
  expect(screen.queryByRole('group')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: `同意退款 ${REMARK}` }));
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已同意，退款已从余额扣除')).toBeInTheDocument();
  expect(sent).toEqual([{ decision: 'approve', id: makeRefund().id, remark: '已转账' }]);
});

it('asks before rejecting too', async () => {
  renderScreen(<RefundsSection />);
  await userEvent.click(await screen.findByRole('button', { name: `拒绝 ${REMARK}` }));
  const question = screen.getByRole('group', { name: '拒绝 小明 的退款 ¥20.00？' });
  await userEvent.click(within(question).getByRole('button', { name: '取消' }));
  expect(sent).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: `拒绝 ${REMARK}` }));
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已拒绝')).toBeInTheDocument();
  expect(sent).toEqual([{ decision: 'reject', id: makeRefund().id, remark: '' }]);
});
