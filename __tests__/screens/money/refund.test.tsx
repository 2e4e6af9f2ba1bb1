import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RefundScreen from '@/screens/refund/index';
import RefundDetailScreen from '@/screens/refund/detail';
import {
  cancelRefund,
  refundDetail,
  refundRule,
  refundsOfUser,
  requestRefund,
} from '@/lib/contract/refund';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { page } from '../../setup/factories';
import { makeRefund, makeRule } from '../../setup/moneyFactories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

beforeEach(async () => {
  await signIn();
});

describe('refunds', () => {
  beforeEach(() => at('/pages/refund/index'));

  it('shows the rule before asking, sends a request once and lists it', async () => {
    const asked: unknown[] = [];
    const keys = new Set<string | null>();
    server.use(
      handle(refundRule, ({ params }) => {
        expect(params.schoolId).toBe(1);
        return ok(makeRule());
      }),
      handle(refundsOfUser, ({ query }) => {
        expect(query.size).toBe(10);
        return ok(page(asked.length && query.page === 0 ? [makeRefund()] : [], query.page));
      }),
      handle(requestRefund, ({ body, request }) => {
        keys.add(request.headers.get('idempotency-key'));
        asked.push(body);
        return ok(makeRefund());
      }),
    );
    renderScreen(<RefundScreen />);
    const rule = await screen.findByRole('region', { name: '退款规则' });
    expect(within(rule).getByText('学校说明：账户余额可申请退款')).toBeInTheDocument();
    expect(within(rule).getByText('¥150.00')).toBeInTheDocument();
    const ask = screen.getByRole('button', { name: '申请退款' });
    await userEvent.type(screen.getByLabelText('退款金额（元）'), '200');
    expect(ask).toBeDisabled();
    // Disabled, and says why.
    expect(ask).toHaveAccessibleDescription('超过可退金额 ¥150.00，请改小金额');
    expect(screen.getByText('超过可退金额 ¥150.00，请改小金额')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('退款金额（元）'));
    await userEvent.type(screen.getByLabelText('退款金额（元）'), 'abc');
    expect(ask).toHaveAccessibleDescription('请输入退款金额，如 20.50');
    await userEvent.clear(screen.getByLabelText('退款金额（元）'));
    await userEvent.type(screen.getByLabelText('退款金额（元）'), '20');
    await userEvent.type(screen.getByLabelText('退款原因'), '转学');
    await userEvent.click(ask);
    await waitFor(() =>
      expect(asked).toEqual([{ associatedUserId: 101, amount: 2000, reason: '转学' }]),
    );
    expect(keys.size).toBe(1);
    await userEvent.click(await screen.findByRole('button', { name: '¥20.00 待审核' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/refund/detail?id=5'));
  });

  it('says when the school takes no refunds', async () => {
    server.use(
      handle(refundRule, () => ok(makeRule({ enabled: false }))),
      handle(refundsOfUser, () => ok(page([]))),
    );
    renderScreen(<RefundScreen />);
    expect(await screen.findByText('学校暂未开放退款')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请退款' })).not.toBeInTheDocument();
  });
});

describe('refund detail', () => {
  beforeEach(() => at('/pages/refund/detail?id=5'));

  it('cancels a request not yet handled', async () => {
    let status: 'ToAudit' | 'Cancel' = 'ToAudit';
    server.use(
      handle(refundDetail, () => ok(makeRefund({ status }))),
      handle(cancelRefund, ({ params }) => {
        expect(params.id).toBe(5);
        status = 'Cancel';
        return ok(makeRefund({ status }));
      }),
    );
    renderScreen(<RefundDetailScreen />);
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消申请' }));
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消申请' })).not.toBeInTheDocument();
  });

  it('shows the school’s answer when it was handled', async () => {
    server.use(
      handle(refundDetail, () => ok(makeRefund({ status: 'NotPass', handledRemark: '信息不符' }))),
    );
    renderScreen(<RefundDetailScreen />);
    expect(await screen.findByText('未通过')).toBeInTheDocument();
    expect(screen.getByText('信息不符')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消申请' })).not.toBeInTheDocument();
  });

  it('shows the server message when cancelling fails', async () => {
    server.use(
      handle(refundDetail, () => ok(makeRefund())),
      handle(cancelRefund, () => fail(409, '该退款申请已处理', 'REFUND_HANDLED')),
    );
    renderScreen(<RefundDetailScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '取消申请' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该退款申请已处理');
  });
});
