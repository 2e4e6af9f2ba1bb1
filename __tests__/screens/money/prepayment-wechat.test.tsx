import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PrepaymentPaymentScreen from '@/screens/prepayment/detail/payment';
import PrepaymentOrangebankScreen from '@/screens/prepayment/orangebank';
import type { PaymentLaunch } from '@/lib/contract/order';
import { anonymousPayCost, prepaymentDiscount, purchasePaying } from '@/lib/contract/prepayment';
import { browser } from '@/lib/order/checkout';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makePayment } from '../../setup/factories';
import { makeModel, makePrepayment, makePurchase } from '../../setup/moneyFactories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// A prepayment purchase is paid as an order is (decision 071): in WeChat through its bridge with
// the server's JSAPI parameters, then the result page (read from the server); without a bound
// open id the chat-app sign-in; on a computer (Native: no checkout to leave for) the result page.

const launch: PaymentLaunch = {
  appId: 'wx0000000000000001',
  timeStamp: '1772524800',
  nonceStr: 'nonce',
  package: 'prepay_id=wx_prepay_P31',
  signType: 'RSA',
  paySign: 'c2lnbmF0dXJl',
};

let assign: jest.SpyInstance;
const invoked: unknown[] = [];
let answer = 'get_brand_wcpay_request:ok';

function bought(payment: Partial<ReturnType<typeof makePayment>>) {
  server.use(
    handle(anonymousPayCost, () =>
      ok({
        purchase: makePurchase(),
        payment: { ...makePayment(0, { channel: 'wechat', ...payment }), purchaseId: 31 },
      }),
    ),
  );
}

beforeEach(async () => {
  at('/pages/prepayment/detail/payment?prepaymentId=1&associatedUserId=101');
  await signIn();
  invoked.length = 0;
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  window.WeixinJSBridge = {
    invoke: (name, parameters, callback) => {
      invoked.push({ name, parameters });
      callback({ err_msg: answer });
    },
  };
  server.use(handle(prepaymentDiscount, () => ok(makeModel(makePrepayment()))));
});
afterEach(() => {
  assign.mockRestore();
  delete window.WeixinJSBridge;
});

async function pay() {
  renderScreen(<PrepaymentPaymentScreen />);
  await userEvent.click(await screen.findByRole('button', { name: '立即缴费' }));
}

it('in WeChat: the bridge gets the server parameters, then the result page asks the server', async () => {
  answer = 'get_brand_wcpay_request:ok';
  bought({ checkoutUrl: '', launch });
  await pay();
  await waitFor(() => expect(hashNow()).toBe('#/pages/prepayment/orangebank?purchaseId=31'));
  expect(invoked).toEqual([{ name: 'getBrandWCPayRequest', parameters: launch }]);
  expect(assign).not.toHaveBeenCalled();
});

it('cancelled in the bridge: no result claimed, the parent stays to pay again', async () => {
  answer = 'get_brand_wcpay_request:cancel';
  bought({ checkoutUrl: '', launch });
  await pay();
  await waitFor(() => expect(invoked).toHaveLength(1));
  expect(hashNow()).toContain('#/pages/prepayment/detail/payment');
  expect(await screen.findByRole('button', { name: '立即缴费' })).toBeEnabled();
});

it('a bridge failure is the launch failure', async () => {
  answer = 'get_brand_wcpay_request:fail';
  bought({ checkoutUrl: '', launch });
  await pay();
  expect(await screen.findByRole('alert')).toHaveTextContent('拉起支付失败，请重试！');
  expect(hashNow()).not.toContain('orangebank');
});

it('no bound open id: the chat-app sign-in starts', async () => {
  server.use(
    handle(anonymousPayCost, () =>
      fail(409, '请先用微信登录绑定账号，再用微信支付', 'WECHAT_BIND_REQUIRED'),
    ),
  );
  await pay();
  await waitFor(() => expect(hashNow()).toBe('#/pages/user/login'));
  expect(invoked).toEqual([]);
});

it('on a computer (Native, no checkout): straight to the result page', async () => {
  bought({ checkoutUrl: '', launch: null, qrCode: 'data:image/png;base64,iVBORw0KGgo=' });
  await pay();
  await waitFor(() => expect(hashNow()).toBe('#/pages/prepayment/orangebank?purchaseId=31'));
  expect(invoked).toEqual([]);
  expect(assign).not.toHaveBeenCalled();
});

it('the result page shows the Native QR code while the payment is pending, not once paid', async () => {
  at('/pages/prepayment/orangebank?purchaseId=31');
  const qrCode = 'data:image/png;base64,iVBORw0KGgo=';
  let calls = 0;
  server.use(
    handle(purchasePaying, () => {
      calls += 1;
      const paid = calls > 2;
      return ok({
        purchase: makePurchase({ status: paid ? 'Pay' : 'PAYING' }),
        paymentStatus: paid ? 'Paid' : 'Pending',
        qrCode: paid ? null : qrCode,
      });
    }),
  );
  renderScreen(<PrepaymentOrangebankScreen />);
  expect(await screen.findByRole('img', { name: '请用微信扫码支付' })).toHaveAttribute(
    'src',
    qrCode,
  );
  expect(
    await screen.findByRole('heading', { name: '缴费成功' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: '请用微信扫码支付' })).not.toBeInTheDocument();
});
