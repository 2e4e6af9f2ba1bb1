import { createCipheriv, randomBytes, sign as rsaSign, verify as rsaVerify } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { ConfigError, configFromEnv } from '@/server/core/env';
import type { WechatPayConfig } from '@/server/core/settings';
import { ledger, payments, socialAccounts } from '@/server/domains/schema';
import { BASIC, call, CLIENT_ID, createTestApp, form, tokenOf, type TestApp } from '../helpers';
import { ledgerBalance, placeNextOpenMeal } from '../money';
import {
  API_V3_KEY,
  APPID,
  attacker,
  FakeMerchantApi,
  MCHID,
  merchant,
  NOTIFY_PATH,
  OPENID,
  platform,
  PLATFORM_SERIAL,
} from '../../support/fakes/wechatPayMerchant';

// Payments in production mode (DEMO=0) with WeChat Pay API v3 JSAPI against a local fake of the
// merchant API (__tests__/support/fakes/wechatPayMerchant.ts): nothing leaves 127.0.0.1 (decisions 017 and 018).

const fake = new FakeMerchantApi();
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
let t: TestApp;
let token: string;
let child: number;
let accountId: number;

function wechatConfig(port: number): WechatPayConfig {
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

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  t = await createTestApp({ demo: false, wechatPay: wechatConfig(port) });
  token = await tokenOf(t.app, 'parent_a');
  const identities = await call(t.app, { url: '/api/associated/user/identity', token });
  child = identities.json().data[0].associatedUserId;
  const [row] = await t.app.database.db
    .execute(sql`select account_id from associated_users where id = ${child}`)
    .then((result) => (result as unknown as { rows: { account_id: number }[] }).rows);
  accountId = row!.account_id;
  // The chat-app sign-in bound this open id (decision 071: JSAPI pays as it).
  await t.app.database.db
    .insert(socialAccounts)
    .values({ provider: 'wechat', openId: OPENID, appId: APPID, accountId });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.server.close(resolve));
});

const balance = () => ledgerBalance(t.app, accountId);
const placeOrder = () => placeNextOpenMeal(t.app, token, child);

async function payWechat(orderId: number) {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId },
    headers: { 'idempotency-key': `pay-${Math.random()}`, 'user-agent': WECHAT_UA },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    id: number;
    outTradeNo: string;
    launch: Record<string, string>;
  };
}

const orderStatus = async (id: number) =>
  (await call(t.app, { url: `/api/order/${id}`, token })).json().data.orderStatus as string;

/** A notification as WeChat Pay sends it: AES-256-GCM resource, signed by the platform key. */
function notification(
  outTradeNo: string,
  total: number,
  options: { key?: string; serial?: string; at?: number } = {},
) {
  const transaction = JSON.stringify({
    mchid: MCHID,
    appid: APPID,
    out_trade_no: outTradeNo,
    transaction_id: `4200${outTradeNo}`,
    trade_state: 'SUCCESS',
    payer: { openid: OPENID },
    amount: { total, payer_total: total, currency: 'CNY' },
  });
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', API_V3_KEY, nonce);
  cipher.setAAD(Buffer.from('transaction'));
  const ciphertext = Buffer.concat([
    cipher.update(transaction),
    cipher.final(),
    cipher.getAuthTag(),
  ]).toString('base64');
  // Spacing as sent: the signature is over these exact bytes.
  const raw = `{"id":"${randomBytes(8).toString('hex')}", "event_type":"TRANSACTION.SUCCESS","resource_type":"encrypt-resource","resource":{"algorithm":"AEAD_AES_256_GCM","ciphertext":"${ciphertext}","associated_data":"transaction","nonce":"${nonce}"}}`;
  const timestamp = String(Math.floor((options.at ?? t.clock.now().getTime()) / 1000));
  const headerNonce = randomBytes(16).toString('hex');
  const signature = rsaSign(
    'sha256',
    Buffer.from(`${timestamp}\n${headerNonce}\n${raw}\n`),
    options.key ?? platform.privateKey,
  ).toString('base64');
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': options.serial ?? PLATFORM_SERIAL,
      'wechatpay-signature': signature,
    },
  };
}

const deliver = (note: { raw: string; headers: Record<string, string> }, raw = note.raw) =>
  t.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: note.headers, payload: raw });

