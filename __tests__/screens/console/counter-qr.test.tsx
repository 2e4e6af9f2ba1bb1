import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Unpaid } from '@/screens/admin/parts/UnpaidSection';
import {
  counterPayment,
  markOrderPaid,
  startCounterPayment,
  unpaidOrders,
} from '@/lib/contract/adminMoney';
import type { Payment, PaymentStatus } from '@/lib/contract/order';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Decision 071 (its amendment on the counter): the console collects an unpaid order by the QR
// code the server answers, and follows the server's word until paid or ended.

const QR = 'data:image/png;base64,iVBORw0KGgo=';
let started: number;
let answers: { orderStatus: 'UnPay' | 'Pay'; status: PaymentStatus }[];

const payment = (status: PaymentStatus): Payment => ({
  id: 7,
  orderId: 41,
  outTradeNo: 'T1',
  channel: 'wechat',
  amount: 1200,
  status,
  checkoutUrl: '',
  launch: null,
  qrCode: status === 'Pending' ? QR : null,
  createdAt: '2026-11-26T08:00:00.000Z',
});

beforeEach(async () => {
  await signIn();
  started = 0;
  server.use(
    handle(unpaidOrders, () =>
      ok({
        content: [
          {
            id: 41,
            orderNo: 'D20261126001',
            orderStatus: 'UnPay',
            diningType: 'Lunch',
            amount: 1200,
            accountName: '张家长',
            mobile: null,
            childName: '张小明',
            createdAt: '2026-11-26T08:00:00.000Z',
          },
        ],
        page: 0,
        size: 50,
        total: 1,
      }),
    ),
    handle(startCounterPayment, () => {
      started += 1;
      return ok(payment('Pending'));
    }),
    handle(counterPayment, () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return ok({ orderStatus: next.orderStatus, payment: payment(next.status) });
    }),
  );
});

async function collect() {
  renderScreen(<Unpaid />);
  await userEvent.click(await screen.findByRole('button', { name: '扫码收款 D20261126001' }));
  // Nothing starts until the question naming the order and amount is confirmed.
  const question = screen.getByRole('group', { name: '为订单 D20261126001 扫码收款 ¥12.00？' });
  expect(within(question).getByRole('button', { name: '确定' })).toHaveFocus();
  expect(started).toBe(0);
  await userEvent.click(within(question).getByRole('button', { name: '确定' }));
  return screen.findByRole('dialog', { name: '扫码收款 D20261126001' });
}

it('shows the QR code to scan, then says paid when the server does', async () => {
  answers = [
    { orderStatus: 'UnPay', status: 'Pending' },
    { orderStatus: 'Pay', status: 'Paid' },
  ];
  const dialog = await collect();
  const code = await within(dialog).findByRole('img', { name: '请付款人用微信扫描二维码支付' });
  expect(code).toHaveAttribute('src', QR);
  expect(within(dialog).getByRole('status')).toHaveTextContent('等待付款…');
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('✓ 已收款'), {
    timeout: 5000,
  });
  expect(within(dialog).queryByRole('img')).toBeNull();
  expect(dialog).toHaveAttribute('data-outcome', 'success');
  expect(started).toBe(1);
});

it('an expired code says so and collects again with a new payment', async () => {
  answers = [{ orderStatus: 'UnPay', status: 'Declined' }];
  const dialog = await collect();
  await waitFor(() =>
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '✕ 未完成支付（已拒绝或已过期），可重新扫码收款',
    ),
  );
  expect(within(dialog).queryByRole('img')).toBeNull();
  expect(dialog).toHaveAttribute('data-outcome', 'failure');
  answers = [{ orderStatus: 'UnPay', status: 'Pending' }];
  await userEvent.click(within(dialog).getByRole('button', { name: '重新收款 D20261126001' }));
  expect(started).toBe(1);
  await userEvent.click(
    within(
      within(dialog).getByRole('group', { name: '重新为订单 D20261126001 发起扫码收款？' }),
    ).getByRole('button', { name: '确定' }),
  );
  await waitFor(() => expect(started).toBe(2));
  expect(await within(dialog).findByRole('img')).toHaveAttribute('src', QR);
});

it('取消 starts no payment, and 线下已收款 marks the order only after 确定', async () => {
  const marked: unknown[] = [];
  server.use(
    handle(markOrderPaid, ({ params }) => {
      marked.push(params);
      return ok({ marked: true });
    }),
  );
  renderScreen(<Unpaid />);
  await userEvent.click(await screen.findByRole('button', { name: '扫码收款 D20261126001' }));
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(started).toBe(0);

  await userEvent.click(screen.getByRole('button', { name: '线下已收款 D20261126001' }));
  const question = screen.getByRole('group', {
    name: '将订单 D20261126001（张小明 ¥12.00）标记为线下已收款？',
  });
  await userEvent.click(within(question).getByRole('button', { name: '取消' }));
  expect(marked).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: '线下已收款 D20261126001' }));
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已标记为已付款')).toBeInTheDocument();
  expect(marked).toEqual([{ id: 41 }]);
  expect(started).toBe(0);
});
