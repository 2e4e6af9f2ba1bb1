import { act, screen } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import OrderOrangebankScreen from '@/screens/order/orangebank';
import { orderDetail, orderPayment, orderQuery } from '@/lib/contract/order';
import { PAYMENT_QUERY_TIMEOUT_MS } from '@/lib/api/order';
import type { OrderQuery } from '@/lib/contract/order';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeOrder } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

const pending: OrderQuery = {
  orderId: 1,
  orderStatus: 'UnPay',
  payStatus: 'UnPay',
  paymentStatus: 'Pending',
};
const paid: OrderQuery = {
  orderId: 1,
  orderStatus: 'Pay',
  payStatus: 'Pay',
  paymentStatus: 'Paid',
};

beforeEach(async () => {
  at('/pages/order/orangebank?orderId=1');
  await signIn();
  server.use(
    handle(orderDetail, () => ok(makeOrder({ id: 1 }))),
    // A sandbox payment has no QR code to show while it is processing (decision 071).
    handle(orderPayment, () => ok(null)),
  );
});

afterEach(() => jest.useRealTimers());

describe('Payment progress', () => {
  it('shows the payment as processing, then paid once the callback landed', async () => {
    let polls = 0;
    server.use(handle(orderQuery, () => ok(++polls < 2 ? pending : paid)));
    renderScreen(<OrderOrangebankScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '银行卡支付' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(/正在/);
    expect(await screen.findByText('支付成功', {})).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '支付成功' })).toHaveAttribute('value', '3');
  });

  it('says the network is down while polls fail and recovers to the real state', async () => {
    let polls = 0;
    server.use(handle(orderQuery, () => (++polls < 2 ? HttpResponse.error() : ok(paid))));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(<OrderOrangebankScreen />);
    expect(await screen.findByText('网络已断开，恢复后将自动查询支付结果')).toBeInTheDocument();
    expect(await screen.findByText('支付成功', {})).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives up a query that never answers and asks again: a hung connection shows offline, then paid', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let polls = 0;
    server.use(
      handle(orderQuery, async () => {
        if (++polls === 1) await delay('infinite');
        return ok(paid);
      }),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(<OrderOrangebankScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('正在');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAYMENT_QUERY_TIMEOUT_MS - 500);
    });
    // Still the first query: nothing is asked twice while it may yet answer.
    expect(polls).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('网络已断开，恢复后将自动查询支付结果');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(await screen.findByText('支付成功', {})).toBeInTheDocument();
    expect(polls).toBe(2);
    warn.mockRestore();
  });

  it('shows a declined payment', async () => {
    server.use(handle(orderQuery, () => ok({ ...pending, paymentStatus: 'Declined' as const })));
    renderScreen(<OrderOrangebankScreen />);
    expect(await screen.findByText('支付未成功')).toBeInTheDocument();
  });
});