describe('WeChat Pay API v3 JSAPI against a local fake merchant API', () => {
  it('2: the prepay request is signed with the merchant key and the payer gets signed launch parameters', async () => {
    const order = await placeOrder();
    const before = fake.seen.length;
    const payment = await payWechat(order.id);
    const [prepay] = fake.seen.slice(before);
    expect(prepay).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/jsapi' });
    expect(prepay!.signed).toBe(true);
    expect(JSON.parse(prepay!.body)).toMatchObject({
      appid: APPID,
      mchid: MCHID,
      out_trade_no: payment.outTradeNo,
      notify_url: `https://canteen.example${NOTIFY_PATH}`,
      amount: { total: order.amount, currency: 'CNY' },
      payer: { openid: OPENID },
    });
    const { launch } = payment;
    expect(launch).toMatchObject({
      appId: APPID,
      package: `prepay_id=wx_prepay_${payment.outTradeNo}`,
    });
    const message = `${APPID}\n${launch.timeStamp}\n${launch.nonceStr}\n${launch.package}\n`;
    expect(
      rsaVerify(
        'sha256',
        Buffer.from(message),
        merchant.publicKey,
        Buffer.from(launch.paySign!, 'base64'),
      ),
    ).toBe(true);
  });

  it('11: a genuine notification is verified over its raw bytes, decrypted and recorded once', async () => {
    const order = await placeOrder();
    const payment = await payWechat(order.id);
    const before = await balance();
    const note = notification(payment.outTradeNo, order.amount);
    expect((await deliver(note)).statusCode).toBe(204);
    expect(await orderStatus(order.id)).toBe('Pay');
    // WeChat Pay retries until it hears success: the same delivery changes nothing more.
    expect((await deliver(note)).statusCode).toBe(204);
    const charges = await t.app.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.refType, 'order'), eq(ledger.refId, order.id)));
    expect(charges).toHaveLength(1);
    expect(await balance()).toBe(before);
    const [row] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(row).toMatchObject({
      status: 'Paid',
      outcome: 'order',
      providerRef: `4200${payment.outTradeNo}`,
    });
  });

  it('11: a tampered, wrongly signed or replayed notification is refused and changes nothing', async () => {
    const order = await placeOrder();
    const payment = await payWechat(order.id);
    const note = notification(payment.outTradeNo, order.amount);
    const tampered = note.raw.replace('"event_type"', '"event_type" ');
    expect((await deliver(note, tampered)).statusCode).toBe(401);
    const forged = notification(payment.outTradeNo, order.amount, { key: attacker.privateKey });
    expect((await deliver(forged)).statusCode).toBe(401);
    const otherSerial = notification(payment.outTradeNo, order.amount, { serial: 'PUB_KEY_ID_X' });
    expect((await deliver(otherSerial)).statusCode).toBe(401);
    const stale = notification(payment.outTradeNo, order.amount, {
      at: t.clock.now().getTime() - 10 * 60_000,
    });
    expect((await deliver(stale)).statusCode).toBe(401);
    expect(await orderStatus(order.id)).toBe('UnPay');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: NOTIFY_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"resource":1}',
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('7: a late Paid after the order was cancelled is credited to the balance exactly once', async () => {
    const order = await placeOrder();
    const payment = await payWechat(order.id);
    const cancelled = await call(t.app, { url: `/api/order/${order.id}/retreat`, token });
    expect(cancelled.json().data).toMatchObject({ deleted: true });
    const before = await balance();
    const note = notification(payment.outTradeNo, order.amount);
    expect((await deliver(note)).statusCode).toBe(204);
    expect((await deliver(note)).statusCode).toBe(204);
    expect((await deliver(notification(payment.outTradeNo, order.amount))).statusCode).toBe(204);
    expect(await balance()).toBe(before + order.amount);
  });

  it('7: reconciliation asks the provider (a signed query) about payments pending too long', async () => {
    const order = await placeOrder();
    const payment = await payWechat(order.id);
    fake.states.set(payment.outTradeNo, { trade_state: 'SUCCESS', total: order.amount });
    const early = await t.app.services.paymentJobs.reconcile(15 * 60_000);
    expect(early.settled).toBe(0);
    t.clock.advance(16 * 60_000);
    const before = fake.seen.length;
    const result = await t.app.services.paymentJobs.reconcile(15 * 60_000);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    const queries = fake.seen.slice(before).filter((seen) => seen.method === 'GET');
    expect(queries.length).toBeGreaterThanOrEqual(1);
    expect(queries.every((seen) => seen.signed)).toBe(true);
    expect(await orderStatus(order.id)).toBe('Pay');
  });
});

