import { verify as rsaVerify } from 'node:crypto';
import { Formatter } from 'wechatpay-axios-plugin';
import { channelFor, sceneOf } from '@/server/domains/payment/channel';
import { call, createTestApp, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';
import {
  APPID,
  type FakeMerchantApi,
  merchant,
  OPENID,
} from '../../support/fakes/wechatPayMerchant';
import {
  bindOpenid,
  DESKTOP_UA,
  parentOf,
  PHONE_UA,
  startPayment,
  WECHAT_UA,
  wechatWorld,
  type Parent,
} from './wechatWorld';

// The server chooses how a payment is made (decision 071): the sandbox in demo mode; in
// production WeChat Pay, JSAPI in WeChat's browser (as the bound open id), H5 on a phone, Native
// on a computer. The browser cannot ask production for the sandbox.

let world: Awaited<ReturnType<typeof wechatWorld>>;
let t: TestApp;
let fake: FakeMerchantApi;
let parent: Parent;

beforeAll(async () => {
  world = await wechatWorld();
  ({ t, fake } = world);
  parent = await parentOf(t, 'parent_a');
  await bindOpenid(t, parent.accountId);
});
afterAll(() => world.close());

const lastRequest = () => fake.seen.at(-1)!;

describe('the channel and scene follow the mode and the browser', () => {
  it('reads the user agent: WeChat JSAPI, a phone H5, anything else Native', () => {
    expect(sceneOf(WECHAT_UA)).toBe('jsapi');
    expect(sceneOf(PHONE_UA)).toBe('h5');
    expect(sceneOf(DESKTOP_UA)).toBe('native');
    expect(channelFor(undefined, true)).toBe('sandbox');
    expect(channelFor('wechat', true)).toBe('wechat');
    expect(channelFor(undefined, false)).toBe('wechat');
    expect(channelFor('balance', false)).toBe('balance');
  });

  it('inside WeChat: JSAPI as the bound open id, parameters signed with the merchant key', async () => {
    const order = await placeNextOpenMeal(t.app, parent.token, parent.child);
    const response = await startPayment(t, parent, order.id, WECHAT_UA);
    expect(response.statusCode).toBe(200);
    expect(lastRequest()).toMatchObject({ url: '/v3/pay/transactions/jsapi', signed: true });
    expect(JSON.parse(lastRequest().body).payer).toEqual({ openid: OPENID });
    const { launch, checkoutUrl, qrCode } = response.json().data;
    expect({ checkoutUrl, qrCode }).toEqual({ checkoutUrl: '', qrCode: null });
    expect(launch).toMatchObject({ appId: APPID, signType: 'RSA' });
    const message = Formatter.joinedByLineFeed(
      launch.appId,
      launch.timeStamp,
      launch.nonceStr,
      launch.package,
    );
    expect(
      rsaVerify(
        'sha256',
        Buffer.from(message),
        merchant.publicKey,
        Buffer.from(launch.paySign, 'base64'),
      ),
    ).toBe(true);
    // The open id a body names is not trusted: the payment is the bound one's.
    const order2 = await placeNextOpenMeal(t.app, parent.token, parent.child);
    const named = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/payment/order',
      token: parent.token,
      body: { orderId: order2.id, openid: 'o-someone-else' },
      headers: { 'idempotency-key': `k-${Math.random()}`, 'user-agent': WECHAT_UA },
    });
    expect(named.statusCode).toBe(200);
    expect(JSON.parse(lastRequest().body).payer).toEqual({ openid: OPENID });
  });

  it('inside WeChat without a bound open id: WECHAT_BIND_REQUIRED, in words, and nothing asked', async () => {
    const other = await parentOf(t, 'parent_b');
    const order = await placeNextOpenMeal(t.app, other.token, other.child);
    const before = fake.seen.length;
    const response = await startPayment(t, other, order.id, WECHAT_UA);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'WECHAT_BIND_REQUIRED',
      message: '请先用微信登录绑定账号，再用微信支付',
    });
    expect(fake.seen.length).toBe(before);
  });

  it('a phone browser: H5, left through our redirect back to a path of this site only', async () => {
    const order = await placeNextOpenMeal(t.app, parent.token, parent.child);
    const response = await startPayment(t, parent, order.id, PHONE_UA);
    expect(response.statusCode).toBe(200);
    expect(lastRequest()).toMatchObject({ url: '/v3/pay/transactions/h5', signed: true });
    expect(JSON.parse(lastRequest().body).scene_info).toMatchObject({ h5_info: { type: 'Wap' } });
    const { checkoutUrl, launch, outTradeNo } = response.json().data;
    expect(launch).toBeNull();
    expect(checkoutUrl).toMatch(/^\/api\/payment\/wechat\/h5\/[A-Za-z0-9_-]{16,}$/);
    const back = `/#/order/${order.id}/orangebank`;
    const leave = await t.app.inject({
      url: `${checkoutUrl}?return=${encodeURIComponent(back)}`,
    });
    expect(leave.statusCode).toBe(302);
    expect(leave.headers.location).toBe(
      `https://wx.tenpay.com/checkmweb?prepay_id=wx_${outTradeNo}&redirect_url=${encodeURIComponent(`http://localhost${back}`)}`,
    );
    for (const evil of ['https://evil.example/', '//evil.example', '/\\evil.example'])
      expect(
        (await t.app.inject({ url: `${checkoutUrl}?return=${encodeURIComponent(evil)}` }))
          .statusCode,
      ).toBe(400);
    // The link's key is the capability: a guessed one finds nothing.
    const guessed = await t.app.inject({ url: '/api/payment/wechat/h5/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(guessed.statusCode).toBe(404);
  });

  it('a computer: Native, its code_url as a QR code image', async () => {
    const order = await placeNextOpenMeal(t.app, parent.token, parent.child);
    const response = await startPayment(t, parent, order.id, DESKTOP_UA);
    expect(response.statusCode).toBe(200);
    expect(lastRequest()).toMatchObject({ url: '/v3/pay/transactions/native', signed: true });
    const { qrCode, checkoutUrl } = response.json().data;
    expect(checkoutUrl).toBe('');
    expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    // Shown again while it is pending (the order's payment), by its own family only.
    const again = await call(t.app, {
      url: `/api/order/payment/${order.id}`,
      token: parent.token,
    });
    expect(again.json().data?.qrCode).toBe(qrCode);
  });

  it('production has no sandbox: asking for it is refused', async () => {
    const order = await placeNextOpenMeal(t.app, parent.token, parent.child);
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/payment/order',
      token: parent.token,
      body: { orderId: order.id, channel: 'sandbox' },
      headers: { 'idempotency-key': `k-${Math.random()}`, 'user-agent': DESKTOP_UA },
    });
    expect(response.json()).toMatchObject({ code: 'PAYMENT_UNAVAILABLE' });
  });
});

describe('demo mode', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo.close());

  it('keeps the sandbox for a browser that names no channel, in WeChat too', async () => {
    const who = await parentOf(demo, 'parent_a');
    const order = await placeNextOpenMeal(demo.app, who.token, who.child);
    const response = await startPayment(demo, who, order.id, WECHAT_UA);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ channel: 'sandbox', launch: null });
    expect(response.json().data.checkoutUrl).toMatch(/^\/sandbox\/pay\//);
  });
});
