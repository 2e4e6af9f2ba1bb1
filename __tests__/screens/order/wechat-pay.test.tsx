import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MealOrderScreen from '@/screens/meal/order';
import MealOrangebankScreen from '@/screens/meal/orangebank';
import { couponsOfUser } from '@/lib/contract/coupon';
import {
  orderDetail,
  orderOptions,
  orderPayment,
  orderQuery,
  payOrder,
  placeOrder,
  type PaymentLaunch,
} from '@/lib/contract/order';
import { balance } from '@/lib/contract/user';
import { browser } from '@/lib/order/checkout';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { mealMonth } from '@/lib/contract/meal';
import { makeMonth, makeOrder, makePayment } from '../../setup/factories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// Paying in WeChat's browser (decision 071): the page names no channel, hands the server's JSAPI
// parameters to WeixinJSBridge, and shows the result from the server, never the bridge's word;
// without a bound open id it starts the chat-app sign-in. On a computer the result page shows
// the Native QR code while the payment is processing.

const launch: PaymentLaunch = {
  appId: 'wx0000000000000001',
  timeStamp: '1772524800',
  nonceStr: 'nonce',
  package: 'prepay_id=wx_prepay_T5',
  signType: 'RSA',
  paySign: 'c2lnbmF0dXJl',
};

let assign: jest.SpyInstance;
const invoked: unknown[] = [];
let answer = 'get_brand_wcpay_request:ok';

beforeEach(async () => {
  at('/pages/meal/order?date=2026-03-03');
  await signIn();
  invoked.length = 0;
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  window.WeixinJSBridge = {
    invoke: (name, parameters, callback) => {
      invoked.push({ name, parameters });
      callback({ err_msg: answer });
    },
  };
  // The meal calendar tells a day on leave from an ordered one (decision 085): none here.
  server.use(handle(mealMonth, ({ params }) => ok(makeMonth(params.y, params.m, {}, 1))));
  server.use(
    handle(orderOptions, ({ query }) =>
      ok({
        associatedUserId: 101,
        diningType: query.diningType,
        mealKind: 'Ordinary',
        price: 1500,
        dates: [{ date: '2026-03-03', cutOff: '2026-03-02T08:00:00.000Z', status: 'Available' }],
      }),
    ),
    handle(couponsOfUser, () => ok([])),
    handle(balance, () => ok({ myAmount: 0 })),
    handle(placeOrder, () => ok(makeOrder({ id: 5 }))),
    handle(payOrder, ({ body }) => {
      expect(body).toEqual({ orderId: 5 });
      return ok(makePayment(5, { channel: 'wechat', checkoutUrl: '', launch }));
    }),
  );
});
afterEach(() => {
  assign.mockRestore();
  delete window.WeixinJSBridge;
});

async function orderAndPay() {
  renderScreen(<MealOrderScreen />);
  expect(await screen.findByRole('checkbox', { name: '03-03 周二' })).toBeChecked();
  // No coupon and no balance: ordering goes straight on to paying.
  await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
}

describe('paying in WeChat', () => {
  it('ok: the bridge gets the server parameters, then the result page asks the server', async () => {
    answer = 'get_brand_wcpay_request:ok';
    await orderAndPay();
    await waitFor(() => expect(hashNow()).toBe('#/pages/meal/orangebank?orderId=5'));
    expect(invoked).toEqual([{ name: 'getBrandWCPayRequest', parameters: launch }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('cancel: no result claimed; the order, still to pay, is where it can be paid again', async () => {
    answer = 'get_brand_wcpay_request:cancel';
    await orderAndPay();
    await waitFor(() => expect(hashNow()).toBe('#/pages/order/DayOrderDetail?id=5'));
    expect(invoked).toHaveLength(1);
  });

  it('fail: the launch failure, and no result claimed', async () => {
    answer = 'get_brand_wcpay_request:fail';
    await orderAndPay();
    expect(await screen.findAllByText('拉起支付失败，请重试！')).not.toHaveLength(0);
    expect(hashNow()).not.toContain('orangebank');
  });

  it('no bound open id: the chat-app sign-in starts', async () => {
    server.use(
      handle(payOrder, () =>
        fail(409, '请先用微信登录绑定账号，再用微信支付', 'WECHAT_BIND_REQUIRED'),
      ),
    );
    await orderAndPay();
    await waitFor(() => expect(hashNow()).toBe('#/pages/user/login'));
    expect(invoked).toEqual([]);
  });
});

describe('paying on a computer', () => {
  it('the result page shows the QR code while the payment is processing', async () => {
    at('/pages/meal/orangebank?orderId=5');
    const qrCode = 'data:image/png;base64,iVBORw0KGgo=';
    server.use(
      handle(orderQuery, () =>
        ok({ orderId: 5, orderStatus: 'UnPay', payStatus: 'UnPay', paymentStatus: 'Pending' }),
      ),
      handle(orderDetail, () => ok(makeOrder({ id: 5 }))),
      handle(orderPayment, () =>
        ok(makePayment(5, { channel: 'wechat', checkoutUrl: '', qrCode })),
      ),
    );
    renderScreen(<MealOrangebankScreen />);
    const image = await screen.findByRole('img', { name: '请用微信扫码支付' });
    expect(image).toHaveAttribute('src', qrCode);
  });
});