describe('production mode (DEMO=0)', () => {
  it('1: a registered mobile as bank token does not sign in, and the chat app takes no code: no provider is configured', async () => {
    for (const [url, payload] of [
      ['/bank/login', form({ token: '13800000002', code: 'bank-code', isProd: 'false' })],
      ['/social/login', form({ appid: 'wx-app', code: 'any-code' })],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${url}?client_id=${CLIENT_ID}`,
        headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
      expect(response.body).not.toContain('access_token');
    }
  });

  it('2 and 3: /sandbox/... and /api/demo/... answer 404; the sandbox channel does not exist', async () => {
    for (const [method, url] of [
      ['GET', '/api/demo/mode'],
      ['GET', '/api/demo/sms/outbox?mobile=13800000002'],
      ['GET', '/sandbox/pay/abcdefghijklmnopqrstuvwxyz012345'],
      ['POST', '/sandbox/pay/abcdefghijklmnopqrstuvwxyz012345/approve'],
      ['POST', '/api/payment/callback'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    const order = await placeOrder();
    const sandbox = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/payment/order',
      token,
      body: { orderId: order.id, channel: 'sandbox' },
      headers: { 'idempotency-key': `pay-${Math.random()}` },
    });
    expect(sandbox.statusCode).toBe(409);
    expect(sandbox.json().code).toBe('PAYMENT_UNAVAILABLE');
  });

  it('1 and 2: DEMO=0 refuses to start naming a secret that is missing or holds a demo value', () => {
    const full: Record<string, string> = {
      DEMO: '0',
      PUBLIC_ORIGIN: 'https://canteen.example',
      CLIENT_SECRET: 'a-real-client-secret-from-the-vault',
      UPLOAD_SECRET: 'a-real-upload-secret-from-the-vault',
      WECHATPAY_MCHID: MCHID,
      WECHATPAY_APPID: APPID,
      WECHATPAY_MERCHANT_SERIAL: 'MERCHANT_SERIAL_1',
      WECHATPAY_MERCHANT_PRIVATE_KEY: merchant.privateKey,
      WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
      WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
      WECHATPAY_APIV3_KEY: API_V3_KEY,
      // Web Push sender keys (decision 043): production needs its own pair.
      VAPID_PUBLIC_KEY: 'BPublicKeyOfTheSchoolsOwnPairFromTheVault',
      VAPID_PRIVATE_KEY: 'private-key-of-the-schools-own-pair',
      VAPID_SUBJECT: 'mailto:ops@canteen.example',
    };
    const config = configFromEnv(full);
    expect(config).toMatchObject({ demo: false, clientSecret: full.CLIENT_SECRET });
    expect(config.wechatPay?.notifyUrl).toBe(`https://canteen.example${NOTIFY_PATH}`);
    for (const name of Object.keys(full).filter((name) => name !== 'DEMO')) {
      const missing = { ...full, [name]: undefined };
      expect(() => configFromEnv(missing)).toThrow(ConfigError);
      expect(() => configFromEnv(missing)).toThrow(name);
    }
    expect(() => configFromEnv({ ...full, CLIENT_SECRET: 'canteen-web-secret' })).toThrow(
      'CLIENT_SECRET',
    );
    expect(() => configFromEnv({ ...full, UPLOAD_SECRET: 'change-me-upload' })).toThrow(
      'UPLOAD_SECRET',
    );
    expect(() => configFromEnv({ ...full, VAPID_PRIVATE_KEY: 'change-me-vapid' })).toThrow(
      'VAPID_PRIVATE_KEY',
    );
    expect(config.vapid).toEqual({
      publicKey: full.VAPID_PUBLIC_KEY,
      privateKey: full.VAPID_PRIVATE_KEY,
      subject: full.VAPID_SUBJECT,
    });
    // Demo mode is today's `npm start`: no variable needed, and it says so.
    expect(configFromEnv({}).demo).toBe(true);
  });
});
