import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CouponsScreen from '@/screens/my/coupons';
import CouponsInvalidScreen from '@/screens/my/couponsInvalid';
import AccountDetailsScreen from '@/screens/my/AccountDetails';
import { couponCount, couponsOfUser, previewCoupon } from '@/lib/contract/coupon';
import { account, balance } from '@/lib/contract/user';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeCoupon } from '../../setup/moneyFactories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

beforeEach(async () => {
  await signIn();
});

describe('coupons', () => {
  it('lists valid coupons, marks new ones and clears the mark once previewed', async () => {
    at('/pages/my/coupons');
    let previewed = false;
    server.use(
      handle(couponsOfUser, ({ query }) => {
        expect(query.couponStatus).toBeUndefined();
        return ok([
          makeCoupon(),
          makeCoupon({ id: 2, name: '新用户立减券', couponScene: 'Platform', isNew: !previewed }),
        ]);
      }),
      handle(previewCoupon, ({ params }) => {
        expect(params.id).toBe(2);
        previewed = true;
        return ok(makeCoupon({ id: 2, isNew: false }));
      }),
      handle(couponCount, () => ok({ couponsNum: 2, newNum: previewed ? 0 : 1 })),
    );
    renderScreen(<CouponsScreen />);
    const fresh = await screen.findByRole('listitem', { name: '新用户立减券' });
    expect(within(fresh).getByText('新')).toBeInTheDocument();
    expect(within(fresh).getByText('平台券')).toBeInTheDocument();
    const old = screen.getByRole('listitem', { name: '午餐立减券' });
    expect(within(old).getByText('满 ¥10.00 可用')).toBeInTheDocument();
    expect(within(old).queryByText('新')).not.toBeInTheDocument();
    await userEvent.click(within(fresh).getByRole('button', { name: '查看' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: '新用户立减券' })).queryByText('新'),
      ).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: '查看已失效优惠券' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/my/couponsInvalid'));
  });

  it('shows used and expired coupons', async () => {
    at('/pages/my/couponsInvalid');
    server.use(
      handle(couponsOfUser, ({ query }) =>
        ok(
          query.couponStatus === 'Use'
            ? [makeCoupon({ id: 3, name: '开学季立减券', couponStatus: 'Use' })]
            : [makeCoupon({ id: 4, name: '国庆立减券', couponStatus: 'Not_Use' })],
        ),
      ),
    );
    renderScreen(<CouponsInvalidScreen />);
    expect(
      within(await screen.findByRole('listitem', { name: '开学季立减券' })).getByText('已使用'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: '国庆立减券' })).getByText('已过期'),
    ).toBeInTheDocument();
  });
});

it('AccountDetails shows the balance and its movements with their types, 20 a page', async () => {
  at('/pages/my/AccountDetails');
  server.use(
    handle(balance, () => ok({ myAmount: 12345 })),
    handle(account, ({ query }) => {
      expect(query.size).toBe(20);
      return ok({
        myAmount: 12345,
        amountDetails: {
          content:
            query.page === 0
              ? [
                  {
                    id: 2,
                    type: 'Cash_Withdrawal' as const,
                    amount: -2000,
                    remark: null,
                    createdAt: '2026-03-02T02:00:00.000Z',
                  },
                  {
                    id: 1,
                    type: 'Recharge' as const,
                    amount: 20000,
                    remark: '预缴充值',
                    createdAt: '2026-03-01T02:00:00.000Z',
                  },
                ]
              : [],
          page: query.page,
          size: 20,
          total: 2,
        },
      });
    }),
  );
  renderScreen(<AccountDetailsScreen />);
  expect(await screen.findByText('¥123.45')).toBeInTheDocument();
  const items = await screen.findAllByRole('listitem');
  expect(within(items[0]!).getByText('余额退款')).toBeInTheDocument();
  expect(within(items[0]!).getByText('-¥20.00')).toBeInTheDocument();
  expect(within(items[1]!).getByText('充值')).toBeInTheDocument();
  expect(within(items[1]!).getByText('+¥200.00')).toBeInTheDocument();
});
