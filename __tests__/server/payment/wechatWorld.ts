import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WechatPayConfig } from '@/server/core/settings';
import { associatedUsers, socialAccounts } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';
import {
  API_V3_KEY,
  APPID,
  FakeMerchantApi,
  MCHID,
  merchant,
  NOTIFY_PATH,
  OPENID,
  paidNotification,
  platform,
  PLATFORM_SERIAL,
} from '../../support/fakes/wechatPayMerchant';

// A production-mode app (DEMO=0) paying through the local fake of WeChat Pay's merchant API, and
// the parent who pays in it (decision 071): nothing leaves 127.0.0.1.

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

export function wechatConfig(port: number): WechatPayConfig {
  return {
    mchid: MCHID,
    appid: APPID,
    merchantSerial: 'MERCHANT_SERIAL_1',
    merchantPrivateKey: merchant.privateKey,
    platformSerial: PLATFORM_SERIAL,
    platformPublicKey: platform.publicKey,
    apiV3Key: API_V3_KEY,
    notifyUrl: `https://canteen.example${NOTIFY_PATH}`,
    baseURL: `http://127.0.0.1:${port}/`,
  };
}

export interface Parent {
  token: string;
  child: number;
  accountId: number;
  unitId: number;
}

export async function parentOf(t: TestApp, name: string): Promise<Parent> {
  const token = await tokenOf(t.app, name);
  const identities = await call(t.app, { url: '/api/associated/user/identity', token });
  const child = identities.json().data[0].associatedUserId as number;
  const [row] = await t.app.database.db
    .select({ accountId: associatedUsers.accountId, unitId: associatedUsers.unitId })
    .from(associatedUsers)
    .where(eq(associatedUsers.id, child));
  return { token, child, ...row! };
}

/** What the chat-app sign-in leaves behind: the account's open id for the payment app. */
export async function bindOpenid(t: TestApp, accountId: number, openId = OPENID) {
  await t.app.database.db
    .insert(socialAccounts)
    .values({ provider: 'wechat', openId, appId: APPID, accountId });
}

export async function wechatWorld() {
  const fake = new FakeMerchantApi();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  const t = await createTestApp({ demo: false, wechatPay: wechatConfig(port) });
  const close = async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  };
  return { fake, t, close };
}

export function startPayment(t: TestApp, parent: Parent, orderId: number, userAgent: string) {
  return call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token: parent.token,
    body: { orderId },
    headers: { 'idempotency-key': randomUUID(), 'user-agent': userAgent },
  });
}

/**
 * An order paid in WeChat: the JSAPI payment, WeChat Pay's record of it and its notification.
 * Returns the order and its payment's trade number.
 */
export async function paidOrder(
  world: { fake: FakeMerchantApi; t: TestApp },
  parent: Parent,
): Promise<{ id: number; amount: number; outTradeNo: string }> {
  const { fake, t } = world;
  const order = await placeNextOpenMeal(t.app, parent.token, parent.child);
  const started = await startPayment(t, parent, order.id, WECHAT_UA);
  expect(started.statusCode).toBe(200);
  const { outTradeNo } = started.json().data as { outTradeNo: string };
  fake.states.set(outTradeNo, { trade_state: 'SUCCESS', total: order.amount });
  const note = paidNotification(outTradeNo, order.amount, t.clock.now().getTime());
  const delivered = await t.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    headers: note.headers,
    payload: note.raw,
  });
  expect(delivered.statusCode).toBe(204);
  return { ...order, outTradeNo };
}
