import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PrepaymentScreen from '@/screens/prepayment/index';
import PrepaymentDetailScreen from '@/screens/prepayment/detail/index';
import PrepaymentCustomScreen from '@/screens/prepayment/detail/custom';
import PrepaymentPaymentScreen from '@/screens/prepayment/detail/payment';
import PrepaymentOrangebankScreen from '@/screens/prepayment/orangebank';
import {
  anonymousPayCost,
  prepaymentDiscount,
  prepaymentsOfUser,
  purchasePaying,
} from '@/lib/contract/prepayment';
import { browser } from '@/lib/order/checkout';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makePayment, page } from '../../setup/factories';
import { makeModel, makePrepayment, makePurchase } from '../../setup/moneyFactories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

const dispark = makePrepayment();
const multiple = makePrepayment({
  id: 2,
  name: '多餐次套餐',
  orderPaymentType: 'DisparkMultipleMeals',
});
const custom = makePrepayment({
  id: 3,
  name: '自定义金额充值',
  orderPaymentType: 'Custom',
  amount: 0,
  minAmount: 1000,
  maxAmount: 100000,
  discountRate: 100,
});

beforeEach(async () => {
  await signIn();
});

describe('prepayment list', () => {
  beforeEach(() => {
    at('/pages/prepayment/index');
    server.use(
      handle(prepaymentsOfUser, ({ query }) => {
        expect(query.size).toBe(4);
        return ok(page(query.page === 0 ? [dispark, multiple, custom] : [], query.page, 4));
      }),
    );
  });

  it.each([
    [dispark.name, '#/pages/prepayment/detail?prepaymentId=1&associatedUserId=101'],
    [
      multiple.name,
      '#/pages/prepayment/detail/multiple/dispark?prepaymentId=2&associatedUserId=101',
    ],
    [custom.name, '#/pages/prepayment/detail/custom?prepaymentId=3&associatedUserId=101'],
  ])('opens %s by its orderPaymentType', async (name, hash) => {
    renderScreen(<PrepaymentScreen />);
    await userEvent.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(hashNow()).toBe(hash));
  });

  it('shows the discount before paying', async () => {
    renderScreen(<PrepaymentScreen />);
    const card = await screen.findByRole('region', { name: dispark.name });
    expect(within(card).getByText('9.5 折')).toBeInTheDocument();
    expect(within(card).getByText('¥190.00')).toBeInTheDocument();
  });
});

describe('prepayment detail', () => {
  it('shows its error state when the prepayment model fails to load', async () => {
    at('/pages/prepayment/detail?prepaymentId=1&associatedUserId=101');
    server.use(handle(prepaymentDiscount, () => fail(500, '预缴费不存在')));
    renderScreen(<PrepaymentDetailScreen />);
    expect(await screen.findByText('预缴费不存在')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即缴费' })).not.toBeInTheDocument();
  });

  it('goes on to paying', async () => {
    at('/pages/prepayment/detail?prepaymentId=1&associatedUserId=101');
    server.use(handle(prepaymentDiscount, () => ok(makeModel(dispark))));
    renderScreen(<PrepaymentDetailScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '立即缴费' }));
    await waitFor(() =>
      expect(hashNow()).toBe(
        '#/pages/prepayment/detail/payment?prepaymentId=1&associatedUserId=101',
      ),
    );
  });

  it('takes a custom amount only within its bounds', async () => {
    at('/pages/prepayment/detail/custom?prepaymentId=3&associatedUserId=101');
    server.use(handle(prepaymentDiscount, () => ok(makeModel(custom))));
    renderScreen(<PrepaymentCustomScreen />);
    const input = await screen.findByLabelText('缴费金额（元）');
    await userEvent.type(input, '5');
    expect(screen.getByText('请输入有效金额')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '50');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(hashNow()).toBe(
        '#/pages/prepayment/detail/payment?prepaymentId=3&associatedUserId=101&amount=5000',
      ),
    );
  });
});

describe('paying a prepayment', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    at('/pages/prepayment/detail/payment?prepaymentId=1&associatedUserId=101');
    assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(handle(prepaymentDiscount, () => ok(makeModel(dispark))));
  });
  afterEach(() => assign.mockRestore());

  it('leaves for the checkout with one idempotency key, returning to the bank-card screen', async () => {
    const keys: (string | null)[] = [];
    server.use(
      handle(anonymousPayCost, ({ body, request }) => {
        keys.push(request.headers.get('idempotency-key'));
        expect(body).toEqual({ prepaymentId: 1, associatedUserId: 101 });
        return ok({ purchase: makePurchase(), payment: { ...makePayment(0), purchaseId: 31 } });
      }),
    );
    renderScreen(<PrepaymentPaymentScreen />);
    expect(await screen.findByText('¥190.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即缴费' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(keys[0]).toBeTruthy();
    expect(String(assign.mock.calls[0][0])).toContain(
      encodeURIComponent('#/pages/prepayment/orangebank?purchaseId=31'),
    );
  });

  it('shows 拉起支付失败，请重试！ when the payment cannot be started', async () => {
    server.use(handle(anonymousPayCost, () => fail(500)));
    renderScreen(<PrepaymentPaymentScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '立即缴费' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('拉起支付失败，请重试！');
    expect(assign).not.toHaveBeenCalled();
  });
});

it('the bank-card screen marks the purchase PAYING and shows it paid', async () => {
  at('/pages/prepayment/orangebank?purchaseId=31');
  let calls = 0;
  server.use(
    handle(purchasePaying, ({ params }) => {
      expect(params.id).toBe(31);
      calls += 1;
      return ok({
        purchase: makePurchase({ status: calls > 1 ? 'Pay' : 'PAYING' }),
        paymentStatus: calls > 1 ? 'Paid' : 'Pending',
      });
    }),
  );
  renderScreen(<PrepaymentOrangebankScreen />);
  expect(await screen.findByRole('heading', { name: '支付处理中…' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '缴费成功' })).toBeInTheDocument();
});
