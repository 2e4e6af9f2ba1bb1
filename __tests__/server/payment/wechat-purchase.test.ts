import { randomUUID } from 'node:crypto';
import { call, tokenOf } from '../helpers';
import type { FakeMerchantApi } from '../../support/fakes/wechatPayMerchant';
import {
  bindOpenid,
  DESKTOP_UA,
  parentOf,
  WECHAT_UA,
  wechatWorld,
  type Parent,
} from './wechatWorld';

// A prepayment purchase is paid as an order is (decision 071): in production the server chooses
// JSAPI or Native from the browser; on a computer the purchase's result page shows the Native QR
// code while the payment is pending, to the purchase's own family only.

let world: Awaited<ReturnType<typeof wechatWorld>>;
let fake: FakeMerchantApi;
let parent: Parent;
let prepaymentId: number;

beforeAll(async () => {
  world = await wechatWorld();
  fake = world.fake;
  parent = await parentOf(world.t, 'parent_a');
  await bindOpenid(world.t, parent.accountId);
  const list = await call(world.t.app, {
    url: `/api/prepayment/associated/user/${parent.child}?page=0&size=10`,
    token: parent.token,
  });
  const offered = list.json().data.content as { id: number; orderPaymentType: string }[];
  prepaymentId = offered.find((p) => p.orderPaymentType === 'Dispark')!.id;
});
afterAll(() => world.close());

function buy(userAgent: string) {
  return call(world.t.app, {
    method: 'POST',
    url: '/api/associated/user/anonymous/pay/cost',
    token: parent.token,
    body: { prepaymentId, associatedUserId: parent.child },
    headers: { 'idempotency-key': randomUUID(), 'user-agent': userAgent },
  });
}

it('in WeChat: JSAPI as the bound open id, with the parameters for its bridge', async () => {
  const bought = await buy(WECHAT_UA);
  expect(bought.statusCode).toBe(200);
  expect(fake.seen.at(-1)).toMatchObject({ url: '/v3/pay/transactions/jsapi', signed: true });
  const { payment } = bought.json().data as { payment: { launch: { package: string } } };
  expect(payment.launch.package).toMatch(/^prepay_id=wx_prepay_P/);
});

it('on a computer: Native; the result page shows its QR code to the family, nobody else', async () => {
  const bought = await buy(DESKTOP_UA);
  expect(bought.statusCode).toBe(200);
  expect(fake.seen.at(-1)).toMatchObject({ url: '/v3/pay/transactions/native', signed: true });
  const { purchase, payment } = bought.json().data as {
    purchase: { id: number };
    payment: { checkoutUrl: string; qrCode: string };
  };
  expect(payment.checkoutUrl).toBe('');
  expect(payment.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
  const url = `/api/associated/user/${purchase.id}/paying/PAYING`;
  const state = await call(world.t.app, { url, token: parent.token });
  expect(state.statusCode).toBe(200);
  expect(state.json().data).toMatchObject({ paymentStatus: 'Pending', qrCode: payment.qrCode });
  const other = await call(world.t.app, { url, token: await tokenOf(world.t.app, 'parent_b') });
  expect(other.statusCode).toBe(404);
  expect(JSON.stringify(other.json())).not.toContain('data:image');
});
