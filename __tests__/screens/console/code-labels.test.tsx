import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuditScreen from '@/screens/admin/audit';
import MoneyScreen from '@/screens/admin/money';
import { auditLog, staffMe } from '@/lib/contract/admin';
import {
  accountLedger,
  adminPayments,
  findAccounts,
  unpaidOrders,
  type AdminPayment,
} from '@/lib/contract/adminMoney';
import { adminRefunds } from '@/lib/contract/adminPrepaid';
import { setLocale } from '@/lib/i18n';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Issue 26: the console names every code it shows (audit actions, payment states, ledger types
// and the ledger's machine remarks) in the active language; a code it does not know shows as sent.

const page = <T,>(content: T[]) => ({ content, page: 0, size: 20, total: content.length });

function payment(id: number, status: AdminPayment['status']): AdminPayment {
  return {
    id,
    outTradeNo: `P${id}`,
    channel: 'sandbox',
    status,
    amount: 1200,
    paidAmount: status === 'Paid' ? 1200 : null,
    outcome: null,
    orderId: id,
    accountName: '王丽',
    childName: '小明',
    createdAt: '2026-03-01T08:00:00.000Z',
  };
}

beforeEach(async () => {
  await signIn();
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 1,
        userName: '王老师',
        role: 'SchoolAdmin',
        unitId: 1,
        unitName: '阳光小学',
      }),
    ),
    handle(auditLog, () =>
      ok(
        page([
          {
            id: 1,
            action: 'refund.approve',
            target: '5',
            userName: '王老师',
            createdAt: '2026-03-02T08:00:00.000Z',
          },
          {
            id: 2,
            action: 'menu.save',
            target: '2026-03-16 Lunch Muslim',
            userName: '王老师',
            createdAt: '2026-03-02T09:00:00.000Z',
          },
          {
            id: 3,
            action: 'future.thing',
            target: null,
            userName: '王老师',
            createdAt: '2026-03-02T10:00:00.000Z',
          },
        ]),
      ),
    ),
    handle(adminRefunds, () => ok([])),
    handle(unpaidOrders, () => ok(page([]))),
    handle(adminPayments, () => ok(page([payment(1, 'Paid'), payment(2, 'Declined')]))),
    handle(findAccounts, () =>
      ok([
        {
          accountId: 7,
          userName: '王丽',
          mobile: '13800000001',
          balance: 1200,
          children: ['小明'],
        },
      ]),
    ),
    handle(accountLedger, () =>
      ok({
        ...page([
          {
            id: 1,
            type: 'Leave_Settlement',
            amount: 1200,
            remark: 'leave cancelled',
            createdAt: '2026-03-03T08:00:00.000Z',
          },
          {
            id: 2,
            type: 'OrderDay',
            amount: -1200,
            remark: 'D20260301001',
            createdAt: '2026-03-02T08:00:00.000Z',
          },
        ]),
        balance: 1200,
      }),
    ),
  );
});
afterEach(() => setLocale('zh-CN'));

async function openLedger(
  find: string | RegExp,
  show: string,
  showLedger: string,
): Promise<HTMLElement> {
  await userEvent.type(screen.getByLabelText(find), '王丽');
  await userEvent.click(screen.getByRole('button', { name: show }));
  await userEvent.click(await screen.findByRole('button', { name: showLedger }));
  return (await screen.findByText(/1,?200|12\.00/, { selector: 'caption' })).closest('table')!;
}

it('names audit actions and menu slots in Chinese, and shows an unknown action as sent', async () => {
  renderScreen(<AuditScreen />);
  expect(await screen.findByText('同意退款')).toBeInTheDocument();
  expect(screen.getByText('保存菜单草稿')).toBeInTheDocument();
  expect(screen.getByText('2026-03-16 午餐 清真餐')).toBeInTheDocument();
  expect(screen.getByText('future.thing')).toBeInTheDocument();
  expect(screen.queryByText('refund.approve')).toBeNull();
});

it('names audit actions in English', async () => {
  await setLocale('en');
  renderScreen(<AuditScreen />);
  expect(await screen.findByText('Approved a refund')).toBeInTheDocument();
  expect(screen.getByText('Saved a menu draft')).toBeInTheDocument();
  expect(screen.getByText('future.thing')).toBeInTheDocument();
});

it('names payment states, ledger types and remark codes in Chinese', async () => {
  renderScreen(<MoneyScreen />);
  const payments = (await screen.findByRole('heading', { name: '支付记录' })).closest('section')!;
  expect(await within(payments).findByText('已支付')).toBeInTheDocument();
  expect(within(payments).getByText('支付失败')).toBeInTheDocument();
  expect(within(payments).queryByText('Paid')).toBeNull();

  const ledger = await openLedger('查找家长（手机号或姓名）', '查看', '查看明细');
  expect(within(ledger).getByText('请假结算')).toBeInTheDocument();
  expect(within(ledger).getByText('取消请假')).toBeInTheDocument();
  expect(within(ledger).getByText('按天订餐')).toBeInTheDocument();
  expect(within(ledger).getByText('D20260301001')).toBeInTheDocument();
  expect(within(ledger).queryByText('leave cancelled')).toBeNull();
});

it('names payment states, ledger types and remark codes in English', async () => {
  await setLocale('en');
  renderScreen(<MoneyScreen />);
  const payments = (await screen.findByRole('heading', { name: 'Payments' })).closest('section')!;
  expect(await within(payments).findByRole('cell', { name: 'Paid' })).toBeInTheDocument();
  expect(within(payments).getByRole('cell', { name: 'Declined' })).toBeInTheDocument();
  const ledger = await openLedger(/Find a parent/, 'Show', 'Show details');
  expect(within(ledger).getByText('Leave settlement')).toBeInTheDocument();
  expect(within(ledger).getByText('Leave cancelled')).toBeInTheDocument();
});
